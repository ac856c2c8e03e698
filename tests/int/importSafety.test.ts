import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Type-only import: the module loads after createTestPayload() has chosen the database.
import type * as ImportModule from '@/integrations/omnicasa/import'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { copySnapshot } from '../helpers/snapshot'
import { importProcess } from './importSafety/process'
import { comparable, dump, type ImportLib, writeWithPayloadAdapter } from './importSafety/reference'

let t: TestPayload
let payload: Payload
let lib: ImportLib

const importInto = (p: Payload, dir: string, options?: ImportModule.ImportOptions) =>
  lib.import.importSnapshot(p, new lib.source.FileSnapshotSource(dir), options)
const importFrom = (dir: string, options?: ImportModule.ImportOptions) => importInto(payload, dir, options)

describe(`CRM import safety (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    lib = {
      import: await import('@/integrations/omnicasa/import'),
      plan: await import('@/integrations/omnicasa/plan'),
      prepare: await import('@/integrations/omnicasa/prepare'),
      source: await import('@/integrations/omnicasa/source'),
    }
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('stores every record exactly as Payload’s own database adapter does, created or updated', async () => {
    // Every listing is written twice: created from an older snapshot (other prices, one photo and
    // one unit fewer), then updated from the current one, whose towns and owners then exist.
    const older = copySnapshot()
    for (const language of ['fr', 'nl', 'en'])
      older.edit(`properties.${language}.json`, (records) =>
        records.map((r) => ({
          ...r,
          Price: Number(r.Price) + 1,
          ...(r.ID === 102 ? { XLargePictureItems: (r.XLargePictureItems as unknown[]).slice(1) } : {}),
        })),
      )
    older.edit('projects.fr.json', (records) =>
      records.map((r) => ({ ...r, Units: (r.Units as unknown[]).slice(1) })),
    )
    await importFrom(older.dir)
    older.remove()
    const summary = await importFrom('data/crm')
    expect(summary.properties).toMatchObject({ created: 0, updated: 28 })
    const reference = await createTestPayload()
    try {
      await writeWithPayloadAdapter(lib, reference.payload, 'data/crm')
      const expected = await comparable(reference.payload)
      const actual = await comparable(payload)
      for (const [collection, docs] of Object.entries(expected)) {
        expect(docs.length, collection).toBeGreaterThan(0)
        expect(actual[collection], collection).toEqual(docs)
      }
    } finally {
      await reference.cleanup()
    }
  })

  it('gives owners who share an e-mail address (in any case) one account that owns all their listings', async () => {
    const fresh = await createTestPayload()
    const p = fresh.payload
    const snapshot = copySnapshot()
    const login = (email: string, password: string) =>
      p.login({ collection: 'owners', data: { email, password } })
    const ownerOf = async (email: string) =>
      (await p.find({ collection: 'owners', where: { email: { equals: email } }, depth: 0 })).docs[0]!
    try {
      // Pieter Vermeulen (20533) and James Whitfield (21102) now share Pieter's address.
      snapshot.edit('owners.json', (owners) =>
        owners.map((o) => (o.ID === 21102 ? { ...o, Email: 'Pieter.Vermeulen@Example.NET' } : o)),
      )
      const summary = await importInto(p, snapshot.dir)
      expect(summary.owners).toMatchObject({ created: 2, updated: 0, withdrawn: 0 })
      const accounts = await p.find({ collection: 'owners', depth: 0, sort: 'crmId', pagination: false })
      expect(accounts.docs.map((o) => [o.crmId, o.email])).toEqual([
        [20417, 'isabelle.dumont@example.org'],
        [20533, 'pieter.vermeulen@example.net'],
      ])
      const pieter = accounts.docs[1]!
      const both = [102, 48650, 49301, 49356, 49219, 48877]
      expect(pieter.properties).toEqual(both)
      const owned = { owner: { equals: pieter.id } }
      const listings = await p.find({ collection: 'properties', where: owned, depth: 0, pagination: false })
      expect(listings.docs.map((d) => d.id).sort()).toEqual([...both].sort())
      expect((await p.count({ collection: 'property-statistics', where: owned })).totalDocs).toBe(6)
      expect((await p.count({ collection: 'communications', where: owned })).totalDocs).toBe(24 + 20)

      // The import gives an account no password: logging in fails until the owner sets one
      // (through the password reset link; here directly).
      await expect(login('pieter.vermeulen@example.net', 'anything')).rejects.toThrow()
      await p.update({ collection: 'owners', id: pieter.id, data: { password: 'correct horse battery' } })
      await expect(login('Pieter.Vermeulen@example.net', 'correct horse battery')).resolves.toMatchObject({
        user: { id: pieter.id },
      })

      // The CRM tells them apart again: James gets his own account, Pieter keeps his password.
      const apart = await importInto(p, 'data/crm')
      expect(apart.owners).toMatchObject({ created: 1, updated: 1, unchanged: 1 })
      expect((await ownerOf('pieter.vermeulen@example.net')).properties).toEqual([102, 48650, 49301, 49356])
      expect((await ownerOf('james.whitfield@example.com')).properties).toEqual([49219, 48877])
      await expect(login('pieter.vermeulen@example.net', 'correct horse battery')).resolves.toBeTruthy()

      // Shared again, now that both have an account: Pieter's account owns everything, James's
      // account stays (with its address and password) but no longer stands for a CRM owner.
      const shared = await importInto(p, snapshot.dir)
      expect(shared.owners).toMatchObject({ created: 0, updated: 1, unchanged: 1, withdrawn: 1 })
      expect((await ownerOf('pieter.vermeulen@example.net')).properties).toEqual(both)
      expect(await ownerOf('james.whitfield@example.com')).toMatchObject({ crmId: null, properties: [] })
      await expect(login('pieter.vermeulen@example.net', 'correct horse battery')).resolves.toBeTruthy()
      expect((await importInto(p, snapshot.dir)).owners).toMatchObject({ unchanged: 2, updated: 0 })
    } finally {
      snapshot.remove()
      await fresh.cleanup()
    }
  })

  it('reads back what it committed, and fails when a record did not stay', async () => {
    await importFrom('data/crm')
    const error = await importFrom('data/crm', {
      onEvent: async (event) => {
        // As if the row were lost between the commit and the check.
        if (event.phase === 'verifying')
          await payload.db.deleteOne({ collection: 'properties', where: { id: { equals: 47630 } } })
      },
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ImportVerificationError' })
    expect((error as Error).message).toMatch(/properties: 1 missing \(47630\)/)
    const again = await importFrom('data/crm')
    expect(again.properties).toMatchObject({ created: 1, unchanged: 27 })
  })

  it('fails when the database did not keep a commit it reported as done', async () => {
    const snapshot = copySnapshot()
    const commit = vi.spyOn(payload.db, 'commitTransaction')
    try {
      snapshot.editListing(102, (record) => ({ ...record, Price: 990 }))
      const before = await dump(payload)
      // A COMMIT that reports success while the database rolled the changes back.
      commit.mockImplementationOnce(async (id) => {
        await payload.db.rollbackTransaction(id)
      })
      const error = await importFrom(snapshot.dir).catch((e: unknown) => e)
      expect(commit).toHaveBeenCalledTimes(1)
      expect(error).toMatchObject({ name: 'ImportVerificationError' })
      expect((error as Error).message).toMatch(/properties: 1 not as written \(102\)/)
      expect(await dump(payload)).toEqual(before)
    } finally {
      commit.mockRestore()
      snapshot.remove()
    }
  })

  it('leaves the database unchanged when killed mid-write, and the next import succeeds', async () => {
    await importFrom('data/crm')
    const snapshot = copySnapshot()
    try {
      snapshot.editListing(102, (record) => ({ ...record, Price: 1250 }))
      snapshot.edit('property-types.fr.json', (types) =>
        types.map((r) => ({ ...r, Name: `${String(r.Name)}!` })),
      )
      const before = await dump(payload)
      const killed = importProcess(t.databaseUrl, snapshot.dir, ['--pause-mid-write', '60000'])
      await killed.waitFor('Paused mid-write.')
      killed.child.kill('SIGKILL')
      await killed.exited
      expect(await dump(payload)).toEqual(before)

      const next = importProcess(t.databaseUrl, snapshot.dir)
      expect(await next.exited, next.output()).toBe(0)
      expect(next.output()).toMatch(/Writing to the database…/)
      expect(next.output()).toMatch(/properties\s+0 new, 1 updated, 27 unchanged/)
      expect(next.output()).toMatch(/propertyTypes\s+0 new, 9 updated/)
      const villa = await payload.findByID({ collection: 'properties', id: 102, depth: 0 })
      expect(villa.price?.amount).toBe(1250)
    } finally {
      snapshot.remove()
    }
  })
})
