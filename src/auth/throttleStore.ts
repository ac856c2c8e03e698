import 'server-only'

import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { DrizzleAdapter } from '@/db/transactions'

/** A drizzle database or transaction: SQLite's reads with all(), PostgreSQL's with execute(). */
type Db = {
  all?(query: SQL): Promise<unknown[]>
  execute?(query: SQL): Promise<{ rows?: unknown[] }>
}

export type Run = <T>(query: SQL) => Promise<T[]>

const runOn =
  (db: Db): Run =>
  async <T>(query: SQL) => {
    if (db.all) return (await db.all(query)) as T[]
    return ((await db.execute?.(query))?.rows ?? []) as T[]
  }

/**
 * Runs statements in one transaction of the adapter (src/db/transactions.ts), for the counters'
 * writes. On SQLite a plain statement outside a transaction would ask for the write lock on its
 * own and fail with SQLITE_BUSY after the connection's 50 ms while an import commits; a
 * transaction waits its turn in the process's writer queue and retries BEGIN for up to 30 s.
 */
export async function inTransaction<T>(payload: Payload, work: (run: Run) => Promise<T>): Promise<T> {
  const adapter = payload.db as unknown as DrizzleAdapter
  const id = await adapter.beginTransaction()
  const session = id === null ? undefined : adapter.sessions[String(id)]
  if (id === null || !session) return work(runOn(adapter.drizzle as unknown as Db))
  try {
    const result = await work(runOn(session.db as Db))
    await adapter.commitTransaction(id)
    return result
  } catch (error) {
    await adapter.rollbackTransaction(id)
    throw error
  }
}

/** A read outside any transaction (readers never wait on SQLite in WAL mode). */
export function read<T>(payload: Payload, query: SQL): Promise<T[]> {
  return runOn((payload.db as unknown as { drizzle: Db }).drizzle)<T>(query)
}
