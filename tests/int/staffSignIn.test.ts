/**
 * Issue 13: staff sign in through our own POST /api/users/login (src/auth/loginEndpoint.ts), with
 * the owners' counters (decision 026): a stranger's wrong passwords lock only the stranger's
 * address (and that address with that account), never the account; an unknown e-mail gets the
 * same answer as a wrong password; the answer and cookie are otherwise Payload's.
 * Through Payload's REST router, as the Next route hands requests over, on SQLite and PostgreSQL.
 */
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, PROXY, testDatabaseKind, type TestPayload } from '../helpers/payload'

vi.mock('server-only', () => ({}))

let t: TestPayload
let payload: Payload
const saved: Record<string, string | undefined> = {}
const siteUrl = 'http://localhost:3000'
const admin = { email: 'admin@example.be', password: 'the-right-password-1' }
const owner = { email: 'owner@example.be', password: 'an-owner-password-1' }
let n = 0
/** A fresh client address per case, so cases never share counters. */
const fresh = () => `198.51.100.${++n}`

type Answer = { status: number; json: Record<string, unknown>; headers: Headers }

/** POST /api/<collection>/login from `from` (behind one trusted proxy), as JSON or the admin form. */
async function login(
  from: string,
  body: { email: string; password: string },
  { collection = 'users', form = false }: { collection?: string; form?: boolean } = {},
): Promise<Answer> {
  const key = path.basename(new URL(t.databaseUrl).pathname).replace(/\.db$/, '')
  let data: string | FormData = JSON.stringify(body)
  if (form) {
    // What the admin's login screen posts (@payloadcms/ui Form: the fields as JSON in _payload).
    data = new FormData()
    data.append('_payload', JSON.stringify(body))
  }
  const response = await handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: key,
    request: new Request(`${siteUrl}/api/${collection}/login`, {
      method: 'POST',
      body: data,
      headers: {
        'x-forwarded-for': `6.6.6.6, ${from}, ${PROXY}`,
        'accept-language': 'en',
        ...(form ? {} : { 'content-type': 'application/json' }),
      },
    }),
  })
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  }
}

const wrong = (email = admin.email) => ({ email, password: 'not-the-password' })

describe(`staff sign-in (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    for (const [name, value] of Object.entries({ SITE_URL: siteUrl, TRUSTED_PROXY_HOPS: '1' })) {
      saved[name] = process.env[name]
      process.env[name] = value
    }
    t = await createTestPayload()
    payload = t.payload
    await payload.create({ collection: 'users', data: admin })
    await payload.create({
      collection: 'owners',
      data: { ...owner, firstName: 'An', lastName: 'Peeters', language: 'nl' },
      disableVerificationEmail: true,
    })
  })

  afterAll(async () => {
    await t?.cleanup()
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('signs in as Payload does: its JSON, its payload-token cookie, from the admin form too', async () => {
    for (const form of [false, true]) {
      const answer = await login(fresh(), admin, { form })
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({
        message: 'Authentication Passed',
        user: { email: admin.email, collection: 'users' },
      })
      expect(answer.json.token).toEqual(expect.any(String))
      expect(answer.json.exp).toEqual(expect.any(Number))
      const cookie = answer.headers.get('set-cookie') ?? ''
      expect(cookie).toContain(`payload-token=${String(answer.json.token)}`)
      expect(cookie).toMatch(/HttpOnly/)
      expect(cookie).toMatch(/Path=\//)
      // The token works: Payload's own /me reads the user from it.
      const me = await payload.auth({
        headers: new Headers({ Authorization: `JWT ${String(answer.json.token)}` }),
      })
      expect(me.user?.email).toBe(admin.email)
    }
  })

  it('after 5 wrong passwords from A, refuses A with 429 but lets the admin in from B', async () => {
    const a = fresh()
    for (let i = 0; i < 5; i++) expect((await login(a, wrong())).status).toBe(401)
    const locked = await login(a, admin)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(locked.json).toEqual({
      errors: [{ message: 'Too many failed sign-ins from this address. Try again in 15 minutes.' }],
    })
    const fromHome = await login(fresh(), admin)
    expect(fromHome.status).toBe(200)
    // A on another account is not locked by the pair (only by its own address's count).
    expect((await login(a, wrong('someone@example.be'))).status).toBe(401)
  })

  it('answers an unknown e-mail exactly as a wrong password, even after many wrong ones', async () => {
    // Payload's maxLoginAttempts would have locked the account by now and said so.
    for (let i = 0; i < 12; i++) expect((await login(fresh(), wrong())).status).toBe(401)
    const known = await login(fresh(), wrong())
    const unknown = await login(fresh(), wrong('nobody@example.be'))
    expect(unknown.status).toBe(401)
    expect(known.status).toBe(401)
    expect(unknown.json).toEqual(known.json)
    expect(known.json).toEqual({ errors: [{ message: 'The email or password provided is incorrect.' }] })
    expect((await login(fresh(), admin)).status).toBe(200)
  })

  it('counts unknown e-mails against the address too', async () => {
    const a = fresh()
    for (let i = 0; i < 5; i++) await login(a, wrong('ghost@example.be'))
    expect((await login(a, wrong('ghost@example.be'))).status).toBe(429)
  })

  it('locks an address after 30 failures across accounts, for every account', async () => {
    const a = fresh()
    for (let i = 0; i < 30; i++) expect((await login(a, wrong(`u${i}@example.be`))).status).toBe(401)
    expect((await login(a, admin)).status).toBe(429)
    expect((await login(fresh(), admin)).status).toBe(200)
  })

  it('throttles the owners’ REST sign-in the same way', async () => {
    const a = fresh()
    for (let i = 0; i < 5; i++)
      expect((await login(a, wrong(owner.email), { collection: 'owners' })).status).toBe(401)
    expect((await login(a, owner, { collection: 'owners' })).status).toBe(429)
    expect((await login(fresh(), owner, { collection: 'owners' })).status).toBe(200)
  })

  it('leaves a request without a password to Payload’s validation, counting nothing', async () => {
    const a = fresh()
    for (let i = 0; i < 6; i++)
      expect((await login(a, { email: admin.email, password: '' })).status).toBe(400)
    expect((await login(a, admin)).status).toBe(200)
  })
})
