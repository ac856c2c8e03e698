import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

// SQLite's drizzle reads with all(), PostgreSQL's with execute().
type Db = {
  all?(query: SQL): Promise<unknown[]>
  execute?(query: SQL): Promise<{ rows?: unknown[] }>
}

/**
 * The rows a plain SQL statement returns (a SELECT, or an UPDATE … RETURNING), on either adapter,
 * outside any transaction: for the few conditional writes Payload's API cannot make atomic.
 */
export async function queryRows<T>(payload: Payload, query: SQL): Promise<T[]> {
  const db = (payload.db as unknown as { drizzle: Db }).drizzle
  if (db.all) return (await db.all(query)) as T[]
  return ((await db.execute?.(query))?.rows ?? []) as T[]
}
