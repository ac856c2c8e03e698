import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { recordChange } from '@/db/changes'
import type { PreviousListing } from '@/domain/demand/alerts'
import { alertBaseline, recordListingEvents } from './alerts'
import { fingerprint, readIndexes } from './indexes'
import { planImport } from './plan'
import { type ImportSummary, type Preparation, prepareImport } from './prepare'
import type { CrmSource } from './source'
import { verifyImport } from './verify'
import { type SqlSession, Writer } from './writer'

export type { ImportSummary, Tally } from './prepare'
export { ImportVerificationError } from './verify'

/**
 * Moments of an import a caller may act on: `writing` when the write transaction has begun (it
 * holds SQLite's write lock until `committed`), `midway` inside it with about half the records
 * written, `verifying` after the commit, before what was written is read back.
 */
export type ImportEvent =
  | { phase: 'writing' }
  | { phase: 'midway' }
  | {
      phase: 'committed'
      prepareMs: number
      transactionMs: number
      /** The hash each listing of the snapshot is stored with now, by id. */
      listingHashes: ReadonlyMap<string, string>
    }
  | { phase: 'verifying' }

export type ImportOptions = {
  onProgress?: (done: number, total: number, step: string) => void
  /** Awaited: a test can stop the import at a given moment. */
  onEvent?: (event: ImportEvent) => void | Promise<void>
}

// The preparation is compared with the database inside the transaction; if another writer changed
// an imported record in between, it is done again, this many times at most.
const ATTEMPTS = 3

/**
 * Imports a CRM snapshot. The source validates all of it first (SnapshotError naming file, record
 * and field); then every record is prepared outside any transaction (reshaped, merged, hashed,
 * compared with what is stored, turned into table rows and spooled to disk); then one short
 * transaction writes the changed records, so a failure, or a kill, leaves the database exactly as
 * it was while the site's own saves wait only that long. Records whose content did not change are
 * not written at all, which makes a second run a no-op. Listings missing from the snapshot are
 * marked withdrawn, not deleted. After the commit, what was written is read back and checked.
 */
export async function importSnapshot(
  payload: Payload,
  source: CrmSource,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const scan = await source.scan()
  const plan = planImport(scan)
  const records = Object.values(plan).reduce((sum, list) => sum + list.length, 0)
  for (let attempt = 1; ; attempt++) {
    let done = 0
    const step = (name: string) => options.onProgress?.(++done, 2 * records, name)
    const started = performance.now()
    const indexes = await readIndexes(payload)
    // What search alerts compare with (issue 18), read before the preparation as the indexes are:
    // the transaction checks that nothing it compared with changed since.
    const before = await alertBaseline(payload, indexes.properties.rows.length)
    const prep = await prepareImport({ payload, source, plan, indexes, step })
    try {
      const prepareMs = performance.now() - started
      done = records + (records - prep.writes) - 1
      step('writing')
      const transactionMs = await writeInTransaction(
        payload,
        prep,
        fingerprint(indexes),
        before,
        options,
        step,
      )
      if (transactionMs === null) {
        if (attempt < ATTEMPTS) continue
        throw new Error('Imported records kept changing while the import prepared them; nothing was written.')
      }
      await options.onEvent?.({
        phase: 'committed',
        prepareMs,
        transactionMs,
        listingHashes: prep.expected.properties,
      })
      await options.onEvent?.({ phase: 'verifying' })
      await verifyImport(payload, { hashes: prep.expected, withdrawn: prep.withdraw })
      return prep.summary
    } finally {
      await prep.spool.remove()
    }
  }
}

/**
 * The write transaction: checks that the stored records are still those the preparation compared
 * with (null if not: nothing written), then sends the spooled rows and commits. Returns how long
 * the transaction held the database, in ms.
 */
async function writeInTransaction(
  payload: Payload,
  prep: Preparation,
  prepared: string,
  before: ReadonlyMap<number, PreviousListing> | null,
  options: ImportOptions,
  step: (name: string) => void,
): Promise<number | null> {
  const req: PayloadRequest = await createLocalReq({ context: { skipChangeSignal: true } }, payload)
  await initTransaction(req)
  const started = performance.now()
  try {
    const sessions = (payload.db as unknown as { sessions?: Record<string, { db: SqlSession }> }).sessions
    const session = sessions?.[String(await req.transactionID)]?.db
    // Without its own session the writer would write outside the transaction: refuse instead.
    if (!session) throw new Error('The database adapter gave the import no transaction')
    await options.onEvent?.({ phase: 'writing' })
    if (fingerprint(await readIndexes(payload, req)) !== prepared) {
      await killTransaction(req)
      return null
    }
    const tables = payload.db.tables as Record<string, Record<string, unknown>>
    const dialect = payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
    const now = new Date().toISOString()
    const writer = new Writer(session, dialect, tables, prep.knownIds, now, (collection) =>
      step(`writing ${collection}`),
    )
    await writer.release(prep.releasedOwners)
    let entries = 0
    for await (const entry of prep.spool.read()) {
      await writer.write(entry)
      if (++entries === Math.ceil(prep.spool.length / 2)) await options.onEvent?.({ phase: 'midway' })
    }
    await writer.withdraw('properties', prep.withdraw.properties)
    await writer.withdraw('projects', prep.withdraw.projects)
    await writer.withdraw('visit_slots', prep.withdraw.visitSlots)
    for (const [collection, hashes] of Object.entries(writer.stored)) {
      for (const [key, hash] of hashes) prep.expected[collection as keyof typeof writer.stored].set(key, hash)
    }
    const withdrawn =
      prep.withdraw.properties.length + prep.withdraw.projects.length + prep.withdraw.visitSlots.length
    if (before) await recordListingEvents(payload, req, session, before, writer.writtenProperties, now)
    if (entries > 0 || withdrawn > 0) {
      // One change for the whole run, in the same transaction: every process hears of it once the
      // import has committed, and reads these collections afresh.
      await recordChange(req, [
        'properties',
        'property-types',
        'cities',
        'projects',
        'tree-nodes',
        // The owner portal keeps an owner's figures and history until these change.
        'property-statistics',
        'communications',
        // The page cache keeps property pages with their booking form (docs/decisions/042).
        'visit-slots',
      ])
    }
    await commitTransaction(req)
    return performance.now() - started
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
