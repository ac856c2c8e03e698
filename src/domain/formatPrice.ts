import { formatEuro } from './formatEuro'
import { parseNumber } from './parseNumber'

/** What the price slot of a property shows; the component translates 'onRequest' and the flag. */
export type PriceLabel =
  | { kind: 'amount'; text: string; startingFrom: boolean }
  | { kind: 'marquee'; text: string }
  | { kind: 'onRequest' }

export interface PriceInput {
  price: unknown
  priceUnit?: unknown
  marquee?: unknown
  marqueeName?: string | null
}

// Spec §9: "Price unit 7 shows 'starting from' before the price."
export const STARTING_FROM_PRICE_UNIT = 7

/**
 * Spec §9: "Marquee ids in an ignore list show the marquee name instead of the price." The
 * marquee wins over the price because it is how the agency hides a price on purpose.
 *
 * A price that is missing, unreadable, negative or 0 is "price on request": the CRM stores 0
 * when the agent did not publish a price, and "€ 0" would read as a free house.
 */
export function formatPrice(input: PriceInput, marqueeIgnore: readonly number[] = []): PriceLabel {
  const marquee = parseNumber(input.marquee)
  const marqueeName = input.marqueeName?.trim()
  if (marquee !== null && marqueeIgnore.includes(marquee) && marqueeName) {
    return { kind: 'marquee', text: marqueeName }
  }

  const price = parseNumber(input.price)
  const text = price !== null && price > 0 ? formatEuro(price) : null
  if (text === null) return { kind: 'onRequest' }

  const startingFrom = parseNumber(input.priceUnit) === STARTING_FROM_PRICE_UNIT
  return { kind: 'amount', text, startingFrom }
}
