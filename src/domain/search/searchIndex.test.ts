import { describe, expect, it } from 'vitest'

import { buildSearchIndex, querySearchIndex, type SearchGroup } from './searchIndex'

type Type = { name: string; names?: string[] }
type City = { name: string; zip: string | number; otherNames?: string[] }
type Property = { id: string | number }

const data = {
  types: [
    { name: 'Maison' },
    { name: 'Appartement' },
    { name: 'Bâtiment d’investissement' },
    { name: 'maison' },
  ],
  cities: [
    { name: 'Gent', zip: '9000' },
    { name: 'Liège', zip: '4000' },
    { name: 'Sint-Niklaas', zip: '9100' },
    { name: 'La Louvière', zip: 7100 },
    { name: 'Gentbrugge', zip: '9050' },
    { name: 'Angleur', zip: '4000' },
  ],
  properties: [{ id: 4000 }, { id: 123 }, { id: '9100' }, { id: 1234 }],
}

const label = (group: SearchGroup<Type, City, Property>): [string, (string | number)[]] =>
  group.group === 'type'
    ? ['type', group.items.map((type) => type.name)]
    : group.group === 'city'
      ? ['city', group.items.map((city) => city.name)]
      : ['property', group.items.map((property) => property.id)]

const search = (query: string, from: { types?: Type[]; cities?: City[]; properties?: Property[] } = data) =>
  querySearchIndex(query, buildSearchIndex({ types: [], cities: [], properties: [], ...from })).map(label)

describe('querySearchIndex: "Results grouped as Type, City, Property" (spec §2, §5)', () => {
  const allTypes = ['Maison', 'Appartement', 'Bâtiment d’investissement', 'maison']
  it.each<[string, string, [string, (string | number)[]][]]>([
    ['"Empty box lists property types"', '', [['type', allTypes]]],
    ['blank is empty too', '   ', [['type', allTypes]]],
    [
      'a zip of two towns that is also a property ID',
      '4000',
      [
        ['city', ['Liège', 'Angleur']],
        ['property', [4000]],
      ],
    ],
    ['a town by accent-stripped name', 'liege', [['city', ['Liège']]]],
    ['a town by name, any case', 'LIÈGE', [['city', ['Liège']]]],
    ['spaces around', ' gent ', [['city', ['Gent', 'Gentbrugge']]]],
    ['towns by the start of their name', 'Ge', [['city', ['Gent', 'Gentbrugge']]]],
    ['towns by the start of their zip', '900', [['city', ['Gent']]]],
    ['a hyphenated name by its first part', 'sint', [['city', ['Sint-Niklaas']]]],
    ['a hyphenated name by a later part', 'niklaas', [['city', ['Sint-Niklaas']]]],
    ['a town with a numeric zip', 'la louviere', [['city', ['La Louvière']]]],
    ['a numeric zip', '7100', [['city', ['La Louvière']]]],
    ['a property ID', '123', [['property', [123]]]],
    ['no ID prefix', '12', []],
    ['several ID tokens, in the data order', '123, 1234;4000', [['property', [4000, 123, 1234]]]],
    ['several ID tokens keep the data order', '1234 123', [['property', [123, 1234]]]],
    [
      'a zip and a property ID',
      '9100',
      [
        ['city', ['Sint-Niklaas']],
        ['property', ['9100']],
      ],
    ],
    ['a type name, both spellings', 'maison', [['type', ['Maison', 'maison']]]],
    ['a type name without accents', 'batiment d’investissement', [['type', ['Bâtiment d’investissement']]]],
    ['nothing found', 'xyz', []],
  ])('%s: %j', (_, query, expected) => {
    expect(search(query)).toEqual(expected)
  })

  it('finds a web type row by its label or by any one type it covers', () => {
    const residential = { name: 'Maison, Appartement et Studio', names: ['Maison', 'Appartement', 'Studio'] }
    const types = [residential, { name: 'Terrain' }]
    for (const query of ['studio', 'Appartement', 'maison, appartement et studio']) {
      expect(search(query, { types })).toEqual([['type', ['Maison, Appartement et Studio']]])
    }
    expect(search('stud', { types })).toEqual([])
  })

  it('keeps the order Type, City, Property', () => {
    const mixed = { ...data, types: [{ name: '9000' }], properties: [{ id: 9000 }] }
    expect(search('9000', mixed).map(([group]) => group)).toEqual(['type', 'city', 'property'])
  })

  it('an empty box with no types shows nothing', () => {
    expect(search('', { ...data, types: [] })).toEqual([])
  })

  it('returns the original objects', () => {
    const [group] = querySearchIndex('123', buildSearchIndex(data))
    expect(group?.items[0]).toBe(data.properties[1])
  })
})

describe('towns: a visitor types the start of a name or zip (issue 20, widening spec §5)', () => {
  const cities = [
    { name: 'Gent', zip: '9000' },
    { name: 'Liège', zip: 4000 },
    { name: 'Sint-Niklaas', zip: '9100' },
    { name: 'La Louvière', zip: '7100' },
    { name: 'Gentbrugge', zip: '9050' },
    { name: 'Bruxelles', zip: '1000', otherNames: ['Brussel', 'Brussels'] },
    { name: 'Knokke-Heist', zip: '8300' },
    { name: 'Sint-Martens-Latem', zip: '9830' },
    { name: "Braine-l'Alleud", zip: '1420' },
    { name: 'Gand', zip: '9000', otherNames: ['Gent', 'Ghent'] },
  ]
  const towns = (query: string) => search(query, { cities }).flatMap(([, names]) => names)

  it.each<[string, string[]]>([
    // The issue's own examples.
    ['Brux', ['Bruxelles']],
    ['knokke', ['Knokke-Heist']],
    ['gent', ['Gent', 'Gentbrugge', 'Gand']],
    // Spec §5's exact matches still find the town: "name, zip or accent-stripped name".
    ['Gent', ['Gent', 'Gentbrugge', 'Gand']],
    [' GENT ', ['Gent', 'Gentbrugge', 'Gand']],
    ['9000', ['Gent', 'Gand']],
    ['4000', ['Liège']],
    ['Liège', ['Liège']],
    ['liege', ['Liège']],
    ['LIEGE', ['Liège']],
    ['la louviere', ['La Louvière']],
    // "prefix of the name or of any word/hyphen part, accent- and case-insensitive".
    ['Ge', ['Gent', 'Gentbrugge', 'Gand']],
    ['heist', ['Knokke-Heist']],
    ['knokke heist', ['Knokke-Heist']],
    ['Knokke-He', ['Knokke-Heist']],
    ['latem', ['Sint-Martens-Latem']],
    ['louv', ['La Louvière']],
    ['alleud', ["Braine-l'Alleud"]],
    ["braine-l'a", ["Braine-l'Alleud"]],
    ['LIÉ', ['Liège']],
    // A town's names in the site's other languages: 'Brussel' on the French site.
    ['brussel', ['Bruxelles']],
    // "zip by prefix".
    ['90', ['Gent', 'Gentbrugge', 'Gand']],
    ['91', ['Sint-Niklaas']],
    // A name starting with the query comes before one where a later word does.
    ['sint', ['Sint-Niklaas', 'Sint-Martens-Latem']],
    ['la', ['La Louvière', 'Sint-Martens-Latem']],
    // Only the start of a word, never its middle.
    ['ent', []],
    ['eist', []],
    ['000', []],
    ['', []],
    ['  - ', []],
    ['xyz', []],
  ])('%j → %j', (query, names) => {
    expect(towns(query)).toEqual(names)
  })

  it('lists at most ten towns: the panel is a suggestion list, not a directory', () => {
    const many = Array.from({ length: 12 }, (_, n) => ({ name: `Town ${n}`, zip: String(1000 + n) }))
    expect(search('town', { cities: many })).toEqual([['city', many.slice(0, 10).map((city) => city.name)]])
  })
})

describe('properties: "exact-token matching on ID" (spec §5)', () => {
  const properties = [{ id: 123 }, { id: 1234 }, { id: '4567' }, { id: 89 }]
  const ids = (query: string) => search(query, { properties }).flatMap(([, found]) => found)

  it.each<[string, (string | number)[]]>([
    ['123', [123]],
    ['1234', [1234]],
    ['12', []],
    ['4567', ['4567']],
    ['123 89', [123, 89]],
    ['89, 123', [123, 89]],
    ['  123  ', [123]],
    ['maison 123', [123]],
    ['Ref: 123', [123]],
    ['', []],
    ['   ', []],
  ])('%j → %j', (query, found) => {
    expect(ids(query)).toEqual(found)
  })
})
