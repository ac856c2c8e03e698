/**
 * Drafts for pages, articles and the framing globals (issue 16; src/collections/drafts.ts): an edit saved as a draft
 * stays off the site until it is published, now or at a scheduled time; a staff preview reads
 * the drafts; nobody but staff reads versions. Through the Local API, on both databases.
 */
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

// src/data reads through the app's Payload instance; here it is the test's.
const state = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('server-only', () => ({}))
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
const password = 'correct-horse-battery-staple'

async function staff(): Promise<TypedUser> {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: 'staff@example.be', password },
  })
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  if (!user) throw new Error('no staff session')
  return user
}

const visitorNames = async () =>
  (await payload.find({ collection: 'pages', overrideAccess: false, sort: 'id' })).docs.map(
    (page) => page.name,
  )

describe(`drafts of pages and articles (${testDatabaseKind})`, () => {
  let pageId: number

  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    await payload.create({ collection: 'users', data: { email: 'staff@example.be', password } })
    await payload.create({
      collection: 'owners',
      data: { email: 'owner@example.be', password, firstName: 'Anne', lastName: 'Peeters', language: 'nl' },
      disableVerificationEmail: true,
    })
    const page = await payload.create({
      collection: 'pages',
      data: {
        name: 'Vendre',
        path: 'vendre',
        originalPath: '/vendre/',
        type: 'page',
        status: 'published',
        _status: 'published',
      },
    })
    pageId = page.id
  }, 120_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('a new page is shown on the site by default once published, and never before', async () => {
    const draft = await payload.create({
      collection: 'pages',
      draft: true,
      data: { name: 'Pas encore', path: 'pas-encore', originalPath: '/pas-encore/', type: 'page' },
    })
    expect(draft.status).toBe('published')
    expect(draft._status).toBe('draft')
    expect(await visitorNames()).toEqual(['Vendre'])
    await payload.update({ collection: 'pages', id: draft.id, data: { _status: 'published' } })
    expect(await visitorNames()).toEqual(['Vendre', 'Pas encore'])
    await payload.delete({ collection: 'pages', id: draft.id })
  })

  it('an edit saved as a draft stays off the site until it is published', async () => {
    await payload.update({
      collection: 'pages',
      id: pageId,
      draft: true,
      data: { name: 'Vendre (brouillon)' },
    })
    expect(await visitorNames()).toEqual(['Vendre'])
    const user = await staff()
    const latest = await payload.findByID({
      collection: 'pages',
      id: pageId,
      draft: true,
      overrideAccess: false,
      user,
    })
    expect(latest.name).toBe('Vendre (brouillon)')
    await payload.update({
      collection: 'pages',
      id: pageId,
      data: { name: 'Vendre votre bien', _status: 'published' },
    })
    expect(await visitorNames()).toEqual(['Vendre votre bien'])
  })

  it('a save that does not say _status leaves the page as it was published', async () => {
    await payload.update({ collection: 'pages', id: pageId, data: { sort: 3 } })
    expect(await visitorNames()).toEqual(['Vendre votre bien'])
  })

  it('"Hidden" keeps a published page off the site', async () => {
    await payload.update({ collection: 'pages', id: pageId, data: { status: 'draft', _status: 'published' } })
    expect(await visitorNames()).toEqual([])
    await payload.update({
      collection: 'pages',
      id: pageId,
      data: { status: 'published', _status: 'published' },
    })
    expect(await visitorNames()).toEqual(['Vendre votre bien'])
  })

  it('only staff read versions: not an owner, not a visitor', async () => {
    const { token } = await payload.login({
      collection: 'owners',
      data: { email: 'owner@example.be', password },
    })
    const { user: owner } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    await expect(
      payload.findVersions({ collection: 'pages', overrideAccess: false, user: owner }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.findVersions({ collection: 'articles', overrideAccess: false }),
    ).rejects.toMatchObject({
      status: 403,
    })
    const versions = await payload.findVersions({
      collection: 'pages',
      overrideAccess: false,
      user: await staff(),
    })
    expect(versions.totalDocs).toBeGreaterThan(1)
  })

  it('the route table shows visitors published pages only, and a preview the drafts too', async () => {
    const { loadRouteTable } = await import('@/data/routeTable')
    const draft = await payload.create({
      collection: 'pages',
      draft: true,
      data: { name: 'Nouveau', path: 'nouveau', originalPath: '/nouveau/', type: 'page' },
    })
    try {
      const published = await loadRouteTable()
      const preview = await loadRouteTable({ drafts: true })
      const keys = (table: typeof published) => table.entries.map((entry) => entry.key)
      expect(keys(published)).not.toContain(`page:${draft.id}`)
      expect(keys(preview)).toContain(`page:${draft.id}`)
      expect(keys(published)).toContain(`page:${pageId}`)
    } finally {
      await payload.delete({ collection: 'pages', id: draft.id })
    }
  })

  it('a global that frames every page keeps its draft off the site until it is published', async () => {
    await payload.updateGlobal({ slug: 'popup', data: { title: 'Portes ouvertes', _status: 'published' } })
    await payload.updateGlobal({ slug: 'popup', draft: true, data: { title: 'Portes ouvertes samedi' } })
    const visitor = await payload.findGlobal({ slug: 'popup', overrideAccess: false })
    expect(visitor.title).toBe('Portes ouvertes')
    const user = await staff()
    const latest = await payload.findGlobal({ slug: 'popup', draft: true, overrideAccess: false, user })
    expect(latest.title).toBe('Portes ouvertes samedi')
    await expect(payload.findGlobalVersions({ slug: 'popup', overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
    await payload.updateGlobal({
      slug: 'popup',
      data: { title: 'Portes ouvertes samedi', _status: 'published' },
    })
    expect((await payload.findGlobal({ slug: 'popup', overrideAccess: false })).title).toBe(
      'Portes ouvertes samedi',
    )
  })

  it('a publication scheduled for a time past is carried out by the jobs queue', async () => {
    await payload.update({
      collection: 'pages',
      id: pageId,
      draft: true,
      data: { name: 'Vendre au bon prix' },
    })
    const user = await staff()
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'pages', value: pageId },
        user: { relationTo: 'users', value: user.id },
      },
      waitUntil: new Date(Date.now() - 1_000),
    })
    expect(await visitorNames()).toEqual(['Vendre votre bien'])
    await payload.jobs.run({ queue: 'default' })
    expect(await visitorNames()).toEqual(['Vendre au bon prix'])
  })
})
