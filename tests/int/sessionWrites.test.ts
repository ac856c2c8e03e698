/**
 * Payload's token refresh, sign-out and password reset each read an account and write its whole
 * list of sessions back. On PostgreSQL, instances of the site take the account's lock in those
 * transactions (src/auth/sessionHooks.ts), as sign-ins do (src/auth/accountLock.ts): while another
 * instance's sign-in holds it, each of them waits, and none drops the session that sign-in adds.
 * SQLite serves one instance, whose transactions already take turns: these cases are PostgreSQL's.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { createLocalReq, logoutOperation, type Payload, type PayloadRequest, refreshOperation } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lockAccount, underAccountLock } from '@/auth/accountLock'
import { queryRows } from '@/db/rows'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { sessionIds, sidOf } from '../helpers/sessions'

let t: TestPayload
let payload: Payload
const password = 'correct-horse-battery-staple'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Account = { id: number | string; email: string }

async function account(email: string): Promise<Account> {
  return (await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })) as Account
}

/** A request of the account signed in with session `sid`, as Payload's REST handler builds it. */
async function signedInRequest(email: string, sid: string) {
  const user = { ...(await account(email)), collection: 'users' as const, _sid: sid }
  return createLocalReq({ user: user as never }, payload)
}

/**
 * A sign-in on "another instance" that holds the account's lock until `release` is called, having
 * written its session; resolves `holding` once it is there.
 */
function heldSignIn(email: string) {
  let release!: () => void
  let holding!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const held = new Promise<void>((resolve) => (holding = resolve))
  const done = (async () => {
    const req = await createLocalReq({}, payload)
    return underAccountLock(req, { collection: 'users', email }, async () => {
      const result = await payload.login({ collection: 'users', data: { email, password }, req })
      holding()
      await released
      return result
    })
  })()
  return { held, release, done }
}

/** Another instance's transaction holding the account's lock (and writing nothing) until released. */
async function heldLock(email: string) {
  const req = await createLocalReq({}, payload)
  const id = await payload.db.beginTransaction()
  req.transactionID = id ?? undefined
  await lockAccount(req, { collection: 'users', email })
  return { release: () => payload.db.commitTransaction(id ?? '') }
}

/**
 * Whether `operation` comes to wait for the account's lock: PostgreSQL lists a session waiting for
 * an advisory lock before the operation has settled. Polled for up to 10 s (a slow CPU slows the
 * password hash before a sign-in's wait, never the wait itself).
 */
async function waitsForTheLock(operation: Promise<unknown>): Promise<boolean> {
  let settled = false
  void operation.then(
    () => (settled = true),
    () => (settled = true),
  )
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && !settled; await sleep(25)) {
    const [row] = await queryRows<{ waiting: number }>(
      payload,
      sql`select count(*)::int as waiting from pg_locks
        where locktype = 'advisory' and not granted
        and database = (select oid from pg_database where datname = current_database())`,
    )
    if ((row?.waiting ?? 0) > 0) return !settled
  }
  return false
}

describe.skipIf(testDatabaseKind !== 'postgres')(
  `session writes across instances (${testDatabaseKind})`,
  () => {
    beforeAll(async () => {
      t = await createTestPayload()
      payload = t.payload
      for (const email of ['refresh@example.be', 'logout@example.be', 'reset@example.be'])
        await payload.create({ collection: 'users', data: { email, password } })
    })

    afterAll(async () => {
      await t?.cleanup()
    })

    /**
     * Signs in to `email` (session `first`), then runs `operation` as that session while another
     * instance's sign-in holds the account; checks the operation waited for it.
     */
    async function besideAnotherSignIn(email: string, operation: (req: PayloadRequest) => Promise<unknown>) {
      const first = await payload.login({ collection: 'users', data: { email, password } })
      const other = heldSignIn(email)
      await other.held
      const running = operation(await signedInRequest(email, sidOf(first.token)))
      expect(await waitsForTheLock(running)).toBe(true)
      other.release()
      const [signedIn] = await Promise.all([other.done, running])
      return { first: sidOf(first.token), other: sidOf(signedIn.token) }
    }

    it('a token refresh waits for a sign-in on another instance and keeps its session', async () => {
      const sids = await besideAnotherSignIn('refresh@example.be', (req) =>
        refreshOperation({ collection: payload.collections.users, req }),
      )
      expect((await sessionIds(payload, 'refresh@example.be')).sort()).toEqual(
        [sids.first, sids.other].sort(),
      )
    })

    it('a sign-out waits for a sign-in on another instance and removes only its own session', async () => {
      const sids = await besideAnotherSignIn('logout@example.be', (req) =>
        logoutOperation({ collection: payload.collections.users, req }),
      )
      expect(await sessionIds(payload, 'logout@example.be')).toEqual([sids.other])
    })

    it('a password reset waits for another instance that holds the account', async () => {
      // The other way round, a sign-in that read the account before the reset committed would write
      // the sessions the reset revoked back, with its own: a reset takes the lock first.
      const email = 'reset@example.be'
      const { id } = await account(email)
      const token = randomBytes(32).toString('hex')
      await payload.db.updateOne({
        collection: 'users',
        id,
        data: {
          resetPasswordToken: token,
          resetPasswordExpiration: new Date(Date.now() + 600_000).toISOString(),
        },
      })
      const other = await heldLock(email)
      const reset = payload.resetPassword({
        collection: 'users',
        data: { token, password },
        overrideAccess: true,
      })
      expect(await waitsForTheLock(reset)).toBe(true)
      await other.release()
      const afterReset = await reset
      // A reset signs every other session out and opens its own.
      expect(await sessionIds(payload, email)).toEqual([sidOf(afterReset.token)])
    })
  },
)
