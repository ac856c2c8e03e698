import { describe, expect, it } from 'vitest'

import { searchResults } from '../searchResults'
import { buildSearchIndex, querySearchIndex } from './searchIndex'

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

const index = buildSearchIndex(data)

describe('querySearchIndex answers as searchResults (spec §2, §5)', () => {
  it.each([
    ['', '"Empty box lists property types"'],
    ['   ', 'blank is empty'],
    ['4000', 'a zip of two cities that is also a property ID'],
    ['liege', 'a city by accent-stripped name'],
    ['LIÈGE', 'a city by name, any case'],
    [' gent ', 'spaces around'],
    ['Ge', 'towns by the start of their name'],
    ['900', 'towns by the start of their zip'],
    ['sint', 'a hyphenated name by its first part'],
    ['niklaas', 'a hyphenated name by a later part'],
    ['123', 'a property ID'],
    ['12', 'no ID prefix'],
    ['123, 1234;4000', 'several ID tokens'],
    ['1234 123', 'several ID tokens keep the data order'],
    ['9100', 'a zip and a property ID'],
    ['maison', 'a type name, both spellings'],
    ['batiment d’investissement', 'a type name without accents'],
    ['la louviere', 'a city with a numeric zip'],
    ['7100', 'a numeric zip'],
    ['xyz', 'nothing'],
  ])('%j (%s)', (query) => {
    expect(querySearchIndex(query, index)).toEqual(searchResults(query, data))
  })

  it('an empty index answers nothing for an empty box', () => {
    expect(querySearchIndex('', buildSearchIndex({ types: [], cities: [], properties: [] }))).toEqual([])
  })

  it('returns the original objects', () => {
    const [group] = querySearchIndex('123', index)
    expect(group?.items[0]).toBe(data.properties[1])
  })
})
