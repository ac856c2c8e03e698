/**
 * Issue 17: an owner sees their own properties, statistics, history and documents, and nothing of
 * another owner's or of the staff's, by any id, through the portal's data layer, the Local API as
 * that owner, or Payload's REST API with the owner's token (IDOR).
 */
import { handleEndpoints, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as PortalModule from '@/data/ownerPortal'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ payload: null as unknown as Payload }))
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
let portal: typeof PortalModule
const password = 'correct-horse-battery-staple'

type Fixture = { owner: number; properties: number[]; statistics: number[]; communications: number[] }
const fixtures: Record<'a' | 'b', Fixture> = {
  a: { owner: 0, properties: [], statistics: [], communications: [] },
  b: { owner: 0, properties: [], statistics: [], communications: [] },
}

const day = (offset: number) => new Date(Date.UTC(2026, 10, 20 - offset)).toISOString().slice(0, 10)

async function seedOwner(key: 'a' | 'b', firstId: number): Promise<void> {
  const owner = await payload.create({
    collection: 'owners',
    data: {
      email: `${key}@example.be`,
      password,
      firstName: key.toUpperCase(),
      lastName: 'Owner',
      language: 'fr',
    },
  })
  fixtures[key].owner = owner.id
  for (const id of [firstId, firstId + 1]) {
    await payload.create({
      collection: 'properties',
      locale: 'fr',
      data: {
        id,
        title: `Maison ${id}`,
        reference: `REF-${id}`,
        status: 'active',
        goal: 'sale',
        availability: 'for-sale',
        listedForSale: true,
        typeWebId: 1,
        mainTypeName: 'Maison',
        cityName: 'Gand',
        zip: '9000',
        price: { amount: 300_000 + id, publish: true },
        owner: owner.id,
        documents: [
          { crmId: id * 10, name: `PEB ${id}`, url: `/crm-media/documents/property/${id}/${id * 10}.pdf` },
        ],
      },
    })
    fixtures[key].properties.push(id)
    const stats = await payload.create({
      collection: 'property-statistics',
      data: {
        property: id,
        owner: owner.id,
        visits: Array.from({ length: 40 }, (_, i) => [
          { date: day(i), source: 'Website', count: id % 7 },
          { date: day(i), source: 'Immoweb', count: 3 },
        ]).flat(),
        onlineMedia: [
          { portal: 'Immoweb', views: 100 + id, detailViews: 10, contactRequests: 2, favourites: 1 },
        ],
      },
    })
    fixtures[key].statistics.push(stats.id)
    const communication = await payload.create({
      collection: 'communications',
      data: {
        crmId: id,
        owner: owner.id,
        property: id,
        date: `${day(3)}T10:00:00.000Z`,
        type: 'Visite',
        kind: 'visit',
        subject: `Visite ${id}`,
        contact: `Contact ${key}`,
      },
    })
    fixtures[key].communications.push(communication.id)
  }
  await payload.update({ collection: 'owners', id: owner.id, data: { properties: fixtures[key].properties } })
}

async function tokenOf(collection: 'owners' | 'users', email: string): Promise<string> {
  const { token } = await payload.login({ collection, data: { email, password } })
  if (!token) throw new Error('no token')
  return token
}

async function userOf(token: string): Promise<TypedUser> {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  if (!user) throw new Error('the token did not authenticate')
  return user
}

/** Payload's REST API, as the site's /api route serves it, with a bearer of this token. */
async function rest(
  path: string,
  token: string | null,
  init: RequestInit = {},
): Promise<{ status: number; body: string }> {
  const headers = new Headers(init.headers)
  if (token) headers.set('Authorization', `JWT ${token}`)
  const response = await handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: t.key,
    request: new Request(`http://localhost:3000/api${path}`, { ...init, headers }),
  })
  return { status: response.status, body: await response.text() }
}

describe(`owner portal isolation (${testDatabaseKind})`, () => {
  let tokenA: string
  let ownerA: TypedUser

  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    portal = await import('@/data/ownerPortal')
    await payload.create({ collection: 'users', data: { email: 'staff@example.be', password } })
    await payload.create({
      collection: 'leads',
      data: { form: 'site-contact', locale: 'fr', email: 'v@example.be' },
    })
    await seedOwner('a', 5000)
    await seedOwner('b', 6000)
    tokenA = await tokenOf('owners', 'a@example.be')
    ownerA = await userOf(tokenA)
  })

  afterAll(async () => {
    await t?.cleanup()
  })

  it('the portal shows an owner their properties, figures, history and documents only', async () => {
    const view = await portal.getOwnerPortal(ownerA as never, 'fr', Date.UTC(2026, 10, 21))
    expect(view?.properties.map((p) => p.id)).toEqual(fixtures.a.properties)
    expect(
      view?.timeline
        .filter((i) => i.kind === 'visit')
        .map((i) => i.subject)
        .sort(),
    ).toEqual(['Visite 5000', 'Visite 5001'])
    // 40 days × (5000 % 7 = 2 website + 3 Immoweb) for 5000, × (5001 % 7 = 3 + 3) for 5001.
    expect(view?.properties.map((p) => p.figures.total)).toEqual([200, 240])
    expect(view?.overall.total).toBe(440)
    expect(view?.properties[0]?.documents.map((d) => d.name)).toEqual(['PEB 5000'])
    expect(view?.properties[0]?.documents[0]?.href).toMatch(/sig=/)
    const json = JSON.stringify(view)
    expect(json).not.toContain('6000')
    expect(json).not.toContain('Contact b')
  })

  it('counts the confirmed search demands each property answers, and each buyer once overall', async () => {
    const demand = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'demands',
        data: {
          email: `buyer-${Math.random()}@example.be`,
          locale: 'fr',
          goal: 'buy',
          webIds: [1],
          zones: ['province:BE-VOV'],
          status: 'confirmed',
          ...data,
        } as never,
      })
    // Both of A's houses (Gand, 9000, web type 1, 305,000 € and 305,001 €) answer these two.
    await demand({})
    await demand({ zones: ['zip:9000'], maxPrice: 305_000 }) // only 5000
    // None of these count: not confirmed, gone, another goal, too few bedrooms (unknown), elsewhere.
    await demand({ status: 'pending' })
    await demand({ status: 'unsubscribed' })
    await demand({ goal: 'rent' })
    await demand({ minBedrooms: 2 })
    await demand({ zones: ['region:BE-WAL'] })
    const view = await portal.getOwnerPortal(ownerA as never, 'fr', Date.UTC(2026, 10, 21))
    expect(view?.properties.map((p) => p.matchingBuyers)).toEqual([2, 1])
    expect(view?.matchingBuyers).toBe(2)
    // Only counts leave: no buyer's address reaches the owner's page.
    expect(JSON.stringify(view)).not.toContain('buyer-')
  })

  it('an account the CRM released (no CRM id, no listings) is a person not found', async () => {
    await payload.create({
      collection: 'owners',
      data: { email: 'c@example.be', password, firstName: 'C', lastName: 'Owner', language: 'fr' },
    })
    const released = await userOf(await tokenOf('owners', 'c@example.be'))
    expect(await portal.getOwnerPortal(released as never, 'fr')).toBeNull()
  })

  it.each(['property-statistics', 'communications'] as const)(
    'owner A cannot read owner B’s %s by id, by query or by list (Local API)',
    async (collection) => {
      const own = collection === 'property-statistics' ? fixtures.a.statistics : fixtures.a.communications
      const theirs = collection === 'property-statistics' ? fixtures.b.statistics : fixtures.b.communications
      const asA = { user: ownerA, overrideAccess: false } as const
      const list = await payload.find({ collection, ...asA, limit: 100 })
      expect(list.docs.map((d) => d.id).sort()).toEqual([...own].sort())
      for (const id of theirs) {
        await expect(payload.findByID({ collection, id, ...asA })).rejects.toMatchObject({ status: 404 })
      }
      const byOwner = await payload.find({
        collection,
        ...asA,
        where: { owner: { equals: fixtures.b.owner } },
      })
      expect(byOwner.docs).toEqual([])
    },
  )

  it('owner A cannot read, change or delete owner B, nor write CRM data (Local API)', async () => {
    const asA = { user: ownerA, overrideAccess: false } as const
    await expect(
      payload.findByID({ collection: 'owners', id: fixtures.b.owner, ...asA }),
    ).rejects.toMatchObject({
      status: 404,
    })
    await expect(
      payload.update({ collection: 'owners', id: fixtures.b.owner, data: { lastName: 'X' }, ...asA }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.delete({ collection: 'owners', id: fixtures.b.owner, ...asA }),
    ).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      payload.update({
        collection: 'property-statistics',
        id: fixtures.a.statistics[0]!,
        data: { visits: [] },
        ...asA,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('owner A’s token gets none of owner B’s data through the REST API', async () => {
    for (const id of fixtures.b.statistics) {
      expect((await rest(`/property-statistics/${id}`, tokenA)).status).toBe(404)
    }
    for (const id of fixtures.b.communications) {
      expect((await rest(`/communications/${id}`, tokenA)).status).toBe(404)
    }
    expect((await rest(`/owners/${fixtures.b.owner}`, tokenA)).status).toBe(404)
    const stats = await rest('/property-statistics?limit=100&depth=0', tokenA)
    expect(stats.status).toBe(200)
    expect((JSON.parse(stats.body) as { docs: { id: number }[] }).docs.map((d) => d.id).sort()).toEqual(
      [...fixtures.a.statistics].sort(),
    )
    const history = await rest(`/communications?where[owner][equals]=${fixtures.b.owner}`, tokenA)
    expect((JSON.parse(history.body) as { docs: unknown[] }).docs).toEqual([])
    const patch = await rest(`/owners/${fixtures.b.owner}`, tokenA, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'taken@example.be' }),
    })
    expect(patch.status).toBe(403)
    // Who owns a property is staff data, and listings are read through the site's pages, not
    // REST (decision 029): refused outright, filter or not.
    const owned = await rest(`/properties?where[owner][equals]=${fixtures.b.owner}&depth=0`, tokenA)
    expect(owned.status).toBe(403)
    expect(owned.body).not.toContain('"6000"')
    expect(owned.body).not.toContain(`"owner":${fixtures.b.owner}`)
  })

  it.each(['users', 'leads', 'mails', 'auth-throttles', 'crm-imports'] as const)(
    'an owner’s token cannot read %s (staff data)',
    async (collection) => {
      const response = await rest(`/${collection}?depth=0`, tokenA)
      expect(response.status).toBe(403)
      const local = await payload
        .find({ collection, user: ownerA, overrideAccess: false })
        .then((r) => r.docs.length)
        .catch((error: { status?: number }) => error.status)
      expect(local).toBe(403)
    },
  )

  it('a staff token is not an owner session, and an owner token does not open the admin', async () => {
    const staff = await userOf(await tokenOf('users', 'staff@example.be'))
    expect(staff.collection).toBe('users')
    const canAdmin = await payload.collections.users.config.access.admin?.({
      req: { user: ownerA, payload } as never,
    })
    expect(canAdmin).toBe(false)
  })
})
