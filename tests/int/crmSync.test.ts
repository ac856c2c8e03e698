import { existsSync, readFileSync, rmSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type * as RunModule from '@/collections/CrmImports/run'
import type * as SyncModule from '@/collections/CrmImports/sync'
import type * as ImportModule from '@/integrations/omnicasa/import'
import type * as SourceModule from '@/integrations/omnicasa/source'
import { CUSTOMER, FakeOmnicasa } from '../helpers/omnicasaServer'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { copySnapshot } from '../helpers/snapshot'

let t: TestPayload
let payload: Payload
let fake: FakeOmnicasa
let runCrmSync: typeof SyncModule.runCrmSync
let claimImportRun: typeof RunModule.claimImportRun
let finishRun: typeof RunModule.finishRun
let importSnapshot: typeof ImportModule.importSnapshot
let FileSnapshotSource: typeof SourceModule.FileSnapshotSource
let mirrorDir: string

const collections = ['properties', 'property-types', 'cities', 'projects', 'tree-nodes', 'owners'] as const

/** The CRM-fed documents in every language, as the database holds them. */
async function dump(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {}
  for (const collection of collections) {
    const { docs } = await payload.find({
      collection,
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'id',
    })
    out[collection] = docs
  }
  return out
}

const sync = (mode: 'changes' | 'full' = 'changes') =>
  runCrmSync(payload, {
    mode,
    mirrorDir,
    omnicasa: {
      baseUrl: fake.url,
      customerName: CUSTOMER.name,
      customerPassword: CUSTOMER.password,
      timeoutMs: 5_000,
      attempts: 3,
      backoffMs: 10,
    },
  })

const pictureCalls = () =>
  fake.calls.filter((c) => c.call === 'GetPropertyPictureList').map((c) => c.params.ObjectID)
const property = (id: number) =>
  payload.findByID({ collection: 'properties', id, depth: 0, disableErrors: true, overrideAccess: true })
const mirrorPrices = () =>
  (
    JSON.parse(readFileSync(path.join(mirrorDir, 'properties.fr.json'), 'utf8')) as {
      ID: number
      Price: number
    }[]
  ).map((r) => [r.ID, r.Price])

describe(`CRM sync with the live Omnicasa API (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    ;({ runCrmSync } = await import('@/collections/CrmImports/sync'))
    ;({ claimImportRun, finishRun } = await import('@/collections/CrmImports/run'))
    ;({ importSnapshot } = await import('@/integrations/omnicasa/import'))
    ;({ FileSnapshotSource } = await import('@/integrations/omnicasa/source'))
    fake = await FakeOmnicasa.start({ snapshotDir: 'data/crm' })
    mirrorDir = path.join(mkdtempSync(path.join(tmpdir(), 'crm-mirror-')), 'mirror')
  })
  afterAll(async () => {
    await fake?.stop()
    if (mirrorDir) rmSync(path.dirname(mirrorDir), { recursive: true, force: true })
    await t?.cleanup()
  })
  beforeEach(() => {
    fake.mode = 'up'
    fake.calls.length = 0
  })

  it('a full sync into an empty database equals the snapshot import', async () => {
    const result = await sync('full')
    if (result.outcome !== 'succeeded') throw new Error(result.outcome)
    expect(result.summary.properties.created).toBe(28)
    expect(result.summary.projects.created).toBeGreaterThan(0)
    // Every listing in each of its languages had its pictures and documents fetched once.
    expect(result.refreshedMedia).toBe(result.fetched)
    // The bundled snapshot imported over what the sync wrote changes nothing.
    const again = await importSnapshot(payload, new FileSnapshotSource('data/crm'))
    for (const [name, tally] of Object.entries(again)) {
      expect({
        name,
        created: tally.created,
        updated: tally.updated,
        withdrawn: tally.withdrawn ?? 0,
      }).toEqual({
        name,
        created: 0,
        updated: 0,
        withdrawn: 0,
      })
    }
    const run = await payload.findByID({ collection: 'crm-imports', id: result.runId, overrideAccess: true })
    expect(run.outcome).toBe('succeeded')
    expect(run.source).toBe('Omnicasa: everything')
  })

  it('brings a new price, a deleted listing and a new listing with the next sync, fetching only those', async () => {
    const [first, second] = [...fake.listings.get('fr')!.keys()]
    const template = Object.fromEntries(
      [...fake.listings].flatMap(([language, records]) =>
        records.has(first!) ? [[language, records.get(first!)!]] : [],
      ),
    )
    fake.changeListing(first!, (record) => ({ ...record, Price: 123_456 }))
    fake.removeListing(second!)
    const added = Object.fromEntries(
      Object.entries(template).map(([language, record]) => [
        language,
        { ...record, ID: 990_001, Ident: 'NEW-1' },
      ]),
    )
    fake.addListing(added)
    const result = await sync()
    if (result.outcome !== 'succeeded') throw new Error(result.outcome)
    expect((await property(first!))?.price?.amount).toBe(123_456)
    expect((await property(second!))?.status).toBe('withdrawn')
    expect(await property(990_001)).toMatchObject({ id: 990_001, status: 'active' })
    // Photos and documents were asked for the changed and new listings only.
    expect(new Set(pictureCalls())).toEqual(new Set([first, 990_001]))
    // The import read those two only: the mirror vouched for the others.
    expect(result.listingsRead).toBe(2)
    expect(mirrorPrices()).toContainEqual([first, 123_456])
    expect(mirrorPrices().some(([id]) => id === second)).toBe(false)
    // A sync with nothing new fetches no photos and changes nothing.
    fake.calls.length = 0
    const quiet = await sync()
    if (quiet.outcome !== 'succeeded') throw new Error(quiet.outcome)
    expect(pictureCalls()).toEqual([])
    expect(quiet.summary.properties.updated + quiet.summary.properties.created).toBe(0)
    expect(quiet.listingsRead).toBe(0)
  })

  it('rejects a malformed answer by name, records the run as failed and leaves the site and the mirror as they were', async () => {
    const before = await dump()
    const mirrorBefore = mirrorPrices()
    fake.changeListing([...fake.listings.get('fr')!.keys()][0]!, (record) => ({ ...record, Price: 222_222 }))
    fake.mode = 'malformed'
    await expect(sync()).rejects.toThrow(
      /Omnicasa GetPropertyList: language \w\w: record ID \d+: field Price: expected number, received string/,
    )
    const { docs } = await payload.find({
      collection: 'crm-imports',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ outcome: 'failed', activeSlot: null })
    expect(docs[0]?.error).toMatch(/field Price/)
    expect(await dump()).toEqual(before)
    expect(mirrorPrices()).toEqual(mirrorBefore)
    // Fixed at the source: the next sync brings the change it missed.
    fake.mode = 'up'
    await sync()
    expect(mirrorPrices()).toContainEqual([[...fake.listings.get('fr')!.keys()][0], 222_222])
  })

  it('loses nothing and duplicates nothing when the CRM is down for a cycle', async () => {
    const id = [...fake.listings.get('fr')!.keys()][2]!
    fake.changeListing(id, (record) => ({ ...record, Price: 333_333 }))
    fake.mode = 'down'
    await expect(sync()).rejects.toThrow(/answered HTTP 500/)
    // Three tries of the first call, then nothing else.
    expect(fake.calls.length).toBe(3)
    expect((await property(id))?.price?.amount).not.toBe(333_333)
    fake.mode = 'up'
    const result = await sync()
    if (result.outcome !== 'succeeded') throw new Error(result.outcome)
    expect((await property(id))?.price?.amount).toBe(333_333)
    expect(result.summary.properties.created).toBe(0)
    const { totalDocs } = await payload.count({ collection: 'properties', where: { id: { equals: id } } })
    expect(totalDocs).toBe(1)
  })

  it('compares a listing another import wrote since, and restores the CRM’s version', async () => {
    const id = [...fake.listings.get('fr')!.keys()][3]!
    const crmPrice = (await property(id))?.price?.amount
    const other = copySnapshot()
    try {
      other.editListing(id, (record) => ({ ...record, Price: 1 }))
      await importSnapshot(payload, new FileSnapshotSource(other.dir))
    } finally {
      other.remove()
    }
    expect((await property(id))?.price?.amount).toBe(1)
    // Nothing changed in the CRM; the mirror cannot vouch for what the other import wrote.
    const result = await sync()
    if (result.outcome !== 'succeeded') throw new Error(result.outcome)
    expect((await property(id))?.price?.amount).toBe(crmPrice)
    // The other import also undid the earlier tests' changes: each is read and restored, and
    // only those (the mirror vouched for the rest); the listing deleted in the CRM goes again.
    expect(result.summary.properties.updated).toBeGreaterThanOrEqual(1)
    expect(result.listingsRead).toBe(result.summary.properties.updated)
    expect(result.summary.properties.withdrawn).toBe(1)
  })

  it('runs one sync at a time: while another run holds the slot, a sync is busy and asks the CRM nothing', async () => {
    const other = await claimImportRun(payload, { source: 'another instance' })
    try {
      expect(await sync()).toEqual({ outcome: 'busy' })
      expect(fake.calls).toEqual([])
    } finally {
      await finishRun(payload, other, Date.now(), { outcome: 'failed', error: 'test' })
    }
  })

  it('keeps a month of successful syncs in the history, and every failed run', async () => {
    const old = new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString()
    const make = (outcome: 'succeeded' | 'failed', source: string) =>
      payload.create({
        collection: 'crm-imports',
        overrideAccess: true,
        data: { startedAt: old, outcome, source, createdAt: old },
      })
    const [succeeded, failed, imported] = [
      await make('succeeded', 'Omnicasa: changes'),
      await make('failed', 'Omnicasa: changes'),
      await make('succeeded', 'data/crm'),
    ]
    await sync()
    const left = async (id: number) =>
      (
        await payload.count({
          collection: 'crm-imports',
          where: { id: { equals: id } },
          overrideAccess: true,
        })
      ).totalDocs
    expect([await left(succeeded.id), await left(failed.id), await left(imported.id)]).toEqual([0, 1, 1])
  })

  it('reconciles everything nightly without fetching photos again, and rebuilds a lost mirror', async () => {
    const full = await sync('full')
    if (full.outcome !== 'succeeded') throw new Error(full.outcome)
    expect(pictureCalls()).toEqual([])
    expect(full.summary.properties.updated + full.summary.properties.created).toBe(0)
    // A full sync vouches for nothing: every listing is read and compared.
    expect(full.listingsRead).toBe(full.summary.properties.unchanged)
    rmSync(mirrorDir, { recursive: true, force: true })
    fake.calls.length = 0
    const rebuilt = await sync()
    if (rebuilt.outcome !== 'succeeded') throw new Error(rebuilt.outcome)
    // No cursor: everything was asked for, and nothing in the database changed.
    expect(fake.calls.find((c) => c.call === 'GetPropertyList')?.params.ChangeSince).toBeUndefined()
    expect(rebuilt.summary.properties.updated + rebuilt.summary.properties.created).toBe(0)
    expect(existsSync(path.join(mirrorDir, 'sync.json'))).toBe(true)
  })
})
