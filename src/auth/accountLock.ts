import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { queryRowsIn } from '@/db/rows'
import { oneSignInAtATime } from './signInQueue'

/** How long a sign-in waits for another instance's sign-in to the same account before it fails. */
const LOCK_TIMEOUT = '10s'

type Account = { collection: string; email: string }

const lockKey = ({ collection, email }: Account) => `sign-in\n${collection}\n${email.trim().toLowerCase()}`

/**
 * Whether accounts are locked in the database: on PostgreSQL, which several instances may share.
 * SQLite serves one instance, and its transactions already hold its only write lock from the start.
 */
export const locksAccounts = (req: PayloadRequest): boolean => req.payload.db.name === 'postgres'

/**
 * Takes the account's lock in the transaction `req` carries, on PostgreSQL, until that transaction
 * commits or rolls back: every write of an account's sessions by the site's instances goes through
 * it (a sign-in, a token refresh, a sign-out, a password reset), so each reads the list the last
 * one wrote. Payload's login, refresh, logout and reset each read the account, change its list of
 * sessions and write the whole list back (decision 026). On SQLite (`locksAccounts`), and outside
 * a transaction, where there is nothing to hold a lock, it does nothing.
 */
export async function lockAccount(req: PayloadRequest, account: Account): Promise<void> {
  if (!locksAccounts(req) || req.transactionID === undefined) return
  await queryRowsIn(req.payload, req, sql`select set_config('lock_timeout', ${LOCK_TIMEOUT}, true)`)
  await queryRowsIn(
    req.payload,
    req,
    sql`select pg_advisory_xact_lock(hashtextextended(${lockKey(account)}, 0))`,
  )
}

/**
 * Runs a sign-in to one account after every other instance's sign-in to it has committed, when the
 * site runs as several instances on one PostgreSQL. `oneSignInAtATime` (./signInQueue.ts) orders the
 * sign-ins of one process; this orders those of different processes. Payload's login reads the
 * account before it opens its transaction, so the sign-in runs in a transaction of `req` opened
 * here, which first takes the account's lock (`lockAccount`): the login's read then waits for the
 * other instance's commit.
 *
 * On SQLite and for a request already in a transaction (which this cannot commit), the sign-in
 * runs as it is. When Payload rolls its transaction back on an error, so is the lock's.
 */
export async function underAccountLock<T>(
  req: PayloadRequest,
  account: Account,
  signIn: () => Promise<T>,
): Promise<T> {
  const { payload } = req
  if (!locksAccounts(req) || req.transactionID !== undefined) return signIn()
  const id = await payload.db.beginTransaction()
  if (id === null) return signIn()
  req.transactionID = id
  // Payload's login kills the request's transaction itself when it fails after opening one.
  const ours = () => req.transactionID === id
  try {
    await lockAccount(req, account)
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

/**
 * A sign-in of the site (the REST login of staff and owners, the owner portal's form): after every
 * other sign-in to the account in this process (`oneSignInAtATime`, which also keeps a process to
 * one database connection waiting per account), then under the account's lock across instances.
 */
export function signInToAccount<T>(
  req: PayloadRequest,
  account: Account,
  signIn: () => Promise<T>,
): Promise<T> {
  return oneSignInAtATime(account.collection, account.email, () => underAccountLock(req, account, signIn))
}
