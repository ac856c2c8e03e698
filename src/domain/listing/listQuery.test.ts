import { describe, expect, it } from 'vitest'

import {
  DEFAULT_LIST_QUERY,
  hasFilters,
  type ListQuery,
  listQueryString,
  parseListQuery,
  withoutFilters,
  withQuery,
} from './listQuery'

describe('parseListQuery: the list settings of a URL', () => {
  it.each<[string, string, ListQuery]>([
    ['no parameters: the defaults', '', DEFAULT_LIST_QUERY],
    ['sort by price ascending', 'sort=price-asc', { ...DEFAULT_LIST_QUERY, sort: 'price-asc' }],
    ['sort by price descending', 'sort=price-desc', { ...DEFAULT_LIST_QUERY, sort: 'price-desc' }],
    ['sort by type description', 'sort=type', { ...DEFAULT_LIST_QUERY, sort: 'type' }],
    ['sort by city', 'sort=city', { ...DEFAULT_LIST_QUERY, sort: 'city' }],
    ['unknown sort falls back', 'sort=cheapest', DEFAULT_LIST_QUERY],
    ['list view', 'view=list', { ...DEFAULT_LIST_QUERY, view: 'list' }],
    ['map view', 'view=map', { ...DEFAULT_LIST_QUERY, view: 'map' }],
    ['unknown view falls back', 'view=table', DEFAULT_LIST_QUERY],
    ['page number', 'page=3', { ...DEFAULT_LIST_QUERY, page: 3 }],
    ['page 0 is page 1', 'page=0', DEFAULT_LIST_QUERY],
    ['negative page is page 1', 'page=-2', DEFAULT_LIST_QUERY],
    ['page that is not a number', 'page=two', DEFAULT_LIST_QUERY],
    ['fractional page', 'page=1.5', DEFAULT_LIST_QUERY],
    ['search link type={web id}', 'type=2', { ...DEFAULT_LIST_QUERY, typeWebId: 2 }],
    ['type that is not a web id', 'type=house', DEFAULT_LIST_QUERY],
    [
      'search link city=Name|Zip',
      'city=Sint-Niklaas%7C9100',
      { ...DEFAULT_LIST_QUERY, city: { name: 'Sint-Niklaas', zip: '9100' } },
    ],
    ['city without a zip is ignored', 'city=Gand', DEFAULT_LIST_QUERY],
    ['price range', 'min=100000&max=300000', { ...DEFAULT_LIST_QUERY, minPrice: 100000, maxPrice: 300000 }],
    [
      'price range typed the wrong way round',
      'min=300000&max=100000',
      { ...DEFAULT_LIST_QUERY, minPrice: 100000, maxPrice: 300000 },
    ],
    ['empty bounds from the form mean no bound', 'min=&max=&beds=', DEFAULT_LIST_QUERY],
    ['minimum price 0 is no bound', 'min=0', DEFAULT_LIST_QUERY],
    ['unreadable price is no bound', 'min=abc&max=1e9', DEFAULT_LIST_QUERY],
    ['minimum bedrooms', 'beds=2', { ...DEFAULT_LIST_QUERY, minBedrooms: 2 }],
    ['absurd bedrooms are no bound', 'beds=1000', DEFAULT_LIST_QUERY],
    [
      'every setting at once',
      'type=1&city=Gand%7C9000&min=1&max=2&beds=3&sort=city&view=list&page=2',
      {
        sort: 'city',
        view: 'list',
        page: 2,
        typeWebId: 1,
        city: { name: 'Gand', zip: '9000' },
        minPrice: 1,
        maxPrice: 2,
        minBedrooms: 3,
      },
    ],
  ])('%s', (_, search, expected) => {
    expect(parseListQuery(search)).toEqual(expected)
  })

  it('takes the first of repeated parameters (Next.js search params record)', () => {
    expect(parseListQuery({ sort: ['city', 'type'], page: '2', view: undefined })).toEqual({
      ...DEFAULT_LIST_QUERY,
      sort: 'city',
      page: 2,
    })
  })
})

describe('listQueryString: a shareable URL', () => {
  it.each<[string, ListQuery, string]>([
    ['defaults give the plain list URL', DEFAULT_LIST_QUERY, ''],
    ['page 1 is not written', { ...DEFAULT_LIST_QUERY, sort: 'type' }, '?sort=type'],
    ['later pages are written', { ...DEFAULT_LIST_QUERY, page: 4 }, '?page=4'],
    [
      'filters in search-link form',
      { ...DEFAULT_LIST_QUERY, city: { name: 'Gand', zip: '9000' }, typeWebId: 1 },
      '?type=1&city=Gand%7C9000',
    ],
    [
      'price and bedrooms',
      { ...DEFAULT_LIST_QUERY, minPrice: 5, maxPrice: 9, minBedrooms: 2, view: 'map' },
      '?min=5&max=9&beds=2&view=map',
    ],
  ])('%s', (_, query, expected) => {
    expect(listQueryString(query)).toBe(expected)
  })

  it.each(['', 'sort=price-desc&view=list&page=2', 'type=3&city=Sint-Niklaas%7C9100&min=100&max=900&beds=1'])(
    'round-trips %j',
    (search) => {
      const query = parseListQuery(search)
      expect(parseListQuery(listQueryString(query))).toEqual(query)
    },
  )
})

describe('changing the query', () => {
  const filtered: ListQuery = { sort: 'city', view: 'list', page: 3, typeWebId: 1, minBedrooms: 2 }

  it('a new sort starts again at page 1 and keeps the filters', () => {
    expect(withQuery(filtered, { sort: 'price-asc' })).toEqual({ ...filtered, sort: 'price-asc', page: 1 })
  })

  it('a page link keeps everything else', () => {
    expect(withQuery(filtered, { page: 2 })).toEqual({ ...filtered, page: 2 })
  })

  it('clearing filters keeps sort and view', () => {
    expect(withoutFilters(filtered)).toEqual({ sort: 'city', view: 'list', page: 1 })
  })

  it.each<[ListQuery, boolean]>([
    [DEFAULT_LIST_QUERY, false],
    [{ ...DEFAULT_LIST_QUERY, sort: 'type', page: 2 }, false],
    [filtered, true],
    [{ ...DEFAULT_LIST_QUERY, maxPrice: 1 }, true],
  ])('hasFilters(%j) is %s', (query, expected) => {
    expect(hasFilters(query)).toBe(expected)
  })
})
