import { formatPrice, type PriceLabel, STARTING_FROM_PRICE_UNIT } from '../format/formatPrice'

/** Units of a new-build project in its price list (spec §1: "price list, units"; §4: "Project unit can be sold"). */

export const unitStatuses = ['available', 'option', 'sold'] as const
export type UnitStatus = (typeof unitStatuses)[number]

/**
 * The price list's filter from the URL (?status=available). Anything else, including no value,
 * shows every unit: a stale or mistyped link still shows the whole list rather than nothing.
 */
export function parseUnitStatus(value: unknown): UnitStatus | null {
  const text = Array.isArray(value) ? value[0] : value
  return typeof text === 'string' && (unitStatuses as readonly string[]).includes(text.trim().toLowerCase())
    ? (text.trim().toLowerCase() as UnitStatus)
    : null
}

export function filterUnits<T extends { status: UnitStatus | null }>(
  units: readonly T[],
  status: UnitStatus | null,
): T[] {
  return status === null ? [...units] : units.filter((unit) => unit.status === status)
}

/**
 * How many units have each status; a unit without one counts as available, as the CRM lists
 * only sold and optioned units explicitly.
 */
export function countUnits(
  units: readonly { status: UnitStatus | null }[],
): Record<UnitStatus | 'all', number> {
  const counts = { all: units.length, available: 0, option: 0, sold: 0 }
  for (const unit of units) counts[unit.status ?? 'available'] += 1
  return counts
}

/**
 * The lowest asking price among available units: the price a project starts from. A unit under
 * option is promised to a buyer and a sold one gone, so neither may lower it (issue 20: "a
 * project's price list starts from its cheapest available unit").
 */
export function lowestPrice(
  units: readonly { status: UnitStatus | null; price: number | null }[],
): number | null {
  const prices = units
    .filter((unit) => (unit.status ?? 'available') === 'available' && unit.price !== null && unit.price > 0)
    .map((unit) => unit.price as number)
  return prices.length > 0 ? Math.min(...prices) : null
}

/**
 * A project's price label on its card, page and map: its cheapest available unit's price read
 * with price unit 7, which spec §9 says "shows 'starting from' before the price". Null when no
 * available unit has a price (the units left are shown instead).
 */
export function projectPrice(
  units: readonly { status: UnitStatus | null; price: number | null }[],
): PriceLabel | null {
  const lowest = lowestPrice(units)
  return lowest === null ? null : formatPrice({ price: lowest, priceUnit: STARTING_FROM_PRICE_UNIT })
}
