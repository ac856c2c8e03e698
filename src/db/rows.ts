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

/**
 * The same, inside the transaction `req` carries (Payload keeps each transaction's drizzle session
 * by its id): a conditional write that must commit or roll back with the rest of the request's.
 */
export async function queryRowsIn<T>(
  payload: Payload,
  req: { transactionID?: number | string | Promise<number | string> },
  query: SQL,
): Promise<T[]> {
  const id = await req.transactionID
  const sessions = (payload.db as unknown as { sessions?: Record<string, { db: Db }> }).sessions
  const db = id === undefined ? undefined : sessions?.[String(id)]?.db
  // Outside the transaction the write would commit on its own: refuse instead.
  if (!db) throw new Error('queryRowsIn needs a request in a transaction')
  if (db.all) return (await db.all(query)) as T[]
  return ((await db.execute?.(query))?.rows ?? []) as T[]
}
