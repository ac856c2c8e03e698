import { describe, expect, it } from 'vitest'

import { cityKeys, foldCityText, rankCities } from './cityMatch'

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

describe('rankCities', () => {
  const cities = [
    { name: 'Sint-Martens-Latem', zip: '9830' },
    { name: 'Gent', zip: '9000' },
    { name: 'Gentbrugge', zip: '9050' },
    { name: 'Gand', zip: '9000', otherNames: ['Gent', 'Ghent'] },
    { name: 'La Louvière', zip: '7100' },
  ].map((value, position) => ({ value, position, keys: cityKeys(value) }))
  const rank = (query: string, limit?: number) =>
    rankCities(foldCityText(query), cities, limit).map((city) => city.name)

  it('lists at most the limit, names starting with the query first', () => {
    expect(rank('g', 2)).toEqual(['Gent', 'Gentbrugge'])
  })

  it('puts a town whose later word matches after one whose name does, whatever the data order', () => {
    expect(rank('la')).toEqual(['La Louvière', 'Sint-Martens-Latem'])
  })
})
