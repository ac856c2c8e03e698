import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { commitTransaction, createLocalReq, getPayload, initTransaction, killTransaction } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Type-only: the modules load after createTestPayload() has chosen the database.
import type * as ChangesModule from '@/db/changes'
import type * as WatchModule from '@/db/watchChanges'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

let t: TestPayload
let payload: Payload
let changes: typeof ChangesModule
let watch: typeof WatchModule

const sqlite = testDatabaseKind === 'sqlite'
const agencyName = async (p: Payload = payload) =>
  ((await p.findGlobal({ slug: 'site-settings', depth: 0 })).agency as { name?: string } | undefined)?.name
const saveAgencyName = (name: string, p: Payload = payload) =>
  p.updateGlobal({ slug: 'site-settings', data: { agency: { name } } as never, depth: 0 })

/** A second connection to the same database, as another process (a backup, a second instance) has. */
async function otherConnection() {
  if (sqlite) {
    const client = createClient({ url: t.databaseUrl })
    return {
      exec: async (statement: string) => void (await client.execute(statement)),
      close: async () => client.close(),
    }
  }
  const client = new pg.Client({ connectionString: t.databaseUrl })
  await client.connect()
  return {
    exec: async (statement: string) => void (await client.query(statement)),
    close: () => client.end(),
  }
}

/** Raw SQL on the transaction of `req` (the connection Payload writes with). */
async function execInTransaction(req: Awaited<ReturnType<typeof createLocalReq>>, statement: string) {
  const { sql } = await import('drizzle-orm')
  const db = payload.db as unknown as {
    sessions: Record<
      string,
      { db: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> } }
    >
  }
  const tx = db.sessions[String(await req.transactionID)]?.db
  if (!tx) throw new Error('no open transaction')
  await (tx.run ? tx.run(sql.raw(statement)) : tx.execute?.(sql.raw(statement)))
}

describe(`data safety (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    changes = await import('@/db/changes')
    watch = await import('@/db/watchChanges')
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it.runIf(sqlite)(
    'runs SQLite in WAL mode with the settings on every connection, also after a write',
    async () => {
      const client = (payload.db as unknown as { client: ReturnType<typeof createClient> }).client
      const setting = async (name: string) =>
        Object.values((await client.execute(`PRAGMA ${name}`)).rows[0] ?? {})[0]
      for (let round = 0; round < 2; round++) {
        // Each save hands the client's connection to its transaction; the next statement opens a new one.
        await saveAgencyName(`Round ${round}`)
        expect(await setting('journal_mode')).toBe('wal')
        expect(Number(await setting('busy_timeout'))).toBe(50)
        expect(Number(await setting('cache_size'))).toBe(-65536)
        expect(Number(await setting('mmap_size'))).toBe(1073741824)
      }
    },
  )

  it('reports a COMMIT the database refuses, and keeps nothing of it', async () => {
    const setup = await otherConnection()
    const deferred = sqlite ? '' : ' DEFERRABLE INITIALLY DEFERRED'
    await setup.exec('CREATE TABLE safety_parent (id integer PRIMARY KEY)')
    await setup.exec(`CREATE TABLE safety_child (parent integer REFERENCES safety_parent (id)${deferred})`)
    await setup.close()
    await saveAgencyName('Before')

    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await saveAgencyNameIn(req, 'Lost')
    // A foreign key checked only at COMMIT: the database refuses the whole transaction then.
    if (sqlite) await execInTransaction(req, 'PRAGMA defer_foreign_keys = ON')
    await execInTransaction(req, 'INSERT INTO safety_child (parent) VALUES (42)')
    await expect(commitTransaction(req)).rejects.toThrow(/did not commit/)
    await killTransaction(req)
    expect(await agencyName()).toBe('Before')
    // The adapter is usable afterwards.
    await saveAgencyName('After')
    expect(await agencyName()).toBe('After')
  })

  it('commits an admin save and an import while another connection holds a read transaction', async () => {
    const { importSnapshot } = await import('@/integrations/omnicasa/import')
    const { FileSnapshotSource } = await import('@/integrations/omnicasa/source')
    const reader = await otherConnection()
    await reader.exec(sqlite ? 'BEGIN' : 'BEGIN ISOLATION LEVEL REPEATABLE READ')
    await reader.exec('SELECT count(*) FROM users')
    await saveAgencyName('Saved under a reader')
    // The import reads back what it wrote after its COMMIT: a silent loss would throw here.
    const summary = await importSnapshot(payload, new FileSnapshotSource('data/crm'))
    await reader.exec('SELECT count(*) FROM site_settings')
    await reader.exec('COMMIT')
    await reader.close()
    expect(await agencyName()).toBe('Saved under a reader')
    expect(summary.properties.created).toBe(28)
    expect((await payload.count({ collection: 'properties' })).totalDocs).toBe(28)
  })

  it.runIf(sqlite)(
    'lets saves wait for a writer that holds the lock, without blocking the process',
    async () => {
      const writer = await otherConnection()
      await writer.exec('BEGIN IMMEDIATE') // what an import's transaction holds
      let longestGap = 0
      let last = Date.now()
      const ticker = setInterval(() => {
        longestGap = Math.max(longestGap, Date.now() - last)
        last = Date.now()
      }, 20)
      const saves = Array.from({ length: 10 }, (_, i) => saveAgencyName(`Concurrent ${i}`))
      const release = new Promise((resolve) => setTimeout(resolve, 2_000)).then(() => writer.exec('COMMIT'))
      const results = await Promise.allSettled([...saves, release])
      clearInterval(ticker)
      await writer.close()
      expect(results.filter((r) => r.status === 'rejected')).toEqual([])
      expect(await agencyName()).toMatch(/^Concurrent \d$/)
      // SQLite's own busy wait would have frozen the event loop for the whole 2 s.
      expect(longestGap).toBeLessThan(500)
    },
  )

  it.runIf(!sqlite)(
    'survives connections the database cuts, in a transaction and idle in the pool, and goes on',
    async () => {
      // A transaction holds a connection of its own; the pool keeps others idle.
      await agencyName()
      const req = await createLocalReq({}, payload)
      await initTransaction(req)
      await execInTransaction(req, "UPDATE site_settings SET agency_name = 'Never saved'")
      // What a PostgreSQL restart or failover does to every connection of this process.
      const admin = await otherConnection()
      await admin.exec(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
      await admin.close()
      // Without a listener on those clients, their `error` event was thrown: Vitest reports an
      // uncaught exception here and the run fails (the process would have ended).
      await expect(commitTransaction(req)).rejects.toThrow(/did not commit/)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await agencyName()).not.toBe('Never saved')
      await saveAgencyName('After the cut')
      expect(await agencyName()).toBe('After the cut')
    },
  )

  it('moves versions with the transaction and counts the change in this process only after COMMIT', async () => {
    const before = await changes.readVersions(payload)
    const stamp = () => changes.changeStamp(['pages', 'properties'])
    const counted = stamp()

    const rolledBack = await createLocalReq({}, payload)
    await initTransaction(rolledBack)
    await changes.recordChange(rolledBack, ['pages'])
    await killTransaction(rolledBack)
    expect(changes.changedSources(before, await changes.readVersions(payload))).toEqual([])
    expect(stamp()).toBe(counted)

    const committed = await createLocalReq({}, payload)
    await initTransaction(committed)
    await changes.recordChange(committed, ['properties', 'pages', 'pages'])
    expect(stamp()).toBe(counted)
    await commitTransaction(committed)
    const [pages, properties] = counted.split(',').map(Number)
    expect(stamp()).toBe(`${(pages ?? 0) + 1},${(properties ?? 0) + 1}`)
    expect(changes.changedSources(before, await changes.readVersions(payload)).sort()).toEqual([
      'pages',
      'properties',
    ])
  })

  it('records a save of a collection or a global through its hooks, unless the writer signals itself', async () => {
    const stamp = () => changes.changeStamp(['testimonials', 'global:site-settings'])
    const before = stamp()
    const doc = await payload.create({
      collection: 'testimonials',
      data: {
        name: 'Hooked',
        comment: 'Signalled by its hook',
        language: 'fr',
        approved: true,
        postedAt: new Date().toISOString(),
      },
      depth: 0,
    })
    await saveAgencyName('Signalled too')
    expect(stamp()).not.toBe(before)
    const [testimonials, settings] = before.split(',').map(Number)
    expect(stamp()).toBe(`${(testimonials ?? 0) + 1},${(settings ?? 0) + 1}`)
    const after = stamp()
    await payload.update({
      collection: 'testimonials',
      id: doc.id,
      data: { comment: 'A bulk writer signals once itself' },
      context: { skipChangeSignal: true },
      depth: 0,
    })
    expect(stamp()).toBe(after)
    await payload.delete({ collection: 'testimonials', id: doc.id, depth: 0 })
    expect(stamp()).toBe(`${(testimonials ?? 0) + 2},${(settings ?? 0) + 1}`)
  })

  it('tells another process on the same database of a change within two seconds', async () => {
    const { default: config } = await import('@/payload.config')
    const other = await getPayload({ config, key: `${t.databaseUrl}#b` })
    const heard: string[][] = []
    const watcher = await watch.watchChanges(other, (sources) => heard.push(sources), {
      // On PostgreSQL the notification must carry it: the next poll would come too late.
      pollMs: sqlite ? 1_000 : 60_000,
      postgresUrl: sqlite ? undefined : t.databaseUrl,
    })
    try {
      const started = Date.now()
      await saveAgencyName('Seen elsewhere')
      while (!heard.flat().includes('global:site-settings') && Date.now() - started < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      const delay = Date.now() - started
      expect(heard.flat()).toContain('global:site-settings')
      expect(delay).toBeLessThan(2_000)
      expect(await agencyName(other)).toBe('Seen elsewhere')
    } finally {
      await watcher.stop()
      const { closePayload } = await import('@/db/close')
      await closePayload(other)
    }
  })
})

async function saveAgencyNameIn(req: Awaited<ReturnType<typeof createLocalReq>>, name: string) {
  await payload.updateGlobal({ slug: 'site-settings', data: { agency: { name } } as never, depth: 0, req })
}
