/**
 * Spec §5: "A value is empty if null or blank after trimming." Decisions beyond that sentence:
 * numbers are values, 0 included (0 bedrooms is information), but NaN is not a value; an empty
 * list is empty (so "at least one property type" can use this rule); booleans and objects are
 * values.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return Number.isNaN(value)
  if (Array.isArray(value)) return value.length === 0
  return false
}
