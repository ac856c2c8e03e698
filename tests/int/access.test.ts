import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

let t: TestPayload
let payload: Payload
const password = 'correct-horse-battery-staple'

async function ownerUser(email: string): Promise<TypedUser> {
  // Log in the way the owner portal will, then resolve the token as an incoming request would.
  const { token } = await payload.login({ collection: 'owners', data: { email, password } })
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  if (!user) throw new Error('the owner token did not authenticate')
  return user
}

async function denied(run: () => Promise<unknown>): Promise<boolean> {
  try {
    const result = (await run()) as { docs?: unknown[] }
    return Array.isArray(result.docs) && result.docs.length === 0
  } catch (error) {
    return (error as { status?: number }).status === 403
  }
}

describe(`access (${testDatabaseKind})`, () => {
  let ownerA: number
  let ownerB: number

  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    await payload.create({ collection: 'users', data: { email: 'staff@example.be', password } })
    await payload.create({
      collection: 'pages',
      data: {
        name: 'Published page',
        originalPath: '/published/',
        status: 'published',
        _status: 'published',
        type: 'page',
      },
    })
    await payload.create({
      collection: 'pages',
      data: { name: 'Draft page', originalPath: '/draft/', status: 'draft', type: 'page' },
    })
    await payload.create({
      collection: 'leads',
      data: { form: 'contact-me', locale: 'fr', email: 'visitor@example.be' },
    })
    const a = await payload.create({
      collection: 'owners',
      data: { email: 'a@example.be', password, firstName: 'Anne', lastName: 'Peeters', language: 'nl' },
      disableVerificationEmail: true,
    })
    const b = await payload.create({
      collection: 'owners',
      data: { email: 'b@example.be', password, firstName: 'Benoît', lastName: 'Lambert', language: 'fr' },
      disableVerificationEmail: true,
    })
    ownerA = a.id
    ownerB = b.id
    for (const [crmId, owner] of [
      [1, ownerA],
      [2, ownerB],
    ] as const) {
      await payload.create({
        collection: 'communications',
        data: { crmId, owner, date: '2026-11-01T10:00:00.000Z', type: 'phone', subject: `Call ${crmId}` },
      })
    }
  })

  afterAll(async () => {
    await t?.cleanup()
  })

  it('an anonymous visitor reads published pages only', async () => {
    const pages = await payload.find({ collection: 'pages', overrideAccess: false })
    expect(pages.docs.map((p) => p.name)).toEqual(['Published page'])
  })

  it.each(['owners', 'leads', 'users', 'communications', 'property-statistics', 'visit-slots'] as const)(
    'an anonymous visitor cannot read %s',
    async (collection) => {
      expect(await denied(() => payload.find({ collection, overrideAccess: false }))).toBe(true)
    },
  )

  it('an anonymous visitor cannot write content, CRM data or leads', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: { name: 'x', originalPath: '/x/', type: 'page', status: 'draft' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: 'leads',
        data: { form: 'contact-me', locale: 'fr' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('an owner token cannot read admin users, leads or unpublished pages', async () => {
    const user = await ownerUser('a@example.be')
    expect(await denied(() => payload.find({ collection: 'users', overrideAccess: false, user }))).toBe(true)
    expect(await denied(() => payload.find({ collection: 'leads', overrideAccess: false, user }))).toBe(true)
    expect(await denied(() => payload.find({ collection: 'visit-slots', overrideAccess: false, user }))).toBe(
      true,
    )
    const pages = await payload.find({ collection: 'pages', overrideAccess: false, user })
    expect(pages.docs.map((p) => p.name)).toEqual(['Published page'])
  })

  it('an owner token reads its own owner record and history, not another owner’s', async () => {
    const user = await ownerUser('a@example.be')
    const owners = await payload.find({ collection: 'owners', overrideAccess: false, user })
    expect(owners.docs.map((o) => o.id)).toEqual([ownerA])
    await expect(
      payload.findByID({ collection: 'owners', id: ownerB, overrideAccess: false, user }),
    ).rejects.toThrow()
    const history = await payload.find({ collection: 'communications', overrideAccess: false, user })
    expect(history.docs.map((c) => c.subject)).toEqual(['Call 1'])
  })

  it('an owner cannot change their own record or reach the admin panel', async () => {
    const user = await ownerUser('a@example.be')
    await expect(
      payload.update({
        collection: 'owners',
        id: ownerA,
        data: { lastName: 'X' },
        overrideAccess: false,
        user,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const users = payload.collections.users.config
    const canAdmin = await users.access.admin?.({ req: { user, payload } as never })
    expect(canAdmin).toBe(false)
  })

  it('an admin reads everything', async () => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'staff@example.be', password },
    })
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    const pages = await payload.find({ collection: 'pages', overrideAccess: false, user })
    expect(pages.totalDocs).toBe(2)
    const leads = await payload.find({ collection: 'leads', overrideAccess: false, user })
    expect(leads.totalDocs).toBe(1)
  })
})
