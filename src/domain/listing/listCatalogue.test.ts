import { describe, expect, it } from 'vitest'

import { listComparator, listCounts, type ListEntry, matchesList } from './listCatalogue'
import { DEFAULT_LIST_QUERY, hasFilters, type ListQuery } from './listQuery'

const entry = (id: number, over: Partial<ListEntry> = {}): ListEntry => ({
  id,
  lists: { sale: true, rent: false, tourist: false },
  webIds: [1],
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
    ['a second web type (WebIDs "5,6")', { typeWebId: 6 }, { webIds: [5, 6] }, true],
    ['its main web type', { typeWebId: 5 }, { webIds: [5, 6] }, true],
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

describe('listCounts', () => {
  const entries = [
    entry(1, { webIds: [1] }),
    entry(2, { webIds: [5, 6], zip: '1000' }),
    entry(3, { webIds: [6], lists: { sale: false, rent: true, tourist: false } }),
    // Listed under rent and tourist rental (spec §2, property 102): once in the rent count.
    entry(4, { webIds: [1], lists: { sale: false, rent: true, tourist: true } }),
    entry(5, { webIds: [1], zip: null, lists: { sale: false, rent: false, tourist: true } }),
  ]
  const counts = listCounts(entries)
  const listed = (list: 'sale' | 'rent', filters: Partial<ListQuery>) =>
    entries.filter((e) => matchesList(e, list, { ...DEFAULT_LIST_QUERY, ...filters })).length

  it.each<[string, ReturnType<typeof counts.byWebId>, { sale: number; rent: number }]>([
    ['residential', counts.byWebId(1), { sale: 1, rent: 1 }],
    ['investment', counts.byWebId(5), { sale: 1, rent: 0 }],
    ['retail, a second web type counted', counts.byWebId(6), { sale: 1, rent: 1 }],
    ['a web type no listing has', counts.byWebId(4), { sale: 0, rent: 0 }],
    ['a town', counts.byZip('9000'), { sale: 1, rent: 2 }],
    ['another town', counts.byZip('1000'), { sale: 1, rent: 0 }],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  it('each count is what its link opens', () => {
    for (const webId of [1, 2, 3, 4, 5, 6, 7]) {
      expect(counts.byWebId(webId)).toEqual({
        sale: listed('sale', { typeWebId: webId }),
        rent: listed('rent', { typeWebId: webId }),
      })
    }
    for (const zip of ['9000', '1000', '8000']) {
      const city = { name: 'x', zip }
      expect(counts.byZip(zip)).toEqual({ sale: listed('sale', { city }), rent: listed('rent', { city }) })
    }
  })
})
