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

/** The lowest asking price among units still on offer ('starting from' on cards, maps and offers). */
export function lowestPrice(
  units: readonly { status: UnitStatus | null; price: number | null }[],
): number | null {
  const prices = units
    .filter((unit) => unit.status !== 'sold' && unit.price !== null && unit.price > 0)
    .map((unit) => unit.price as number)
  return prices.length > 0 ? Math.min(...prices) : null
}
