import type { PriceLabel } from '@/domain/format/formatPrice'
import { priceSentence, type PriceShape } from '@/domain/property/priceSentence'

/** A translator of the Property messages: what a price is worded with. */
export type PriceMessages = (
  key: 'priceOnRequest' | 'price',
  values?: { price: string; shape: PriceShape },
) => string

/**
 * The words a price label shows: 'price on request', the marquee name, or the amount in its
 * sentence ('À partir de € 800 par mois', one ICU message, domain/property/priceSentence). Cards,
 * the detail pages, maps and banner slides all word a price here, so a rent never loses its unit.
 */
export function priceText(label: PriceLabel, t: PriceMessages): string {
  const sentence = priceSentence(label)
  if ('text' in sentence) return sentence.text
  return sentence.message === 'price' ? t('price', sentence.values) : t('priceOnRequest')
}
