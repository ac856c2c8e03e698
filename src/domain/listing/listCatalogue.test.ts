import { describe, expect, it } from 'vitest'

import { listComparator, type ListEntry, matchesList } from './listCatalogue'
import { DEFAULT_LIST_QUERY, hasFilters, type ListQuery } from './listQuery'

const entry = (id: number, over: Partial<ListEntry> = {}): ListEntry => ({
  id,
  lists: { sale: true, rent: false, tourist: false },
  typeWebId: 1,
  zip: '9000',
  price: 100_000 * id,
  bedrooms: 2,
  listedAt: `2026-0${id}-01T10:00:00.000Z`,
  title: { fr: `Maison ${id}`, nl: `Huis ${id}` },
  cityName: { fr: 'Gand', nl: 'Gent' },
  ...over,
})

const order = (entries: ListEntry[], sort: ListQuery['sort'], language = 'fr') =>
  [...entries]
    .sort(listComparator(sort, language, new Intl.Collator(language, { sensitivity: 'base', numeric: true })))
    .map((e) => e.id)

describe('listComparator', () => {
  const entries = [
    entry(1),
    entry(2, { price: null }),
    entry(3),
    entry(4, { price: 150_000, listedAt: null }),
  ]

  it.each<[ListQuery['sort'], number[]]>([
    // Newest first; a listing without a date last.
    ['newest', [3, 2, 1, 4]],
    // A price on request is last both ways (never ranked by a hidden amount).
    ['price-asc', [1, 4, 3, 2]],
    ['price-desc', [3, 4, 1, 2]],
  ])('%s', (sort, expected) => {
    expect(order(entries, sort)).toEqual(expected)
  })

  it('sorts titles and towns with the language’s collation, accents and case aside, then by id', () => {
    const towns = [
      entry(1, { cityName: { fr: 'Liège' } }),
      entry(2, { cityName: { fr: 'anvers' } }),
      entry(3, { cityName: { fr: 'Écaussinnes' } }),
      entry(4, { cityName: { fr: 'Liege' } }),
    ]
    expect(order(towns, 'city')).toEqual([2, 3, 1, 4])
    const titles = [entry(1, { title: { fr: 'Villa 10' } }), entry(2, { title: { fr: 'Villa 9' } })]
    expect(order(titles, 'type')).toEqual([2, 1])
  })

  it('uses the asked language’s names', () => {
    const entries = [
      entry(1, { cityName: { fr: 'Gand', nl: 'Gent' } }),
      entry(2, { cityName: { fr: 'Bruges', nl: 'Brugge' } }),
    ]
    expect(order(entries, 'city', 'fr')).toEqual([2, 1])
    expect(order(entries, 'city', 'nl')).toEqual([2, 1])
    expect(order([entry(1, { title: { fr: 'B' } }), entry(2, { title: { fr: 'A' } })], 'type', 'fr')).toEqual(
      [2, 1],
    )
  })
})

describe('matchesList', () => {
  const query = (over: Partial<ListQuery> = {}): ListQuery => ({ ...DEFAULT_LIST_QUERY, ...over })

  it('keeps only the list’s listings', () => {
    expect(matchesList(entry(1), 'sale', query())).toBe(true)
    expect(matchesList(entry(1), 'rent', query())).toBe(false)
  })

  it.each<[string, Partial<ListQuery>, Partial<ListEntry>, boolean]>([
    ['type by web id', { typeWebId: 2 }, {}, false],
    ['town by zip, whatever its name', { city: { name: 'Gent', zip: '9000' } }, {}, true],
    ['another town', { city: { name: 'Brugge', zip: '8000' } }, {}, false],
    ['price at the minimum (inclusive)', { minPrice: 100_000 }, {}, true],
    ['price at the maximum (inclusive)', { maxPrice: 100_000 }, {}, true],
    ['price above the maximum', { maxPrice: 99_999 }, {}, false],
    ['unpublished price never in a range', { minPrice: 0 }, { price: null }, false],
    ['unpublished price without a range', {}, { price: null }, true],
    ['enough bedrooms', { minBedrooms: 2 }, {}, true],
    ['too few bedrooms', { minBedrooms: 3 }, {}, false],
    ['bedrooms unknown', { minBedrooms: 0 }, { bedrooms: null }, false],
  ])('%s', (_, filters, over, expected) => {
    expect(matchesList(entry(1, over), 'sale', query(filters))).toBe(expected)
    // A list page skips the filter pass when there are no filters: that must never change a result.
    if (!hasFilters(query(filters))) expect(expected).toBe(true)
  })
})
