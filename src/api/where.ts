import type { FlattenedField } from 'payload'

import { isRecord } from './query'

export type IdType = 'number' | 'text'

/** What a `where` is checked against: a collection's fields and how to reach related ones. */
export type QueryShape = {
  readonly fields: readonly FlattenedField[]
  readonly idType: IdType
  /** Another collection's fields and id type, for paths through a relationship (`city.name`). */
  readonly collection: (slug: string) => { fields: readonly FlattenedField[]; idType: IdType } | undefined
}

type Leaf = { readonly kind: 'date' | 'number' | 'id' | 'scalar'; readonly idType?: IdType }

const listOperators = new Set(['in', 'not_in', 'all'])
const geoOperators = new Set(['near', 'within', 'intersects'])
const MAX_NESTING = 10

/** What a path names: a date, a number, an id (of a known type), or any other value. */
function resolve(path: string, shape: QueryShape): Leaf | null {
  let fields = shape.fields
  let idType = shape.idType
  const segments = path.split('.')
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1
    if (segment === 'id' && last) return { kind: 'id', idType }
    const field = fields.find((candidate) => 'name' in candidate && candidate.name === segment)
    if (!field) return null
    const relationTo = 'relationTo' in field ? field.relationTo : undefined
    if (last) {
      if (field.type === 'date') return { kind: 'date' }
      if (field.type === 'number') return { kind: 'number' }
      if (typeof relationTo === 'string') {
        return { kind: 'id', idType: shape.collection(relationTo)?.idType ?? 'text' }
      }
      return { kind: 'scalar' }
    }
    if ('flattenedFields' in field) {
      fields = field.flattenedFields
    } else if (typeof relationTo === 'string') {
      const related = shape.collection(relationTo)
      if (!related) return null
      fields = related.fields
      idType = related.idType
    } else {
      // Blocks, localized values by language, polymorphic relationships: Payload checks the path.
      return null
    }
  }
  return null
}

const isScalar = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

/**
 * Can the database take this value for that kind of field? Payload turns a bad date into
 * `undefined` and a bad number or id in a list into NaN, which both databases refuse (500).
 */
function fits(leaf: Leaf, value: unknown, inList: boolean): boolean {
  if (!isScalar(value)) return false
  if (leaf.kind !== 'scalar' && typeof value === 'boolean') return false
  if (value === null || value === 'null') return !inList || leaf.kind === 'date' || leaf.kind === 'scalar'
  switch (leaf.kind) {
    case 'scalar':
      return true
    case 'date':
      return value === '' || !Number.isNaN(new Date(value as string | number).getTime())
    case 'number':
      return value !== '' && Number.isFinite(Number(value))
    case 'id':
      return leaf.idType === 'text' || /^-?\d+$/.test(String(value))
  }
}

function operatorProblem(path: string, operator: string, value: unknown, leaf: Leaf | null): string | null {
  const at = `where[${path}][${operator}]`
  if (geoOperators.has(operator)) return null
  if (operator === 'exists') {
    return value === true || value === false || value === 'true' || value === 'false'
      ? null
      : `${at} must be true or false`
  }
  if (listOperators.has(operator)) {
    const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value]
    if (items.length === 0 && Array.isArray(value)) return null
    const fit = (item: unknown) => (leaf ? fits(leaf, item, true) : isScalar(item))
    return items.every(fit) ? null : `${at} holds a value that field cannot take`
  }
  // A polymorphic relationship's value in object form: { relationTo, value }.
  if (isRecord(value) && operator === 'equals' && 'relationTo' in value && 'value' in value) {
    return isScalar(value.value) ? null : `${at} has no usable value`
  }
  return (leaf ? fits(leaf, value, false) : isScalar(value))
    ? null
    : `${at} is not a value that field can take`
}

/**
 * Why Payload would fail on this `where` with a 500 rather than answer, or null when it can run
 * it. Payload checks paths and operators itself (a QueryError, 400) but passes values on: an
 * invalid date reached SQLite as `undefined`, a non-numeric id in `in` as NaN (500 on both
 * databases), an object where a value belongs broke the query builder. Paths it does not know are
 * left to Payload; `version.` is the prefix of a document's fields in its versions.
 */
export function whereProblem(
  where: unknown,
  shape: QueryShape,
  { versions = false } = {},
  depth = 0,
): string | null {
  if (where === undefined || where === null || where === '') return null
  if (depth > MAX_NESTING) return 'where is nested too deeply'
  if (!isRecord(where)) return 'where must be an object'
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const parts = Array.isArray(condition)
        ? condition
        : isRecord(condition)
          ? Object.values(condition)
          : null
      if (!parts || !parts.every(isRecord)) return `where[${key}] must be a list of conditions`
      for (const part of parts) {
        const problem = whereProblem(part, shape, { versions }, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!isRecord(condition)) return `where[${key}] needs an operator, e.g. where[${key}][equals]=…`
    const path = versions && key.startsWith('version.') ? key.slice('version.'.length) : key
    const leaf =
      versions && key === 'parent' ? { kind: 'id' as const, idType: shape.idType } : resolve(path, shape)
    for (const [operator, value] of Object.entries(condition)) {
      const problem = operatorProblem(key, operator, value, leaf)
      if (problem) return problem
    }
  }
  return null
}
