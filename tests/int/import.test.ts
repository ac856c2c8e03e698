import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Type-only imports: the modules themselves load after createTestPayload() has chosen the database.
import type * as ChangesModule from '@/db/changes'
import type * as ImportModule from '@/integrations/omnicasa/import'
import type * as SourceModule from '@/integrations/omnicasa/source'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { copySnapshot } from '../helpers/snapshot'

let t: TestPayload
let payload: Payload
let importSnapshot: typeof ImportModule.importSnapshot
let FileSnapshotSource: typeof SourceModule.FileSnapshotSource
let changes: typeof ChangesModule

const collections = [
  'properties',
  'property-types',
  'cities',
  'projects',
  'tree-nodes',
  'owners',
  'property-statistics',
  'communications',
] as const

/** Every CRM-fed document in every language, as the database holds it (timestamps included). */
async function dump(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {}
  for (const collection of collections) {
    const result = await payload.find({
      collection,
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'id',
    })
    out[collection] = result.docs
  }
  return out
}

const importFrom = (dir: string) => importSnapshot(payload, new FileSnapshotSource(dir))
const languages = ['fr', 'nl', 'en'] as const

describe(`CRM import (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    ;({ importSnapshot } = await import('@/integrations/omnicasa/import'))
    ;({ FileSnapshotSource } = await import('@/integrations/omnicasa/source'))
    changes = await import('@/db/changes')
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('imports the whole snapshot in every language', async () => {
    const summary = await importFrom('data/crm')
    expect(summary.properties.created).toBe(28)
    expect(summary.cities.created).toBe(18)
    expect(summary.propertyTypes.created).toBe(9)
    const villa = await payload.findByID({ collection: 'properties', id: 102, locale: 'all', depth: 0 })
    const titles = villa.title as unknown as Record<string, string>
    expect(Object.keys(titles).sort()).toEqual(['en', 'fr', 'nl'])
    expect(villa.listedForRent && villa.listedAsTouristRental).toBe(true)
    const sold = await payload.find({ collection: 'properties', where: { availability: { equals: 'sold' } } })
    expect(sold.totalDocs).toBeGreaterThanOrEqual(2)
    const owner = await payload.find({ collection: 'owners', where: { email: { exists: true } }, depth: 0 })
    expect(owner.docs.every((o) => (o.properties ?? []).length >= 1)).toBe(true)
    // Array rows keep their localized values in every language (one write for all of them):
    // a project's price-list document has its own text in French and in English.
    const project = (
      await payload.find({ collection: 'projects', locale: 'all', depth: 0, limit: 1, sort: 'id' })
    ).docs[0]
    const document = project?.documents?.[0] as unknown as {
      name: Record<string, string>
      lines: Record<string, string[]>
    }
    expect(Object.keys(document.lines).sort()).toEqual(['en', 'fr', 'nl'])
    expect(document.lines.fr).not.toEqual(document.lines.en)
    expect(document.name.fr).not.toEqual(document.name.en)
  })

  it('stores each property’s public view: the record as a visitor reads it, in every language', async () => {
    // Null and absent are the same to the pages; bookkeeping fields are not part of the view.
    const bookkeeping = new Set([
      'createdAt',
      'updatedAt',
      'importHash',
      'publicView',
      'withdrawnAt',
      'status',
    ])
    const normal = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(normal)
      if (!value || typeof value !== 'object') return value
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key, v]) => v !== null && v !== undefined && !bookkeeping.has(key))
          .map(([key, v]) => [key, normal(v)])
          .sort(([a], [b]) => String(a).localeCompare(String(b))),
      )
    }
    let compared = 0
    for (const locale of ['fr', 'nl', 'en', 'de'] as const) {
      const full = await payload.find({
        collection: 'properties',
        locale,
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: false,
      })
      const views = await payload.find({
        collection: 'properties',
        locale,
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { publicView: true },
      })
      const viewById = new Map(views.docs.map((doc) => [doc.id, doc.publicView]))
      for (const doc of full.docs) {
        const view = viewById.get(doc.id) as Record<string, unknown>
        expect(view).not.toHaveProperty('crmRecord')
        expect(view).not.toHaveProperty('owner')
        expect(normal({ ...view, id: doc.id }), `${locale} ${doc.id}`).toEqual(normal(doc))
        compared += 1
      }
    }
    expect(compared).toBe(4 * 28)
  })

  it('is idempotent: a second run changes nothing in the database', async () => {
    const before = await dump()
    const versions = await changes.readVersions(payload)
    const summary = await importFrom('data/crm')
    expect(summary.properties).toMatchObject({ created: 0, updated: 0, unchanged: 28, withdrawn: 0 })
    expect(await dump()).toEqual(before)
    // Nothing written, nothing signalled: no process reads anything again.
    expect(changes.changedSources(versions, await changes.readVersions(payload))).toEqual([])
  })

  it('signals one change of the CRM collections when it writes, heard by this process after COMMIT', async () => {
    const crm = [
      'cities',
      'communications',
      'projects',
      'properties',
      'property-statistics',
      'property-types',
      'tree-nodes',
      'visit-slots',
    ] as const
    const versions = await changes.readVersions(payload)
    const counted = changes.changeStamp(crm)
    const snapshot = copySnapshot()
    try {
      for (const language of languages) {
        snapshot.edit(`properties.${language}.json`, (records) =>
          records.map((r) => (r.ID === 47630 ? { ...r, Price: 123_456 } : r)),
        )
      }
      expect((await importFrom(snapshot.dir)).properties.updated).toBe(1)
    } finally {
      snapshot.remove()
    }
    expect(changes.changedSources(versions, await changes.readVersions(payload)).sort()).toEqual([...crm])
    const moved = counted.split(',').map((count) => String(Number(count) + 1))
    expect(changes.changeStamp(crm)).toBe(moved.join(','))
    expect((await importFrom('data/crm')).properties.updated).toBe(1)
  })

  it('marks a property missing from a new snapshot as withdrawn, and brings it back when it returns', async () => {
    const snapshot = copySnapshot()
    try {
      for (const language of languages) {
        snapshot.edit(`properties.${language}.json`, (records) => records.filter((r) => r.ID !== 47630))
      }
      const summary = await importFrom(snapshot.dir)
      expect(summary.properties.withdrawn).toBe(1)
      const gone = await payload.findByID({ collection: 'properties', id: 47630, depth: 0 })
      expect(gone.status).toBe('withdrawn')
      expect(gone.withdrawnAt).toBeTruthy()
      const active = await payload.count({
        collection: 'properties',
        where: { status: { equals: 'active' } },
      })
      expect(active.totalDocs).toBe(27)
    } finally {
      snapshot.remove()
    }
    const back = await importFrom('data/crm')
    expect(back.properties.updated).toBe(1)
    const returned = await payload.findByID({ collection: 'properties', id: 47630, depth: 0 })
    expect(returned.status).toBe('active')
  })

  it('rejects a malformed snapshot naming file, record and field, and leaves the database untouched', async () => {
    const before = await dump()
    const snapshot = copySnapshot()
    try {
      snapshot.edit('properties.nl.json', (records) =>
        records.map((r) => (r.ID === 102 ? { ...r, Price: 'duizend euro' } : r)),
      )
      const error = await importFrom(snapshot.dir).catch((e: unknown) => e)
      expect(error).toMatchObject({
        name: 'SnapshotError',
        file: 'properties.nl.json',
        record: 'ID 102',
        field: 'Price',
      })
      expect(String((error as Error).message)).toMatch(/properties\.nl\.json: record ID 102: field Price/)
    } finally {
      snapshot.remove()
    }
    expect(await dump()).toEqual(before)
  })

  it('rolls back every write when the database refuses one record half-way', async () => {
    const before = await dump()
    const snapshot = copySnapshot()
    try {
      // Valid for the schema, but the project does not exist: the foreign key fails on write,
      // after property types, cities and projects have already been written in the transaction.
      for (const language of languages) {
        snapshot.edit(`property-types.${language}.json`, (records) =>
          records.map((r) => ({ ...r, Name: `${String(r.Name)} (changed)` })),
        )
        snapshot.edit(`properties.${language}.json`, (records) =>
          records.map((r) => (r.ID === 49388 ? { ...r, ProjectID: 999_999 } : r)),
        )
      }
      await expect(importFrom(snapshot.dir)).rejects.toThrow()
    } finally {
      snapshot.remove()
    }
    expect(await dump()).toEqual(before)
  })
})
