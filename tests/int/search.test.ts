import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Type-only: the modules themselves load after createTestPayload() has chosen the database.
import type * as SearchModule from '@/data/search'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

// src/data reads through the app's Payload instance; here it is the test's.
const state = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('server-only', () => ({}))
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let search: typeof SearchModule

const rows = (suggestions: Awaited<ReturnType<typeof SearchModule.getSuggestions>>, group: string) =>
  suggestions.groups.find((g) => g.group === group)?.rows ?? []

describe(`search box data (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    state.payload = t.payload
    const { importSnapshot } = await import('@/integrations/omnicasa/import')
    const { FileSnapshotSource } = await import('@/integrations/omnicasa/source')
    await importSnapshot(t.payload, new FileSnapshotSource('data/crm'))
    search = await import('@/data/search')
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('loads one row per web type with counts, the towns and only the active listings', async () => {
    await t.payload.update({ collection: 'properties', id: 47630, data: { status: 'withdrawn' } })
    const data = await search.loadSearchData('fr')
    // House, flat and studio share web type 1: one row, found by any of them (spec §2 type={web id}).
    expect(data.types.map((type) => type.name)).toEqual([
      'Maison, Appartement et Studio',
      'Terrain',
      'Immeuble de rapport',
      'Commerce',
      'Industrie',
      'Bureaux',
      'Garage / Parking',
    ])
    expect(data.cities).toHaveLength(18)
    expect(data.properties).toHaveLength(27)
    expect(data.properties.some((property) => property.id === 47630)).toBe(false)
    await t.payload.update({ collection: 'properties', id: 47630, data: { status: 'active' } })
  })

  it('counts on every type and town link what the list it opens shows (issue 20)', async () => {
    const data = await import('@/data/propertyList')
    const { DEFAULT_LIST_QUERY } = await import('@/domain/listing/listQuery')
    const listed = async (list: 'sale' | 'rent', query: object) =>
      (await data.getPropertyList(list, 'fr', { ...DEFAULT_LIST_QUERY, ...query })).paging.total
    const loaded = await search.loadSearchData('fr')
    for (const type of loaded.types) {
      expect([type.name, type.countSale, type.countRent]).toEqual([
        type.name,
        await listed('sale', { typeWebId: type.webId }),
        await listed('rent', { typeWebId: type.webId }),
      ])
    }
    for (const city of loaded.cities) {
      const where = { city: { name: city.name, zip: city.zip } }
      expect([city.name, city.countSale, city.countRent]).toEqual([
        city.name,
        await listed('sale', where),
        await listed('rent', where),
      ])
    }
    const byName = Object.fromEntries(
      loaded.types.map((type) => [type.name, [type.countSale, type.countRent]]),
    )
    // The snapshot: 7 houses and 4 flats for sale ('Maison' said 7 where its list showed 11), and
    // the investment building with shops (WebIDs "5,6") is under retail as well as investment.
    expect(byName['Maison, Appartement et Studio']).toEqual([11, 10])
    expect(byName['Commerce']).toEqual([2, 0])
    expect(byName['Immeuble de rapport']).toEqual([1, 0])
  })

  it('finds a property by its reference ID, with its URL, title and a 200 px thumbnail', async () => {
    const suggestions = await search.getSuggestions('49064', 'fr')
    expect(suggestions.groups.map((g) => g.group)).toEqual(['property'])
    expect(rows(suggestions, 'property')).toEqual([
      {
        key: 'property:49064',
        id: 49064,
        href: expect.stringMatching(/^\/fr\/a-louer\/louvain\/.+\/49064\/$/),
        description: expect.stringMatching(/^Studio/),
        reference: 'Réf.\u00a0: 49064',
        thumbnail: expect.stringMatching(
          /^\/crm-media\/photos\/property\/49064\/.+\?width=200&height=auto&format=webp$/,
        ),
      },
    ])
    // The live region's text comes with the answer, in the visitor's language.
    expect(suggestions.announcement).toBe('1 résultat')
    expect((await search.getSuggestions('49064', 'nl')).announcement).toBe('1 resultaat')
    // Exact tokens only: a part of the ID finds nothing.
    const none = await search.getSuggestions('4906', 'fr')
    expect(none.groups).toEqual([])
    expect(none.announcement).toBe('Aucun résultat n’a été trouvé pour votre recherche.')
  })

  it('finds a town by zip and by its name without accents, with search links and counts', async () => {
    const byZip = await search.getSuggestions('4000', 'fr')
    const byName = await search.getSuggestions('liege', 'fr')
    expect(rows(byName, 'city')).toEqual(rows(byZip, 'city'))
    expect(rows(byZip, 'city')).toEqual([
      {
        key: 'city:4000:Liège',
        label: 'Liège',
        zip: '4000',
        sale: {
          href: '/fr/a-vendre/?city=Li%C3%A8ge%7C4000',
          count: 1,
          name: 'Liège 4000, À vendre, 1 bien',
        },
        // "link disabled at count 0": no rental in Liège.
        rent: { href: null, count: 0, name: 'Liège 4000, À louer, aucun bien' },
      },
    ])
    // Names are localized: Liège is Luik in Dutch.
    expect(rows(await search.getSuggestions('luik', 'nl'), 'city')).toHaveLength(1)
  })

  it('finds a web type by any of its types and lists every web type for an empty box', async () => {
    const studio = rows(await search.getSuggestions('studio', 'fr'), 'type')
    expect(studio).toEqual([
      {
        key: 'type:1:Maison, Appartement et Studio',
        label: 'Maison, Appartement et Studio',
        icon: 'residential',
        sale: {
          href: '/fr/a-vendre/?type=1',
          count: 11,
          name: 'Maison, Appartement et Studio, À vendre, 11 biens',
        },
        rent: {
          href: '/fr/a-louer/?type=1',
          count: 10,
          name: 'Maison, Appartement et Studio, À louer, 10 biens',
        },
      },
    ])
    expect(rows(await search.getSuggestions('appartement', 'fr'), 'type')).toEqual(studio)
    // "link disabled at count 0": no land for rent.
    expect(rows(await search.getSuggestions('terrain', 'fr'), 'type')[0]).toMatchObject({
      sale: { href: '/fr/a-vendre/?type=4', count: 1 },
      rent: { href: null, count: 0, name: 'Terrain, À louer, aucun bien' },
    })
    const empty = await search.getSuggestions('', 'fr')
    expect(empty.groups.map((g) => g.group)).toEqual(['type'])
    expect(rows(empty, 'type')).toHaveLength(7)
  })

  it('sends a submitted query to its first result, or to the for-sale list', async () => {
    expect(await search.getSearchDestination('liege', 'fr')).toBe('/fr/a-vendre/?city=Li%C3%A8ge%7C4000')
    expect(await search.getSearchDestination('nowhere', 'fr')).toBe('/fr/a-vendre/')
    expect(await search.getSearchDestination('49064', 'fr')).toMatch(/\/49064\/$/)
  })
})
