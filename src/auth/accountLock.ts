import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { queryRowsIn } from '@/db/rows'

/** How long a sign-in waits for another instance's sign-in to the same account before it fails. */
const LOCK_TIMEOUT = '10s'

/**
 * Runs a sign-in to one account after every other instance's sign-in to it has committed, when the
 * site runs as several instances on one PostgreSQL. `oneSignInAtATime` (./signInQueue.ts) orders the
 * sign-ins of one process; this orders those of different processes. The sign-in runs in a
 * transaction of `req` that first takes an advisory lock named after the account, held until the
 * commit: Payload's login reads the account's sessions within that transaction, so it reads the
 * list the other instance wrote, not the one it had before (decision 026).
 *
 * On SQLite (one instance) and for a request already in a transaction (which this cannot commit),
 * the sign-in runs as it is. When Payload rolls its transaction back on an error, so is the lock's.
 */
export async function underAccountLock<T>(
  req: PayloadRequest,
  account: { collection: string; email: string },
  signIn: () => Promise<T>,
): Promise<T> {
  const { payload } = req
  if (payload.db.name !== 'postgres' || req.transactionID !== undefined) return signIn()
  const id = await payload.db.beginTransaction()
  if (id === null) return signIn()
  req.transactionID = id
  // Payload's login kills the request's transaction itself when it fails after opening one.
  const ours = () => req.transactionID === id
  const key = `sign-in\n${account.collection}\n${account.email.trim().toLowerCase()}`
  try {
    await queryRowsIn(payload, req, sql`select set_config('lock_timeout', ${LOCK_TIMEOUT}, true)`)
    await queryRowsIn(payload, req, sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
    const result = await signIn()
    if (ours()) await payload.db.commitTransaction(id)
    return result
  } catch (error) {
    if (ours()) await payload.db.rollbackTransaction(id)
    throw error
  } finally {
    if (ours()) delete req.transactionID
  }
}
