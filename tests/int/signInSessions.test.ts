/**
 * Sign-ins to one account at the same moment each keep their session. Payload's login reads the
 * account before its transaction and writes its whole list of sessions back; the site's sign-ins
 * (REST and the owner portal) go through `signInToAccount` (src/auth/accountLock.ts): one per
 * account at a time in a process, and on PostgreSQL under the account's lock across instances.
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signInToAccount, underAccountLock } from '@/auth/accountLock'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { sessionIds, sidOf } from '../helpers/sessions'

let t: TestPayload
let payload: Payload
const password = 'correct-horse-battery-staple'

const signIn = (email: string, req?: Awaited<ReturnType<typeof createLocalReq>>) =>
  payload.login({ collection: 'users', data: { email, password }, req })

describe(`simultaneous sign-ins (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    for (const email of ['queued@example.be', 'alone@example.be', 'instances@example.be'])
      await payload.create({ collection: 'users', data: { email, password } })
  })

  afterAll(async () => {
    await t?.cleanup()
  })

  it('keeps every session of four sign-ins to one account at once', async () => {
    const email = 'queued@example.be'
    const results = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const req = await createLocalReq({}, payload)
        return signInToAccount(req, { collection: 'users', email }, () => signIn(email, req))
      }),
    )
    const kept = await sessionIds(payload, email)
    for (const { token } of results) expect(kept).toContain(sidOf(token))
    expect(kept).toHaveLength(4)
  })

  // Instances on one PostgreSQL do not share the queue: each sign-in here has its own request and
  // transaction, as four processes would, and only the database's advisory lock orders them.
  it.skipIf(testDatabaseKind !== 'postgres')(
    'keeps every session of four sign-ins to one account from different instances at once',
    async () => {
      const email = 'instances@example.be'
      const results = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const req = await createLocalReq({}, payload)
          const result = await underAccountLock(req, { collection: 'users', email }, () => signIn(email, req))
          expect(req.transactionID).toBeUndefined()
          return result
        }),
      )
      const kept = await sessionIds(payload, email)
      for (const { token } of results) expect(kept).toContain(sidOf(token))
      expect(kept).toHaveLength(4)
    },
  )

  it('leaves no transaction open when a sign-in under the lock is refused', async () => {
    const req = await createLocalReq({}, payload)
    await expect(
      underAccountLock(req, { collection: 'users', email: 'queued@example.be' }, () =>
        payload.login({ collection: 'users', data: { email: 'queued@example.be', password: 'wrong' }, req }),
      ),
    ).rejects.toThrow()
    expect(req.transactionID).toBeUndefined()
    // The account can still be signed in to at once: no lock or transaction was left behind.
    const again = await createLocalReq({}, payload)
    const result = await underAccountLock(again, { collection: 'users', email: 'queued@example.be' }, () =>
      signIn('queued@example.be', again),
    )
    expect(result.token).toBeTruthy()
  })

  // What the queue is for: if this starts keeping all four, Payload writes sessions safely itself.
  it('(Payload alone) loses sessions of sign-ins to one account at once', async () => {
    const email = 'alone@example.be'
    await Promise.all(Array.from({ length: 4 }, () => signIn(email)))
    expect((await sessionIds(payload, email)).length).toBeLessThan(4)
  })
})
