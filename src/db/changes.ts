import { type SQL, sql } from 'drizzle-orm'
import type {
  CollectionAfterDeleteHook,
  CollectionConfig,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalSlug,
  Payload,
  PayloadRequest,
} from 'payload'

import { afterCommit, type DrizzleAdapter } from './transactions'

/**
 * The change signal shared by every process on one database (docs/decisions/019-data-safety.md,
 * docs/caching.md).
 *
 * A change is named by what it changed: a collection's slug (`properties`) or a global's
 * (`global:site-settings`). Each name has a version row in `site_changes`. A writer (a collection
 * or global hook, the import, the seed) moves the versions of what it changed in the same
 * transaction as the change itself, so the signal and the data are committed together or not at
 * all. Writers know nothing of caches: the data layer (src/data/cache/processMemo.ts) compares the
 * counts of `changeStamp` with those it built a value under.
 *
 * `changeStamp` is this process's count of committed changes per name: moved once this process's
 * own transaction has committed, and by `watchChanges` when another process's commit is read from
 * `site_changes` (another instance on the same PostgreSQL, the import command on the same SQLite).
 */

/** What a change is about: a collection, or a global as `global:<slug>`. */
export type ChangeSource = CollectionSlug | `global:${GlobalSlug}`

export const CHANNEL = 'site_changes'

// Kept on globalThis: Next loads the proxy, route handlers, pages and instrumentation from separate
// bundles, which would otherwise each have their own copy of this module and of the counts.
const COUNTS = Symbol.for('agency.change-counts')
type Holder = { [COUNTS]?: Map<string, number> }

function counts(): Map<string, number> {
  const holder = globalThis as Holder
  holder[COUNTS] ??= new Map()
  return holder[COUNTS]
}

/**
 * How many committed changes of these sources this process has heard of, as one comparable
 * string: a value built under one stamp is stale once the stamp differs.
 */
export function changeStamp(sources: readonly string[]): string {
  const map = counts()
  return sources.map((source) => map.get(source) ?? 0).join(',')
}

const LISTENERS = Symbol.for('agency.change-listeners')
type ListenerHolder = { [LISTENERS]?: Set<(sources: readonly string[]) => void> }

function listeners(): Set<(sources: readonly string[]) => void> {
  const holder = globalThis as ListenerHolder
  holder[LISTENERS] ??= new Set()
  return holder[LISTENERS]
}

/** This process has heard of committed changes of these sources (own commit, or the feed). */
export function noteChanges(sources: readonly string[]): void {
  const map = counts()
  for (const source of sources) map.set(source, (map.get(source) ?? 0) + 1)
  for (const listener of listeners()) {
    try {
      listener(sources)
    } catch {
      // A listener's failure is its own (it logs); the counts have moved.
    }
  }
}

/**
 * Calls `listener` with the sources of every committed change this process hears of, after the
 * counts have moved (the CDN purge hook, src/http/cdnPurge.ts). Returns the unsubscribe.
 */
export function onChanges(listener: (sources: readonly string[]) => void): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

// SQLite's drizzle runs statements with run() and reads with all(); PostgreSQL's does both with execute().
type Db = {
  run?(query: SQL): Promise<unknown>
  all?(query: SQL): Promise<unknown[]>
  execute?(query: SQL): Promise<{ rows?: unknown[] }>
}

function drizzleAdapter(payload: Payload): DrizzleAdapter & { drizzle: Db } {
  return payload.db as unknown as DrizzleAdapter & { drizzle: Db }
}

const isPostgres = (payload: Payload) => payload.db.name === 'postgres'

async function run(db: Db, query: SQL): Promise<void> {
  if (db.run) await db.run(query)
  else if (db.execute) await db.execute(query)
}

/**
 * Records that these collections or globals changed, within the request's transaction (or on its
 * own when there is none): every process hears of it once, and only if, that commits.
 */
export async function recordChange(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  changed: readonly ChangeSource[],
): Promise<void> {
  const sources = [...new Set(changed)].sort() // one order everywhere: two writers never deadlock
  if (sources.length === 0) return
  const adapter = drizzleAdapter(req.payload)
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const db = ((id !== undefined && adapter.sessions[String(id)]?.db) || adapter.drizzle) as Db
  for (const source of sources) {
    await run(
      db,
      sql`INSERT INTO site_changes (tag, version) VALUES (${source}, 1)
          ON CONFLICT (tag) DO UPDATE SET version = site_changes.version + 1, changed_at = CURRENT_TIMESTAMP`,
    )
  }
  // PostgreSQL delivers a notification when (and only if) its transaction commits.
  if (isPostgres(req.payload)) await run(db, sql`SELECT pg_notify(${CHANNEL}, ${sources.join(',')})`)
  // This process's own caches: after COMMIT, so no render can keep the old row under the new count.
  await afterCommit(adapter, id, () => noteChanges(sources))
}

/**
 * afterChange and afterDelete hooks that record a change of their collection. Given to every
 * collection the site's cached reads depend on (docs/caching.md, "Adding a cached read"). A bulk
 * writer that records one change for its whole run (the import, the seed) sets
 * `context.skipChangeSignal` on its request, and the hooks stay silent.
 */
export function changeSignalHooks(): Pick<
  NonNullable<CollectionConfig['hooks']>,
  'afterChange' | 'afterDelete'
> {
  // The same for a save and a delete: both hooks hand this the document, its collection and the request.
  type Args = Pick<Parameters<CollectionAfterDeleteHook>[0], 'doc' | 'collection' | 'context' | 'req'>
  const record = async ({ doc, collection, context, req }: Args) => {
    if (!context.skipChangeSignal) await recordChange(req, [collection.slug as CollectionSlug])
    return doc
  }
  return { afterChange: [record], afterDelete: [record] }
}

/** An afterChange hook that records a change of its global (`global:<slug>`). */
export const globalChangeSignal: GlobalAfterChangeHook = async ({ doc, global, context, req }) => {
  if (!context.skipChangeSignal) await recordChange(req, [`global:${global.slug as GlobalSlug}`])
  return doc
}

/** Every source's version as the database has it now (committed changes only). */
export async function readVersions(payload: Payload): Promise<Map<string, string>> {
  const db = drizzleAdapter(payload).drizzle
  const query = sql`SELECT tag, version FROM site_changes`
  const rows = (db.all ? await db.all(query) : ((await db.execute?.(query))?.rows ?? [])) as {
    tag: string
    version: number | string | bigint
  }[]
  return new Map(rows.map((row) => [row.tag, String(row.version)]))
}

/** The sources whose version differs between two readings (new ones included). */
export function changedSources(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([source, version]) => before.get(source) !== version).map(([source]) => source)
}
