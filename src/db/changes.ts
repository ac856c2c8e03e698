import { sql, type SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { afterCommit, type DrizzleAdapter } from './transactions'

/**
 * The change signal shared by every process on one database (docs/decisions/019-data-safety.md).
 *
 * Each cache tag has a version row in `site_changes`. A change (an admin save, an import, the
 * seed) moves the versions of the tags it affects in the same transaction as the change itself, so
 * the signal and the data are committed together or not at all. Every server process reads the
 * versions (`watchChanges`) and clears the tags whose version moved: another instance on the same
 * PostgreSQL, or the import command's own process on the same SQLite file, is heard the same way.
 */

export const CHANNEL = 'site_changes'

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
 * Moves the tags' versions within the request's transaction (or on their own when there is none),
 * and runs `local` once that has committed, for this process's own caches.
 */
export async function recordChange(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  tagNames: readonly string[],
  local: (tags: string[]) => void,
): Promise<void> {
  const tags = [...new Set(tagNames)].sort() // one order everywhere: two writers never deadlock
  if (tags.length === 0) return
  const adapter = drizzleAdapter(req.payload)
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const db = ((id !== undefined && adapter.sessions[String(id)]?.db) || adapter.drizzle) as Db
  for (const tag of tags) {
    await run(
      db,
      sql`INSERT INTO site_changes (tag, version) VALUES (${tag}, 1)
          ON CONFLICT (tag) DO UPDATE SET version = site_changes.version + 1, changed_at = CURRENT_TIMESTAMP`,
    )
  }
  // PostgreSQL delivers a notification when (and only if) its transaction commits.
  if (isPostgres(req.payload)) await run(db, sql`SELECT pg_notify(${CHANNEL}, ${tags.join(',')})`)
  await afterCommit(adapter, id, () => local(tags))
}

/** Every tag's version as the database has it now (committed changes only). */
export async function readVersions(payload: Payload): Promise<Map<string, string>> {
  const db = drizzleAdapter(payload).drizzle
  const query = sql`SELECT tag, version FROM site_changes`
  const rows = (db.all ? await db.all(query) : ((await db.execute?.(query))?.rows ?? [])) as {
    tag: string
    version: number | string | bigint
  }[]
  return new Map(rows.map((row) => [row.tag, String(row.version)]))
}

/** The tags whose version differs between two readings (new tags included). */
export function changedTags(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([tag, version]) => before.get(tag) !== version).map(([tag]) => tag)
}
