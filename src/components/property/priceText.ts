import type { PriceLabel, PricePeriod } from '@/domain/format/formatPrice'

export type PriceTexts = {
  priceOnRequest: string
  startingFrom: (price: string) => string
  /** '€ 1.250 per month' (Property.perPeriod). */
  perPeriod: (price: string, period: PricePeriod) => string
}

/**
 * The words a price label shows: 'price on request', the marquee name, or the amount with its
 * period ('€ 1.250 par mois') and 'starting from' before it. Cards, the detail, maps and banner
 * slides all word a price here, so a rent never loses its unit in one of them.
 */
export function priceText(price: PriceLabel, text: PriceTexts): string {
  if (price.kind === 'onRequest') return text.priceOnRequest
  if (price.kind === 'marquee') return price.text
  const amount = price.per ? text.perPeriod(price.text, price.per) : price.text
  return price.startingFrom ? text.startingFrom(amount) : amount
}

type PriceMessage = 'priceOnRequest' | 'startingFrom' | 'perPeriod'

/** The same texts from the Property messages of a translator. */
export function priceTexts(
  t: (key: PriceMessage, values?: { price: string; period?: PricePeriod }) => string,
): PriceTexts {
  return {
    priceOnRequest: t('priceOnRequest'),
    startingFrom: (price) => t('startingFrom', { price }),
    perPeriod: (price, period) => t('perPeriod', { price, period }),
  }
}
