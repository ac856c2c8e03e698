import { parseNumber } from './parseNumber'

/** Raised for anything a condition cannot decide; spec §5: "an error counts as failed". */
export class ConditionError extends Error {
  override name = 'ConditionError'
}

/**
 * Reads a record field by name or dotted path ('SmallPictureItem.Url'). An unknown field is an
 * error, not undefined, so that a typo in a CMS condition fails instead of silently matching.
 * Only own properties are read: '__proto__' or 'constructor' are unknown fields.
 */
export function readField(record: unknown, path: string): unknown {
  let current: unknown = record
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) {
      throw new ConditionError(`Unknown field ${path}`)
    }
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/**
 * Equality across the types CRM and CMS data use. CMS values are typed in as text, CRM values
 * are numbers, so a number equals a numeric string (Goal 0 == '0'); a boolean equals 'true' or
 * 'false'. Text compares exactly. Types that cannot be compared throw, so that both 'equals'
 * and 'notEquals' fail on them.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) {
    return (a ?? null) === (b ?? null)
  }
  if (typeof a === 'number' || typeof b === 'number') return compareOrder(a, b) === 0
  if (typeof a === 'string' && typeof b === 'string') return a === b
  if (typeof a === 'boolean' || typeof b === 'boolean') return asBoolean(a) === asBoolean(b)
  throw new ConditionError('Values cannot be compared')
}

/** Negative, zero or positive like a sort comparator; only numbers (or numeric text) have an order. */
export function compareOrder(a: unknown, b: unknown): number {
  const left = typeof a === 'number' || typeof a === 'string' ? parseNumber(a) : null
  const right = typeof b === 'number' || typeof b === 'string' ? parseNumber(b) : null
  if (left === null || right === null) throw new ConditionError('Not a number')
  return left - right
}

function asBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) {
    return value.trim().toLowerCase() === 'true'
  }
  throw new ConditionError('Not a boolean')
}
