import { describe, expect, it } from 'vitest'
import { searchLinkState, searchResults, searchRowDescription } from './searchResults'

const data = {
  types: [{ name: 'Maison' }, { name: 'Appartement' }, { name: 'Bâtiment d’investissement' }],
  cities: [
    { name: 'Gent', zip: '9000' },
    { name: 'Liège', zip: '4000' },
  ],
  properties: [{ id: 4000 }, { id: 123 }],
}

const summary = (query: string) => searchResults(query, data).map((g) => `${g.group}:${g.items.length}`)

describe('searchResults: "Results grouped as Type, City, Property"', () => {
  it.each<[string, string, string[]]>([
    ['"Empty box lists property types"', '', ['type:3']],
    ['blank is empty too', '   ', ['type:3']],
    ['a zip that is also a property ID', '4000', ['city:1', 'property:1']],
    ['a city by accent-stripped name', 'liege', ['city:1']],
    ['a property ID', '123', ['property:1']],
    ['a type name, any case', 'maison', ['type:1']],
    ['a type name without accents', 'batiment d’investissement', ['type:1']],
    ['nothing found', 'xyz', []],
  ])('%s: %j → %j', (_, query, expected) => {
    expect(summary(query)).toEqual(expected)
  })

  it('keeps the order Type, City, Property', () => {
    const mixed = { ...data, types: [{ name: '9000' }], properties: [{ id: 9000 }] }
    expect(searchResults('9000', mixed).map((g) => g.group)).toEqual(['type', 'city', 'property'])
  })

  it('an empty box with no types shows nothing', () => {
    expect(searchResults('', { ...data, types: [] })).toEqual([])
  })
})

describe('searchRowDescription: "type description truncated to 100 characters"', () => {
  it.each([
    ['Maison 3 chambres', 'Maison 3 chambres'],
    ['Villa  \n avec piscine', 'Villa avec piscine'],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(searchRowDescription(input)).toBe(expected)
  })

  it('cuts a long description to at most 100 characters with an ellipsis', () => {
    const long = 'Superbe villa '.repeat(20)
    const result = searchRowDescription(long)
    expect(result.length).toBeLessThanOrEqual(100)
    expect(result.length).toBeGreaterThan(80)
    expect(result.endsWith('…')).toBe(true)
  })
})

describe('searchLinkState: "link disabled at count 0"', () => {
  it.each<[number | null | undefined, { count?: number; disabled: boolean }]>([
    [0, { count: 0, disabled: true }],
    [3, { count: 3, disabled: false }],
    [undefined, { disabled: false }],
    [null, { disabled: false }],
  ])('count %j → %j', (count, expected) => {
    expect(searchLinkState(count)).toEqual(expected)
  })
})
