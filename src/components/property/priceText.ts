import type { PriceLabel } from '@/domain/formatPrice'

export type PriceTexts = { priceOnRequest: string; startingFrom: (price: string) => string }

/** The words a price label shows: 'price on request', 'starting from €…', the marquee name or the amount. */
export function priceText(price: PriceLabel, text: PriceTexts): string {
  if (price.kind === 'onRequest') return text.priceOnRequest
  if (price.kind === 'amount' && price.startingFrom) return text.startingFrom(price.text)
  return price.text
}

/** The same texts from the Property messages of a server component's translator. */
export function priceTexts(
  t: (key: 'priceOnRequest' | 'startingFrom', values?: { price: string }) => string,
): PriceTexts {
  return { priceOnRequest: t('priceOnRequest'), startingFrom: (price) => t('startingFrom', { price }) }
}
