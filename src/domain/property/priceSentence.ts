import type { PriceLabel, PricePeriod } from '../format/formatPrice'

/**
 * The sentence an amount is said in, one whole sentence per shape in the ICU message
 * Property.price, so that each language words and orders it itself: the amount alone ('plain',
 * the message's `other`), per month or week, after 'starting from', or both.
 */
export type PriceShape = 'plain' | 'perMonth' | 'perWeek' | 'from' | 'fromPerMonth' | 'fromPerWeek'

/**
 * What a price label shows, as the message that words it: 'price on request', an amount in its
 * sentence shape, or the marquee name as the agency wrote it (no message: the CRM's own words).
 */
export type PriceSentence =
  | { message: 'priceOnRequest' }
  | { message: 'price'; values: { price: string; shape: PriceShape } }
  | { text: string }

// By 'starting from' (price unit 7), then by what the amount is per.
const SHAPES: Record<'from' | 'plain', Record<PricePeriod | 'none', PriceShape>> = {
  plain: { none: 'plain', month: 'perMonth', week: 'perWeek' },
  from: { none: 'from', month: 'fromPerMonth', week: 'fromPerWeek' },
}

/** The one wording rule of a price on cards, the detail pages, maps and banner slides. */
export function priceSentence(label: PriceLabel): PriceSentence {
  if (label.kind === 'onRequest') return { message: 'priceOnRequest' }
  if (label.kind === 'marquee') return { text: label.text }
  return {
    message: 'price',
    values: { price: label.text, shape: SHAPES[label.startingFrom ? 'from' : 'plain'][label.per ?? 'none'] },
  }
}
