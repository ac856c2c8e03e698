/**
 * Issue 17: sign-in failures are counted per address and per address and account in the database,
 * each count one atomic upsert, the same SQL on SQLite and PostgreSQL. A stranger can lock only
 * their own address out, never an account.
 */
import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as ThrottleModule from '@/auth/throttle'
import { queryRows } from '@/db/rows'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

vi.mock('server-only', () => ({}))

let t: TestPayload
let payload: Payload
let throttle: typeof ThrottleModule
let n = 0
/** A fresh address per case, so cases never share counters. */
const fresh = () => `198.51.100.${++n}`

async function row(key: string) {
  const [found] = await queryRows<{ hits: unknown; window_start: unknown; locked_until: unknown }>(
    payload,
    sql`SELECT hits, window_start, locked_until FROM auth_throttles WHERE "key" = ${key}`,
  )
  return found ? { hits: Number(found.hits), lockedUntil: found.locked_until } : null
}

async function fail(who: { address: string; account: string }, times: number) {
  for (let i = 0; i < times; i++) await throttle.recordSignInFailure(payload, who)
}

describe(`sign-in throttle (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    throttle = await import('@/auth/throttle')
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('locks the pair after 5 failures, for about 15 minutes, and no one else', async () => {
    const who = { address: fresh(), account: 'Owner@Example.be' }
    await fail(who, 4)
    expect(await throttle.checkSignIn(payload, who)).toEqual({ allowed: true })
    await fail(who, 1)
    const verdict = await throttle.checkSignIn(payload, { ...who, account: 'owner@example.be' })
    expect(verdict.allowed).toBe(false)
    if (!verdict.allowed) {
      expect(verdict.retryAfterSeconds).toBeGreaterThan(14 * 60)
      expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(15 * 60)
    }
    // The owner from home, and the stranger on another account, still get in.
    expect(await throttle.checkSignIn(payload, { ...who, address: fresh() })).toEqual({ allowed: true })
    expect(await throttle.checkSignIn(payload, { ...who, account: 'other@example.be' })).toEqual({
      allowed: true,
    })
  })

  it('keeps no e-mail address in the counters’ keys', async () => {
    const who = { address: fresh(), account: 'secret.person@example.be' }
    await fail(who, 1)
    const keys = await queryRows<{ key: string }>(payload, sql`SELECT "key" FROM auth_throttles`)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.some((k) => /@|secret/.test(k.key))).toBe(false)
  })

  it('locks the address after 30 failures across accounts', async () => {
    const address = fresh()
    for (let i = 0; i < 29; i++)
      await throttle.recordSignInFailure(payload, { address, account: `u${i}@x.be` })
    expect(await throttle.checkSignIn(payload, { address, account: 'new@x.be' })).toEqual({ allowed: true })
    await throttle.recordSignInFailure(payload, { address, account: 'u29@x.be' })
    expect((await throttle.checkSignIn(payload, { address, account: 'new@x.be' })).allowed).toBe(false)
    expect(await throttle.checkSignIn(payload, { address: fresh(), account: 'new@x.be' })).toEqual({
      allowed: true,
    })
  })

  it('forgets the pair’s failures after a sign-in, not the address’s', async () => {
    const who = { address: fresh(), account: 'staff@example.be' }
    await fail(who, 5)
    expect((await throttle.checkSignIn(payload, who)).allowed).toBe(false)
    await throttle.clearSignInFailures(payload, who)
    expect(await throttle.checkSignIn(payload, who)).toEqual({ allowed: true })
    expect(await row(throttle.keys.signInPair(who))).toBeNull()
    expect((await row(throttle.keys.signInAddress(who)))?.hits).toBe(5)
  })

  it('counts two failures at the same moment as two', async () => {
    const who = { address: fresh(), account: 'race@example.be' }
    await Promise.all([
      throttle.recordSignInFailure(payload, who),
      throttle.recordSignInFailure(payload, who),
    ])
    expect((await row(throttle.keys.signInPair(who)))?.hits).toBe(2)
    expect((await row(throttle.keys.signInAddress(who)))?.hits).toBe(2)
    // And many at once, the lock included.
    const crowd = { address: fresh(), account: 'crowd@example.be' }
    await Promise.all(Array.from({ length: 8 }, () => throttle.recordSignInFailure(payload, crowd)))
    expect((await row(throttle.keys.signInPair(crowd)))?.hits).toBe(8)
    expect((await throttle.checkSignIn(payload, crowd)).allowed).toBe(false)
  })

  it('starts a new window once the last one ended, and prunes old counters', async () => {
    const who = { address: fresh(), account: 'later@example.be' }
    await fail(who, 3)
    const key = throttle.keys.signInPair(who)
    const old = new Date(Date.now() - 16 * 60_000).toISOString()
    await queryRows(
      payload,
      sql`UPDATE auth_throttles SET window_start = ${old} WHERE "key" = ${key} RETURNING hits`,
    )
    await fail(who, 1)
    expect((await row(key))?.hits).toBe(1)
    // Two days later, nothing of it is kept.
    await throttle.pruneThrottles(payload, Date.now() + 2 * 86_400_000)
    expect(await row(key)).toBeNull()
  })

  it('lets an expired lock go', async () => {
    const who = { address: fresh(), account: 'locked@example.be' }
    await fail(who, 5)
    const key = throttle.keys.signInPair(who)
    const past = new Date(Date.now() - 1000).toISOString()
    await queryRows(
      payload,
      sql`UPDATE auth_throttles SET locked_until = ${past} WHERE "key" = ${key} RETURNING hits`,
    )
    expect(await throttle.checkSignIn(payload, who)).toEqual({ allowed: true })
  })

  it('counts reminders per address and per account', async () => {
    const address = fresh()
    const verdicts = []
    for (let i = 0; i < 4; i++)
      verdicts.push(await throttle.allowReminder(payload, { address: fresh(), account: 'r@x.be' }))
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false])
    const byAddress = []
    for (let i = 0; i < 6; i++)
      byAddress.push(await throttle.allowReminder(payload, { address, account: `r${i}@x.be` }))
    expect(byAddress.map((v) => v.allowed)).toEqual([true, true, true, true, true, false])
  })

  it.runIf(testDatabaseKind === 'sqlite')(
    'waits for another process’s write (an import) instead of failing',
    async () => {
      const who = { address: fresh(), account: 'busy@example.be' }
      const other = createClient({ url: t.databaseUrl })
      try {
        await other.execute('BEGIN IMMEDIATE')
        await other.execute('UPDATE auth_throttles SET hits = hits WHERE "key" = \'none\'')
        const counted = throttle.recordSignInFailure(payload, who)
        await new Promise((resolve) => setTimeout(resolve, 400))
        expect(await row(throttle.keys.signInPair(who))).toBeNull()
        await other.execute('COMMIT')
        await counted
        expect((await row(throttle.keys.signInPair(who)))?.hits).toBe(1)
      } finally {
        other.close()
      }
    },
  )

  it('refuses sign-in and reminders when the counters cannot be read', async () => {
    const warn = vi.fn()
    const broken = {
      db: {
        drizzle: { all: () => Promise.reject(new Error('disk I/O error')) },
        beginTransaction: () => Promise.reject(new Error('disk I/O error')),
      },
      logger: { warn, error: warn, info: warn },
    } as unknown as Payload
    const who = { address: fresh(), account: 'a@b.be' }
    expect(await throttle.checkSignIn(broken, who)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect(await throttle.allowReminder(broken, who)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    await expect(throttle.recordSignInFailure(broken, who)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
  })
})
