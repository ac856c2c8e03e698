/**
 * Issue 13: the public form endpoints are limited per client address, in the database so that
 * every instance shares the counts (src/auth/rateLimit.ts, src/auth/rateBudget.ts). The same
 * atomic upsert as the sign-in counters, on SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as RateLimitModule from '@/auth/rateLimit'
import { createTestPayload, PROXY, testDatabaseKind, type TestPayload } from '../helpers/payload'

vi.mock('server-only', () => ({}))
const state: { payload?: Payload } = {}
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
let limits: typeof RateLimitModule
const saved: Record<string, string | undefined> = {}
let n = 0
/** A fresh client address per case, so cases never share counters. */
const fresh = () => `192.0.2.${++n}`
const from = (address: string) => ({ 'x-forwarded-for': `6.6.6.6, ${address}, ${PROXY}` })

describe(`rate limits per client address (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    for (const [name, value] of Object.entries({ TRUSTED_PROXY_HOPS: '1' })) {
      saved[name] = process.env[name]
      process.env[name] = value
    }
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    limits = await import('@/auth/rateLimit')
  })

  afterAll(async () => {
    await t?.cleanup()
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('allows 20 form submissions per address in 10 minutes, then refuses that address only', async () => {
    const address = fresh()
    for (let i = 0; i < 20; i++)
      expect(await limits.allowRequest(payload, 'form', address)).toEqual({ allowed: true })
    const refused = await limits.allowRequest(payload, 'form', address)
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(9 * 60)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10 * 60)
    }
    expect(await limits.allowRequest(payload, 'form', fresh())).toEqual({ allowed: true })
    // The captcha's budget is its own.
    expect(await limits.allowRequest(payload, 'challenge', address)).toEqual({ allowed: true })
  })

  it('counts requests made at the same moment exactly (one atomic upsert each)', async () => {
    const address = fresh()
    const verdicts = await Promise.all(
      Array.from({ length: 25 }, () => limits.allowRequest(payload, 'form', address)),
    )
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(20)
  })

  it('starts a new window once the last one ended', async () => {
    const address = fresh()
    for (let i = 0; i < 21; i++) await limits.allowRequest(payload, 'form', address)
    expect((await limits.allowRequest(payload, 'form', address)).allowed).toBe(false)
    // As if the window had started 10 minutes ago.
    await payload.db.updateOne({
      collection: 'auth-throttles',
      where: { key: { equals: `rate:form:${address}` } },
      data: { windowStart: new Date(Date.now() - 10 * 60_000 - 1).toISOString() },
    })
    expect(await limits.allowRequest(payload, 'form', address)).toEqual({ allowed: true })
  })

  it('answers GET /altcha/ with 429 and Retry-After after 60 challenges from one address', async () => {
    const { GET } = await import('@/app/(frontend)/altcha/route')
    const address = fresh()
    const request = () => new Request('http://localhost:3000/altcha/', { headers: from(address) })
    for (let i = 0; i < 60; i++) expect((await GET(request())).status).toBe(200)
    const refused = await GET(request())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await GET(new Request('http://localhost:3000/altcha/', { headers: from(fresh()) }))).status).toBe(
      200,
    )
  })

  it('answers the newsletter confirmation link with 429 over the forms’ budget', async () => {
    const { GET } = await import('@/app/(frontend)/newsletter/confirm/route')
    const address = fresh()
    const link = () =>
      new Request('http://localhost:3000/newsletter/confirm/?lead=1&sig=forged&lang=fr', {
        headers: from(address),
      })
    for (let i = 0; i < 20; i++) expect((await GET(link())).status).toBe(404)
    expect((await GET(link())).status).toBe(429)
  })
})
