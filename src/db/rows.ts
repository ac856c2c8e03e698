import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

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
 * The rows a plain SQL statement returns inside the transaction `req` carries (Payload's
 * initTransaction), on either adapter: for a conditional write that must commit with the rest.
 */
export async function transactionRows<T>(payload: Payload, req: PayloadRequest, query: SQL): Promise<T[]> {
  const sessions = (payload.db as unknown as { sessions?: Record<string, { db: Db }> }).sessions
  const db = sessions?.[String(await req.transactionID)]?.db
  if (!db) throw new Error('transactionRows: the request carries no transaction')
  if (db.all) return (await db.all(query)) as T[]
  return ((await db.execute?.(query))?.rows ?? []) as T[]
}
