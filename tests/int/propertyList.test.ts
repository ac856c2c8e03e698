import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as PropertyListModule from '@/data/propertyList'
import { DEFAULT_LIST_QUERY, type ListQuery, parseListQuery } from '@/domain/listing/listQuery'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { storePublicViews } from '../helpers/publicViews'

// src/data reads through the app's Payload instance; here it is the test's.
const state = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('server-only', () => ({}))
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
let data: typeof PropertyListModule

type Row = {
  id: number
  title: string
  city: [string, string]
  type: [number, string]
  price: number
  beds: number
  created: string
  list?: 'sale' | 'rent' | 'both-rent' | 'tourist'
  status?: 'active' | 'withdrawn'
  publishPrice?: boolean
}

// Prices, titles and dates are all distinct so that every sort has one right answer.
const rows: Row[] = [
  {
    id: 1,
    title: 'Maison lumineuse',
    city: ['Gand', '9000'],
    type: [1, 'Maison'],
    price: 350000,
    beds: 3,
    created: '2026-01-05',
  },
  {
    id: 2,
    title: 'Appartement centre',
    city: ['Bruges', '8000'],
    type: [2, 'Appartement'],
    price: 210000,
    beds: 2,
    created: '2026-03-01',
  },
  {
    id: 3,
    title: 'Villa avec jardin',
    city: ['Anvers', '2000'],
    type: [1, 'Maison'],
    price: 620000,
    beds: 5,
    created: '2026-02-10',
  },
  {
    id: 4,
    title: 'Studio étudiant',
    city: ['Gand', '9000'],
    type: [2, 'Appartement'],
    price: 145000,
    beds: 1,
    created: '2026-04-20',
  },
  {
    id: 5,
    title: 'Terrain à bâtir',
    city: ['Sint-Niklaas', '9100'],
    type: [4, 'Terrain'],
    price: 99000,
    beds: 0,
    created: '2026-05-02',
  },
  {
    id: 6,
    title: 'Maison de maître',
    city: ['Bruges', '8000'],
    type: [1, 'Maison'],
    price: 480000,
    beds: 4,
    created: '2025-12-01',
    publishPrice: false,
  },
  {
    id: 7,
    title: 'Ancienne ferme',
    city: ['Anvers', '2000'],
    type: [1, 'Maison'],
    price: 300000,
    beds: 4,
    created: '2026-06-01',
    status: 'withdrawn',
  },
  {
    id: 8,
    title: 'Appartement à louer',
    city: ['Gand', '9000'],
    type: [2, 'Appartement'],
    price: 950,
    beds: 2,
    created: '2026-06-02',
    list: 'rent',
  },
  {
    id: 9,
    title: 'Chalet',
    city: ['Bruges', '8000'],
    type: [1, 'Maison'],
    price: 700,
    beds: 2,
    created: '2026-06-03',
    list: 'both-rent',
  },
]
// Enough tourist rentals for two pages of 12.
const touristFillers: Row[] = Array.from({ length: 14 }, (_, i) => ({
  id: 100 + i,
  title: `Gîte ${i}`,
  city: ['Durbuy', '6940'],
  type: [1, 'Maison'],
  price: 500 + i,
  beds: 2,
  created: `2026-07-${String(i + 1).padStart(2, '0')}`,
  list: 'tourist',
}))

const ids = (query: Partial<ListQuery>, list: 'sale' | 'rent' | 'tourist' = 'sale') =>
  data
    .getPropertyList(list, 'fr', { ...DEFAULT_LIST_QUERY, ...query })
    .then((result) => result.items.map((item) => item.id))

describe(`property list (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    data = await import('@/data/propertyList')
    // The type and town tables the filter form names its options from (house and flat share web id 1 in the CRM).
    for (const [id, webId, name, showOrder] of [
      [1, 1, 'Maison', 1],
      [2, 1, 'Appartement', 2],
      [3, 2, 'Bureaux', 3],
      [4, 4, 'Terrain', 4],
    ] as const) {
      await payload.create({
        collection: 'property-types',
        locale: 'fr',
        data: { id, webId, name, showOrder },
      })
    }
    for (const [name, zip] of [
      ['Anvers', '2000'],
      ['Bruges', '8000'],
      ['Gand', '9000'],
      ['Sint-Niklaas', '9100'],
      ['Durbuy', '6940'],
      ['Liège', '4000'],
    ] as const) {
      await payload.create({ collection: 'cities', locale: 'fr', data: { key: `${zip} ${name}`, name, zip } })
    }
    for (const row of [...rows, ...touristFillers]) {
      const list = row.list ?? 'sale'
      await payload.create({
        collection: 'properties',
        locale: 'fr',
        data: {
          id: row.id,
          title: row.title,
          status: row.status ?? 'active',
          goal: list === 'sale' ? 'sale' : 'rent',
          availability: list === 'sale' ? 'for-sale' : 'for-rent',
          listedForSale: list === 'sale',
          listedForRent: list === 'rent' || list === 'both-rent',
          listedAsTouristRental: list === 'both-rent' || list === 'tourist',
          typeWebId: row.type[0],
          mainTypeName: row.type[1],
          cityName: row.city[0],
          zip: row.city[1],
          crmCreatedAt: `${row.created}T10:00:00.000Z`,
          price: { amount: row.price, publish: row.publishPrice ?? true },
          rooms: { bedrooms: row.beds },
          address: { publish: true, latitude: 51 + row.id / 100, longitude: 3.7 },
        },
      })
    }
    await storePublicViews(payload)
  })

  afterAll(async () => {
    await t?.cleanup()
  })

  it('lists only active listings of the list, newest first', async () => {
    expect(await ids({})).toEqual([5, 4, 2, 3, 1, 6])
    expect(await ids({}, 'rent')).toEqual([9, 8])
    expect(await ids({}, 'rent')).not.toContain(100)
  })

  it.each<[ListQuery['sort'], number[]]>([
    // 6 does not publish its price: last both ways, never ranked by its hidden amount.
    ['price-asc', [5, 4, 2, 1, 3, 6]],
    ['price-desc', [3, 1, 2, 4, 5, 6]],
    ['type', [2, 6, 1, 4, 5, 3]],
    ['city', [3, 2, 6, 1, 4, 5]],
  ])('sorts by %s', async (sort, expected) => {
    // Same city (Bruges, Gand): by id, the tie-break that keeps paging stable.
    expect(await ids({ sort })).toEqual(expected)
  })

  it.each<[string, string, number[]]>([
    ['type search link', 'type=1', [3, 1, 6]],
    ['city search link (by zip, any language)', 'city=Gent%7C9000', [4, 1]],
    ['price range, inclusive, never on an unpublished price', 'min=145000&max=480000', [4, 2, 1]],
    ['minimum bedrooms', 'beds=3', [3, 1, 6]],
    ['filters together', 'type=2&city=Gand%7C9000', [4]],
    ['nothing matches', 'type=4&beds=2', []],
  ])('filters: %s', async (_, search, expected) => {
    const { sort, view, page, ...filters } = parseListQuery(search)
    expect(await ids({ sort, view, page, ...filters })).toEqual(expected)
  })

  it('pages with a stable order and the paging title numbers', async () => {
    const page = (n: number) =>
      data.getPropertyList('tourist', 'fr', { ...DEFAULT_LIST_QUERY, sort: 'price-asc', page: n })
    const [first, second, beyond] = await Promise.all([page(1), page(2), page(9)])
    expect(first.paging).toEqual({ page: 1, pageCount: 2, total: 15, from: 1, to: 12, offset: 0 })
    expect(second.paging).toEqual({ page: 2, pageCount: 2, total: 15, from: 13, to: 15, offset: 12 })
    // An old link beyond the last page shows the last page rather than nothing.
    expect(beyond).toEqual(second)
    const all = [...first.items, ...second.items].map((i) => i.id)
    expect(new Set(all).size).toBe(15)
    expect(all.slice(0, 3)).toEqual([100, 101, 102])
    expect(all.at(-1)).toBe(9)
  })

  it('gives card data: price label, hidden price on request, position', async () => {
    const { items } = await data.getPropertyList('sale', 'fr', { ...DEFAULT_LIST_QUERY, sort: 'price-desc' })
    const villa = items.find((i) => i.id === 3)
    expect(villa).toMatchObject({
      typeName: 'Maison',
      cityName: 'Anvers',
      bedrooms: 5,
      list: 'sale',
      price: { kind: 'amount', startingFrom: false },
      position: { lat: 51.03, lng: 3.7 },
    })
    expect(items.find((i) => i.id === 6)?.price).toEqual({ kind: 'onRequest' })
  })

  it('reads public views in a language, the default language’s where it has none, never a withdrawn one', async () => {
    const { readPublicViews } = await import('@/data/readModel')
    const views = await readPublicViews(payload, [1, 2, 7, 999], 'de')
    expect([...views.keys()].sort((a, b) => a - b)).toEqual([1, 2])
    expect(views.get(1)).toMatchObject({ id: 1, title: 'Maison lumineuse', status: 'active' })
  })

  it('offers the types and cities present in the list', async () => {
    expect(await data.getListFilterOptions('sale', 'fr')).toEqual({
      types: [
        { webId: 1, names: ['Maison', 'Appartement'] },
        { webId: 2, names: ['Bureaux'] },
        { webId: 4, names: ['Terrain'] },
      ],
      cities: [
        { name: 'Anvers', zip: '2000' },
        { name: 'Bruges', zip: '8000' },
        { name: 'Gand', zip: '9000' },
        { name: 'Sint-Niklaas', zip: '9100' },
      ],
    })
    expect((await data.getListFilterOptions('rent', 'fr')).cities.map((c) => c.zip)).toEqual(['8000', '9000'])
  })

  it('knows every active listing’s id for the proxy’s 404, and forgets one withdrawn', async () => {
    const { isPublished } = await import('@/data/publishedIds')
    const { readPublicViews } = await import('@/data/readModel')
    const published = (id: number) => isPublished({ kind: 'property', id }, 'fr')
    // Every listing a detail page would find is known: the proxy never says 404 for one.
    const shown = [
      ...(
        await readPublicViews(
          payload,
          [...rows, ...touristFillers].map((row) => row.id),
          'fr',
        )
      ).keys(),
    ]
    expect(shown.length).toBeGreaterThan(10)
    for (const id of shown) expect(await published(id)).toBe(true)
    expect(await published(7)).toBe(false)
    expect(await published(999)).toBe(false)
    await payload.update({ collection: 'properties', id: 1, locale: 'fr', data: { status: 'withdrawn' } })
    try {
      expect(await published(1)).toBe(false)
    } finally {
      await payload.update({ collection: 'properties', id: 1, locale: 'fr', data: { status: 'active' } })
    }
    expect(await published(1)).toBe(true)
  })
})
