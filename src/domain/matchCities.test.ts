import { describe, expect, it } from 'vitest'

import { cityKeys, foldCityText, matchCities } from './matchCities'

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

describe('matchCities: a visitor types the start of a name or zip (issue 20, widening spec §5)', () => {
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
    expect(matchCities(query, cities).map((c) => c.name)).toEqual(names)
  })

  it('lists at most the limit, names starting with the query first', () => {
    expect(matchCities('g', cities, 2).map((c) => c.name)).toEqual(['Gent', 'Gentbrugge'])
  })
})

describe('cityKeys and foldCityText', () => {
  it.each<[string, string]>([
    ['Knokke-Heist', 'knokke heist'],
    ["Braine-l'Alleud", 'braine l alleud'],
    ['  Liège ', 'liege'],
    ['Sint-Martens-Latem', 'sint martens latem'],
  ])('%j folds to %j', (text, folded) => {
    expect(foldCityText(text)).toBe(folded)
  })

  it('keeps each name and each of its tails from a later word on', () => {
    expect(cityKeys({ name: 'Sint-Martens-Latem', zip: ' 9830 ' })).toEqual({
      zip: '9830',
      names: ['sint martens latem'],
      tails: ['martens latem', 'latem'],
    })
  })
})
