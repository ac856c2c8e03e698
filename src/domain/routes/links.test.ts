import { describe, expect, it } from 'vitest'

import { articleHref, canonicalList, listHref, listsOf, projectHref, propertyHref } from './links'
import { table } from './routeTable.fixture'
import type { RouteTable } from './types'

describe('canonicalList', () => {
  it.each([
    [{ listedForSale: true }, 'sale'],
    [{ listedForRent: true, listedAsTouristRental: true }, 'rent'],
    [{ listedAsTouristRental: true }, 'tourist'],
    [{ goal: 'sale' as const }, 'sale'],
    [{ goal: 'rent' as const }, 'rent'],
    [{}, 'rent'],
  ])('%j → %s', (flags, expected) => expect(canonicalList(flags)).toBe(expected))
})

describe('listsOf: the lists a property is served under, canonical first', () => {
  it.each([
    [{ listedForSale: true, goal: 'sale' as const }, ['sale']],
    // Spec §2: property 102 is reachable under both rent and tourist rental.
    [{ listedForRent: true, listedAsTouristRental: true }, ['rent', 'tourist']],
    [{ listedAsTouristRental: true }, ['tourist']],
    // No flag at all: only the list its goal names.
    [{ goal: 'sale' as const }, ['sale']],
    [{ goal: 'rent' as const }, ['rent']],
  ])('%j → %j', (flags, expected) => expect(listsOf(flags)).toEqual(expected))
})

describe('hrefs built through the route table', () => {
  it('lists', () => {
    expect(listHref(table, 'nl', 'sale')).toBe('/nl/te-koop/')
    expect(listHref(table, 'fr', 'rent')).toBe('/fr/a-louer/')
    expect(listHref(table, 'en', 'tourist')).toBe('/en/holiday-rentals/')
  })
  it('properties under their list, city and title', () => {
    expect(
      propertyHref(table, 'fr', {
        id: 102,
        title: 'Appartement vue mer',
        cityName: 'Knokke-Heist',
        list: 'tourist',
      }),
    ).toBe('/fr/location-touristique/knokke-heist/appartement-vue-mer/102/')
    const empty: RouteTable = { entries: [], withdrawnPropertyIds: [] }
    expect(propertyHref(empty, 'de', { id: 5, title: 'Haus', list: 'tourist' })).toBe('/de/property/5/')
    expect(propertyHref(empty, 'de', { id: 5, title: 'Haus', list: 'sale' })).toBe(
      '/de/zu-verkaufen/-/haus/5/',
    )
  })
  it('projects', () => {
    expect(projectHref(table, 'nl', { id: 12, name: 'Les Jardins de Salzinnes' })).toBe(
      '/nl/nieuwbouwprojecten/les-jardins-de-salzinnes/12/',
    )
    expect(projectHref({ entries: [], withdrawnPropertyIds: [] }, 'fr', { id: 12, name: 'x' })).toBe(
      '/fr/project/?id=12',
    )
  })
  it('articles, or null without a public page', () => {
    expect(articleHref(table, 'en', 1)).toBe('/en/services/selling/')
    expect(articleHref(table, 'en', 404)).toBeNull()
  })
})
