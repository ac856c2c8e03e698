import { describe, expect, it } from 'vitest'

import { carryQuery } from './carryQuery'

describe('carryQuery: the language switcher keeps the page’s parameters', () => {
  it.each<[string, string, string, string]>([
    ['no query', '/nl/te-koop/', '', '/nl/te-koop/'],
    ['filters and sort', '/nl/te-koop/', '?type=1&sort=price-asc', '/nl/te-koop/?type=1&sort=price-asc'],
    ['without the question mark', '/nl/te-koop/', 'page=2', '/nl/te-koop/?page=2'],
    ['a town, encoded once', '/nl/te-koop/', '?city=Gand%7C9000', '/nl/te-koop/?city=Gand%7C9000'],
    ['repeated keys kept', '/en/for-sale/', '?a=1&a=2', '/en/for-sale/?a=1&a=2'],
    [
      'the link’s own parameter wins',
      '/nl/project/?id=7301',
      '?id=9&view=map',
      '/nl/project/?id=7301&view=map',
    ],
    ['a fragment stays last', '/de/zu-verkaufen/#results', '?page=3', '/de/zu-verkaufen/?page=3#results'],
  ])('%s', (_, href, search, expected) => {
    expect(carryQuery(href, search)).toBe(expected)
  })
})
