import { describe, expect, it } from 'vitest'
import { matchCities } from './matchCities'

const cities = [
  { name: 'Gent', zip: '9000' },
  { name: 'Liège', zip: 4000 },
  { name: 'Sint-Niklaas', zip: '9100' },
  { name: 'La Louvière', zip: '7100' },
  { name: 'Gentbrugge', zip: '9050' },
]

describe('matchCities: "city search is exact on name, zip or accent-stripped name"', () => {
  it.each<[string, string[]]>([
    ['Gent', ['Gent']],
    ['gent', ['Gent']],
    [' GENT ', ['Gent']],
    ['9000', ['Gent']],
    ['4000', ['Liège']],
    ['Liège', ['Liège']],
    ['liege', ['Liège']],
    ['LIEGE', ['Liège']],
    ['la louviere', ['La Louvière']],
    ['Ge', []],
    ['900', []],
    ['Gentbrugge', ['Gentbrugge']],
    ['', []],
  ])('%j → %j', (query, names) => {
    expect(matchCities(query, cities).map((c) => c.name)).toEqual(names)
  })
})
