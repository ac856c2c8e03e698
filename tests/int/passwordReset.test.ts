/**
 * Issue 13: password reminders for staff and owners. Payload's own forgot-password answered 500 on
 * SQLite (its reservation deadlocked); ours answers the same way whether or not the account exists,
 * stores the token with the mail in one transaction, and Payload's reset-password takes the token.
 * Runs on SQLite and PostgreSQL, against a real SMTP server, through the REST router and the Local API.
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as ResetModule from '@/auth/passwordReset'
import type * as OutboxModule from '@/leads/outbox'
import { createTestPayload, PROXY, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { type SmtpServer, startSmtpServer } from '../helpers/smtp'

vi.mock('server-only', () => ({}))
const state: { payload?: Payload } = {}
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
let smtp: SmtpServer
let reset: typeof ResetModule
let outbox: typeof OutboxModule
const saved: Record<string, string | undefined> = {}
const siteUrl = 'http://localhost:3000'
const password = 'an-old-password-1'
const staff = { email: 'office@example.be', password }
const owner = {
  email: 'an.peeters@example.be',
  firstName: 'An',
  lastName: 'Peeters',
  language: 'nl' as const,
}
let address = 0
/** A fresh client address per request, so that only the per-account limit applies unless asked. */
const nextAddress = () => `203.0.113.${++address}`

function setEnv(vars: Record<string, string>): void {
  for (const [name, value] of Object.entries(vars)) {
    if (!(name in saved)) saved[name] = process.env[name]
    process.env[name] = value
  }
}

/** POST /api/<collection>/<path> through Payload's REST router, as the Next route hands it over. */
async function post(
  route: string,
  body: string | FormData,
  { from = nextAddress(), type = 'application/json' } = {},
): Promise<{ status: number; json: { message?: string }; ms: number }> {
  const url = new URL(t.databaseUrl)
  const key = path.basename(url.pathname).replace(/\.db$/, '')
  const started = Date.now()
  const response = await handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: key,
    request: new Request(`${siteUrl}/api/${route}`, {
      method: 'POST',
      body,
      // A FormData body brings its own multipart type with its boundary.
      headers: {
        'x-forwarded-for': `6.6.6.6, ${from}, ${PROXY}`,
        ...(body instanceof FormData ? {} : { 'content-type': type }),
      },
    }),
  })
  return {
    status: response.status,
    json: (await response.json()) as { message?: string },
    ms: Date.now() - started,
  }
}

const mailsTo = async (to: string) =>
  (
    await payload.find({
      collection: 'mails',
      where: { to: { equals: to } },
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

async function tokenOf(collection: 'users' | 'owners', email: string) {
  const doc = (await payload.db.findOne({ collection, where: { email: { equals: email } } })) as {
    resetPasswordToken?: string | null
    resetPasswordExpiration?: string | null
  } | null
  return { token: doc?.resetPasswordToken ?? null, expiration: doc?.resetPasswordExpiration ?? null }
}

async function delivered(to: string) {
  await outbox.drainOutbox(payload)
  const found = await vi.waitFor(
    () => {
      const mail = smtp.messages.findLast((message) => message.to?.includes(to))
      if (!mail) throw new Error(`no mail to ${to} yet`)
      return mail
    },
    { timeout: 10_000, interval: 50 },
  )
  return found
}

describe(`password reminders (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    smtp = await startSmtpServer()
    setEnv({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'site@example.be',
      SITE_URL: siteUrl,
      TRUSTED_PROXY_HOPS: '1',
      // The REST router starts Payload's job crons; the outbox is drained by the test itself
      // (and by the request), so the schedules stay out of the way (once a year).
      OUTBOX_CRON: '0 0 0 1 1 *',
      OUTBOX_SWEEP_CRON: '0 0 0 1 1 *',
    })
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: { agency: { name: 'Immo Test', email: 'agence@example.be' } },
    })
    const login = await payload.create({
      collection: 'pages',
      locale: 'fr',
      data: {
        name: 'Connexion',
        path: 'login',
        originalPath: '/login/',
        type: 'login',
        status: 'published',
        _status: 'published',
      },
    })
    for (const locale of ['nl', 'en', 'de'] as const) {
      await payload.update({
        collection: 'pages',
        id: login.id,
        locale,
        data: { name: 'Login', path: 'login', _status: 'published' },
      })
    }
    await payload.create({ collection: 'users', data: staff })
    // As the CRM import creates them: no password.
    const created = await payload.create({
      collection: 'owners',
      data: { ...owner, password: 'placeholder-password' },
      disableVerificationEmail: true,
    })
    const db = payload.db as unknown as {
      drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
    }
    const clear = sql`UPDATE owners SET hash = NULL, salt = NULL WHERE id = ${created.id}`
    await (db.drizzle.run ? db.drizzle.run(clear) : db.drizzle.execute?.(clear))
    reset = await import('@/auth/passwordReset')
    outbox = await import('@/leads/outbox')
  })

  afterAll(async () => {
    const { closeMailTransport } = await import('@/mail/transport')
    closeMailTransport()
    await t?.cleanup()
    await smtp?.stop()
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('puts its own forgot-password endpoint before Payload’s', () => {
    for (const collection of ['users', 'owners'] as const) {
      const endpoints = payload.collections[collection].config.endpoints || []
      const matching = endpoints.filter((e) => e.path === '/forgot-password' && e.method === 'post')
      expect(matching.length).toBe(2)
      expect(matching[0]?.handler.toString()).toContain('requestPasswordReset')
    }
  })

  it('answers a staff member’s request with 200 and mails a working admin link', async () => {
    const response = await post('users/forgot-password', JSON.stringify({ email: 'Office@Example.be ' }))
    expect(response.status).toBe(200)
    expect(response.json.message).toBeTruthy()
    const [row] = await mailsTo(staff.email)
    expect(row).toMatchObject({ kind: 'password-reset', locale: 'fr', from: '"Immo Test" <site@example.be>' })
    const mail = await delivered(staff.email)
    const { token, expiration } = await tokenOf('users', staff.email)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(new Date(expiration ?? 0).getTime() - Date.now()).toBeGreaterThan(59 * 60_000)
    expect(mail.subject).toBe('Réinitialisez votre mot de passe')
    expect(mail.text).toContain(`${siteUrl}/admin/reset/${token}`)
    expect(mail.html).toContain(`href="${siteUrl}/admin/reset/${token}"`)
    expect(mail.text).toMatch(/une heure/)
    // What the admin's reset view posts.
    const done = await post(
      'users/reset-password',
      JSON.stringify({ token, password: 'a-new-staff-password-2' }),
    )
    expect(done.status).toBe(200)
    await expect(
      payload.login({
        collection: 'users',
        data: { email: staff.email, password: 'a-new-staff-password-2' },
      }),
    ).resolves.toHaveProperty('token')
  })

  it('takes the admin’s own forgot-password form (multipart, fields in _payload)', async () => {
    const before = (await mailsTo(staff.email)).length
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: staff.email }))
    expect((await post('users/forgot-password', form)).status).toBe(200)
    expect((await mailsTo(staff.email)).length).toBe(before + 1)
  })

  it('mails an owner without a password a “set your password” link in their language', async () => {
    await reset.requestPasswordReset(payload, {
      collection: 'owners',
      email: owner.email,
      address: nextAddress(),
    })
    const mail = await delivered(owner.email)
    const { token } = await tokenOf('owners', owner.email)
    expect(mail.subject).toBe('Kies uw wachtwoord voor het eigenaarsportaal')
    expect(mail.text).toContain(`${siteUrl}/nl/login/?reset=${token}`)
    expect(mail.text).toMatch(/één uur geldig/)
    expect(mail.text).toMatch(/Beste An Peeters|An Peeters/)
    const result = await payload.resetPassword({
      collection: 'owners',
      data: { token: token as string, password: 'my-first-password-1' },
      overrideAccess: true,
    })
    expect(result.token).toBeTruthy()
    const login = await payload.login({
      collection: 'owners',
      data: { email: owner.email, password: 'my-first-password-1' },
    })
    expect(login.user?.email).toBe(owner.email)
    // Single use: the same token is refused afterwards.
    await expect(
      payload.resetPassword({
        collection: 'owners',
        data: { token: token as string, password: 'another-one-23' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/invalid or has expired/)
    // Now that the owner has a password, the next mail is a reset.
    await reset.requestPasswordReset(payload, {
      collection: 'owners',
      email: owner.email,
      address: nextAddress(),
    })
    const again = await delivered(owner.email)
    expect(again.subject).toBe('Stel uw wachtwoord opnieuw in')
  })

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const before = await payload.count({ collection: 'mails', overrideAccess: true })
    const unknown = await post('owners/forgot-password', JSON.stringify({ email: 'nobody@example.be' }))
    const known = await post('owners/forgot-password', JSON.stringify({ email: owner.email }))
    expect(unknown.status).toBe(200)
    expect(unknown.json).toEqual(known.json)
    expect(unknown.ms).toBeGreaterThanOrEqual(reset.RESET_ANSWER_MS - 5)
    expect(known.ms).toBeGreaterThanOrEqual(reset.RESET_ANSWER_MS - 5)
    const after = await payload.count({ collection: 'mails', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs + 1)
    expect(await mailsTo('nobody@example.be')).toEqual([])
  })

  it('refuses an expired token', async () => {
    await reset.requestPasswordReset(payload, {
      collection: 'users',
      email: staff.email,
      address: nextAddress(),
    })
    const { token } = await tokenOf('users', staff.email)
    const user = await payload.db.findOne<{ id: number }>({
      collection: 'users',
      where: { email: { equals: staff.email } },
    })
    await payload.db.updateOne({
      collection: 'users',
      id: user?.id as number,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    await expect(
      payload.resetPassword({
        collection: 'users',
        data: { token: token as string, password: 'too-late-password-1' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/invalid or has expired/)
  })

  it('sends at most 3 reminders per account an hour; the answer stays the same', async () => {
    const email = 'office@example.be'
    const start = (await mailsTo(email)).length
    const answers = []
    // The account's earlier reminders in this file count too: start from a clean slate.
    await payload.db.deleteMany({ collection: 'auth-throttles', where: { key: { like: 'reminder:' } } })
    for (let i = 0; i < 4; i++) answers.push(await post('users/forgot-password', JSON.stringify({ email })))
    expect(answers.map((a) => [a.status, a.json])).toEqual(Array(4).fill([200, answers[0]?.json]))
    expect((await mailsTo(email)).length).toBe(start + 3)
  })

  it('sends at most 5 reminders per address an hour', async () => {
    const from = nextAddress()
    const before = await payload.count({ collection: 'mails', overrideAccess: true })
    for (let i = 0; i < 6; i++) {
      const email = i % 2 === 0 ? owner.email : staff.email
      const collection = i % 2 === 0 ? 'owners' : 'users'
      // Per-account counts are cleared between requests so that only the address's applies.
      await payload.db.deleteMany({ collection: 'auth-throttles', where: { key: { like: 'reminder:acct' } } })
      await post(`${collection}/forgot-password`, JSON.stringify({ email }), { from })
    }
    const after = await payload.count({ collection: 'mails', overrideAccess: true })
    expect(after.totalDocs - before.totalDocs).toBe(5)
  })

  it.each([
    ['not JSON', 'email=a@b.be', 'application/x-www-form-urlencoded'],
    ['broken JSON', '{"email":', 'application/json'],
    ['no e-mail', '{}', 'application/json'],
    ['a number', '{"email": 3}', 'application/json'],
    ['too large', JSON.stringify({ email: 'a@b.be', pad: 'x'.repeat(5000) }), 'application/json'],
  ])('answers 400 to %s', async (_name, body, type) => {
    const response = await post('owners/forgot-password', body, { type })
    expect(response.status).toBe(400)
    expect(typeof response.json.message).toBe('string')
  })
})
