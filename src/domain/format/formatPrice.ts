import { goalOf } from '../property/goal'
import { parseNumber } from '../values/parseNumber'
import { formatEuro } from './formatEuro'

/** What a rent (or a periodic price) is per. */
export type PricePeriod = 'month' | 'week'

/**
 * What the price slot of a property shows; the component words it in the visitor's language
 * ('price on request', 'starting from …', '… per month'). `per` is present only for a periodic price.
 */
export type PriceLabel =
  | { kind: 'amount'; text: string; startingFrom: boolean; per?: PricePeriod }
  | { kind: 'marquee'; text: string }
  | { kind: 'onRequest' }

export interface PriceInput {
  price: unknown
  priceUnit?: unknown
  marquee?: unknown
  marqueeName?: string | null
  /** 'sale' / 'rent', or the CRM's Goal (0 = sale, anything else = rent, spec §3). Absent: a sale. */
  goal?: unknown
  /** The CRM's rent period, read when the price unit does not say what a rent is per. */
  rentPeriod?: PricePeriod | null
}

// Spec §9: "Price unit 7 shows 'starting from' before the price."
export const STARTING_FROM_PRICE_UNIT = 7

// Spec §3 PriceUnit with its PriceUnitText, as the CRM snapshot pairs them: 1 'Prix demandé'
// (asking price), 2 'par mois', 3 'par semaine', 7 'à partir de'. The site words them from its own
// messages rather than showing PriceUnitText, which is missing in German and typed by hand.
const PERIOD_BY_UNIT: Partial<Record<number, PricePeriod>> = { 2: 'month', 3: 'week' }

function isRent(goal: unknown): boolean {
  if (goal === 'sale' || goal === 'rent') return goal === 'rent'
  // Not given (a map message has no goal): no period is guessed. Otherwise the CRM's Goal.
  return goal !== undefined && goal !== null && goalOf(goal) === 'rent'
}

function periodOf(input: PriceInput, unit: number | null): PricePeriod | undefined {
  const byUnit = unit === null ? undefined : PERIOD_BY_UNIT[unit]
  if (byUnit) return byUnit
  // A rent is always per something: the spec's display labels call it the "monthly rent".
  return isRent(input.goal) ? (input.rentPeriod ?? 'month') : undefined
}

/**
 * The one price rule of cards, detail, maps and banner slides.
 *
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

  const unit = parseNumber(input.priceUnit)
  const per = periodOf(input, unit)
  return { kind: 'amount', text, startingFrom: unit === STARTING_FROM_PRICE_UNIT, ...(per ? { per } : {}) }
}
