import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as ProcessMemoModule from '@/data/cache/processMemo'
import type * as ProjectsModule from '@/data/projects'
import type * as PropertyListModule from '@/data/propertyList'
import { DEFAULT_LIST_QUERY } from '@/domain/listing/listQuery'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { storePublicViews } from '../helpers/publicViews'

// src/data reads through the app's Payload instance; here it is the test's.
const state = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('server-only', () => ({}))
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
let memo: typeof ProcessMemoModule
let projects: typeof ProjectsModule
let cards: typeof PropertyListModule

const activeProperties = [1, 2, 3]
const withdrawnProperty = 4
const activeProjects = [501, 502]
const withdrawnProject = 503

/** 200 ids a visitor could type: none of them an active listing or project. */
const unknownIds = (base: number) =>
  Array.from({ length: 200 }, (_, i) => (i === 0 ? withdrawnProperty : base + i * 7))

describe(`caches keep only what exists (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    // Loaded after createTestPayload() has chosen the database, from the same module registry.
    memo = await import('@/data/cache/processMemo')
    projects = await import('@/data/projects')
    cards = await import('@/data/propertyList')
    for (const id of [...activeProperties, withdrawnProperty]) {
      await payload.create({
        collection: 'properties',
        locale: 'fr',
        data: {
          id,
          title: `Maison ${id}`,
          status: id === withdrawnProperty ? 'withdrawn' : 'active',
          goal: 'sale',
          availability: 'for-sale',
          listedForSale: true,
          typeWebId: 1,
          mainTypeName: 'Maison',
          cityName: 'Gand',
          zip: '9000',
          crmCreatedAt: `2026-01-0${id}T10:00:00.000Z`,
          price: { amount: 100_000 * id, publish: true },
          rooms: { bedrooms: id },
        },
      })
    }
    await storePublicViews(payload)
    for (const id of [...activeProjects, withdrawnProject]) {
      await payload.create({
        collection: 'projects',
        locale: 'fr',
        data: { id, name: `Résidence ${id}`, status: id === withdrawnProject ? 'withdrawn' : 'active' },
      })
    }
  })

  afterAll(async () => {
    await t?.cleanup()
  })

  it('answers 200 unknown project ids with null and keeps nothing for them', async () => {
    expect(await projects.getProject(activeProjects[0]!, 'fr')).toMatchObject({ name: 'Résidence 501' })
    const before = memo.memoSizes()
    expect(before['project-detail']).toBe(1)
    const ids = [withdrawnProject, ...unknownIds(10_000).slice(1)]
    expect(await Promise.all(ids.map((id) => projects.getProject(id, 'fr')))).toEqual(ids.map(() => null))
    expect(memo.memoSizes()).toEqual(before)
  })

  it('answers 200 unknown property id sets with no cards and keeps nothing for them', async () => {
    expect((await cards.getPropertyCards(activeProperties, 'fr')).map((card) => card.id)).toEqual(
      activeProperties,
    )
    const before = memo.memoSizes()
    expect(before['property-card']).toBe(activeProperties.length)
    const sets = unknownIds(20_000).map((id, i) => [id, id + 1, 90_000 + i])
    for (const set of sets) expect(await cards.getPropertyCards(set, 'fr')).toEqual([])
    expect(memo.memoSizes()).toEqual(before)
  })

  it('keeps known cards once, whatever set of ids asks for them', async () => {
    const before = memo.memoSizes()
    for (let i = 0; i < 200; i++) {
      const set = [unknownIds(30_000)[i]!, ...activeProperties.slice(i % 3), 40_000 + i]
      expect((await cards.getPropertyCards(set, 'fr')).map((card) => card.id)).toEqual(
        activeProperties.slice(i % 3),
      )
    }
    // Filtered list pages are sets of ids the visitor chose too.
    for (let n = 0; n < 200; n++) {
      await cards.getPropertyList('sale', 'fr', {
        ...DEFAULT_LIST_QUERY,
        minBedrooms: n % 4,
        minPrice: n * 1_000,
      })
    }
    expect(memo.memoSizes()).toEqual(before)
  })

  it('builds a project again once a change of projects is heard (an admin save, the change feed)', async () => {
    const id = activeProjects[1]!
    expect(await projects.getProject(id, 'fr')).toMatchObject({ name: `Résidence ${id}` })
    await payload.update({ collection: 'projects', id, locale: 'fr', data: { name: 'Les Jardins' } })
    expect(await projects.getProject(id, 'fr')).toMatchObject({ name: 'Les Jardins' })
    await payload.update({ collection: 'projects', id, data: { status: 'withdrawn' } })
    expect(await projects.getProject(id, 'fr')).toBeNull()
  })
})
