import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { type QueryShape, whereProblem } from './where'

// Field lists of the shape Payload's sanitized config gives (`flattenedFields`), cut to what matters.
const cities = [{ name: 'name', type: 'text' }] as FlattenedField[]
const price = [
  { name: 'amount', type: 'number' },
  { name: 'publish', type: 'checkbox' },
] as FlattenedField[]
const properties = [
  { name: 'id', type: 'number' },
  { name: 'title', type: 'text', localized: true },
  { name: 'createdAt', type: 'date' },
  { name: 'city', type: 'relationship', relationTo: 'cities' },
  { name: 'owner', type: 'relationship', relationTo: 'owners' },
  { name: 'tags', type: 'relationship', relationTo: ['cities', 'owners'], hasMany: true },
  { name: 'price', type: 'group', fields: price, flattenedFields: price },
] as FlattenedField[]

const shape: QueryShape = {
  fields: properties,
  idType: 'number',
  collection: (slug) =>
    slug === 'cities'
      ? { fields: cities, idType: 'number' }
      : slug === 'owners'
        ? { fields: [], idType: 'text' }
        : undefined,
}

const problem = (where: unknown, versions = false) => whereProblem(where, shape, { versions })

describe('whereProblem', () => {
  it.each([
    ['a date', { createdAt: { greater_than: '2026-11-01' } }],
    ['a timestamp', { createdAt: { less_than: 1_700_000_000_000 } }],
    ['null for a date', { createdAt: { equals: 'null' } }],
    ['numeric ids in a list', { id: { in: '1,2,3' } }],
    ['numeric ids in an array', { id: { not_in: ['1', 2] } }],
    ['an empty list', { id: { in: [] } }],
    ['a number in a group', { 'price.amount': { greater_than_equal: '250000' } }],
    ['a related id', { city: { equals: '12' } }],
    ['a field of the related collection', { 'city.name': { like: 'Namur' } }],
    ['the related collection’s id', { 'city.id': { in: '4,5' } }],
    ['a text id of another collection', { owner: { equals: 'abc' } }],
    ['a polymorphic value', { tags: { equals: { relationTo: 'cities', value: 3 } } }],
    ['exists', { createdAt: { exists: 'false' } }],
    ['nested and/or', { or: [{ and: [{ title: { equals: 'x' } }, { id: { equals: 1 } }] }] }],
    ['a path Payload will judge', { 'title.fr': { equals: 'x' }, unknown: { equals: 'y' } }],
    ['no where', undefined],
  ])('lets %s through', (_, where) => {
    expect(problem(where)).toBeNull()
  })

  it.each([
    ['an invalid date', { createdAt: { greater_than: 'notadate' } }, 'createdAt'],
    ['an invalid date among dates', { createdAt: { equals: ['2026-01-01', 'x'] } }, 'createdAt'],
    ['an out-of-range timestamp', { createdAt: { less_than: 1e20 } }, 'createdAt'],
    ['non-numeric ids in a list', { id: { in: 'a,b' } }, 'id'],
    ['an empty id in a list', { id: { in: '1,' } }, 'id'],
    ['a non-numeric id', { id: { equals: 'abc' } }, 'id'],
    ['a non-numeric related id', { city: { in: 'x' } }, 'city'],
    ['a non-numeric id through a relationship', { 'city.id': { equals: 'x' } }, 'city.id'],
    ['a non-numeric number', { 'price.amount': { less_than: 'cheap' } }, 'price.amount'],
    ['an object as a value', { title: { equals: { x: '1' } } }, 'title'],
    ['an object as an id', { id: { equals: { x: '1' } } }, 'id'],
    ['exists with a non-boolean', { createdAt: { exists: 'maybe' } }, 'exists'],
    ['a value without an operator', { title: 'x' }, 'operator'],
    ['or that is not a list of conditions', { or: 'x' }, 'or'],
    ['a bad value deep inside and/or', { and: [{ or: [{ id: { in: 'z' } }] }] }, 'id'],
    ['a where that is not an object', 'x', 'object'],
  ])('refuses %s', (_, where, mentioned) => {
    expect(problem(where)).toContain(mentioned)
  })

  it('refuses a where nested deeper than Payload parses one', () => {
    let where: Record<string, unknown> = { id: { equals: 1 } }
    for (let i = 0; i < 12; i++) where = { and: [where] }
    expect(problem(where)).toContain('nested')
  })

  it('reads a version’s fields under version. and its parent as an id', () => {
    expect(problem({ 'version.createdAt': { less_than: 'x' } }, true)).toContain('version.createdAt')
    expect(problem({ parent: { equals: 'x' } }, true)).toContain('parent')
    expect(
      problem({ 'version.createdAt': { less_than: '2026-01-01' }, parent: { equals: 3 } }, true),
    ).toBeNull()
  })
})
