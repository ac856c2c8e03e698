/**
 * Issue 15: a visitor's submission is stored with its mails in one transaction, and the outbox
 * delivers each mail once, through outages, several senders at once and final refusals. Runs on
 * SQLite and PostgreSQL, against a real SMTP server.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type * as OutboxModule from '@/leads/outbox'
import type * as RetentionModule from '@/leads/retention'
import type * as StoreModule from '@/leads/store'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { type SmtpServer, startSmtpServer } from '../helpers/smtp'

vi.mock('server-only', () => ({}))
// The site's data readers (the agency's details for the mails) use this test's Payload instance.
const state: { payload?: Payload } = {}
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
let smtp: SmtpServer
let outbox: typeof OutboxModule
let store: typeof StoreModule
let retention: typeof RetentionModule
const saved: Record<string, string | undefined> = {}

const visitor = {
  title: 'ms' as const,
  firstName: 'Anne',
  lastName: 'Dupont',
  email: 'anne.dupont@example.be',
  phone: '0475 12 34 56',
  message: 'Bonjour, je cherche une maison à Ixelles.',
  contactSlots: ['morning' as const],
  contactDevice: undefined,
  newsletter: false,
}

function setEnv(vars: Record<string, string>): void {
  for (const [name, value] of Object.entries(vars)) {
    if (!(name in saved)) saved[name] = process.env[name]
    process.env[name] = value
  }
}

async function contactLead(verdict: 'accept' | 'review' | 'spam', marker = ''): Promise<number> {
  return store.storeLead(payload, {
    form: 'site-contact',
    locale: 'nl',
    values: { ...visitor, message: `${visitor.message} ${marker}` },
    subject: null,
    source: { page: 'https://www.example.be/nl/contact/?utm_source=test', utmSource: 'test' },
    verdict,
    reasons: verdict === 'accept' ? [] : ['captcha-missing'],
  })
}

const mailsOf = (lead: number) =>
  payload.find({
    collection: 'mails',
    where: { lead: { equals: lead } },
    sort: 'id',
    depth: 0,
    overrideAccess: true,
  })

describe(`leads and their outbox (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    smtp = await startSmtpServer()
    setEnv({
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_MS: '100',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_FROM: 'site@example.be',
    })
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    // The agency's address: the notification goes there.
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: { agency: { name: 'Immo Test', email: 'agence@example.be' } },
    })
    outbox = await import('@/leads/outbox')
    store = await import('@/leads/store')
    retention = await import('@/leads/retention')
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

  beforeEach(async () => {
    // Every case starts from a drained outbox and an empty mailbox.
    await outbox.drainOutbox(payload)
    smtp.messages.length = 0
  })

  it('stores the lead, its two mails and the job that sends them together', async () => {
    const jobsBefore = await payload.count({ collection: 'payload-jobs', overrideAccess: true })
    const id = await contactLead('accept')
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
    expect(lead).toMatchObject({ form: 'site-contact', locale: 'nl', status: 'new', email: visitor.email })
    expect(lead.source?.utmSource).toBe('test')
    const mails = (await mailsOf(id)).docs
    expect(mails.map((mail) => [mail.kind, mail.to, mail.replyTo, mail.status])).toEqual([
      ['agency-notification', 'agence@example.be', visitor.email, 'queued'],
      ['visitor-confirmation', visitor.email, 'agence@example.be', 'queued'],
    ])
    expect(mails[0]?.from).toBe('"Immo Test" <site@example.be>')
    const jobsAfter = await payload.count({ collection: 'payload-jobs', overrideAccess: true })
    expect(jobsAfter.totalDocs).toBe(jobsBefore.totalDocs + 1)
  })

  it('keeps a submission without a solved captcha for review: only the agency hears of it, flagged', async () => {
    const id = await contactLead('review')
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
    expect(lead.review).toBe('captcha-missing')
    const mails = (await mailsOf(id)).docs
    expect(mails.map((mail) => mail.kind)).toEqual(['agency-notification'])
  })

  it('stores spam as spam and sends nothing', async () => {
    const id = await contactLead('spam')
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
    expect(lead.status).toBe('spam')
    expect((await mailsOf(id)).totalDocs).toBe(0)
  })

  it('stores nothing when any part of the submission fails (a testimonial whose photo cannot be read)', async () => {
    const before = await payload.count({ collection: 'leads', overrideAccess: true })
    const garbage = Buffer.from('not really a png')
    await expect(
      store.storeLead(payload, {
        form: 'testimonial',
        locale: 'fr',
        values: {
          name: 'Anne',
          comment: 'Très bien',
          email: undefined,
          aboutYou: undefined,
          website: undefined,
        },
        subject: null,
        source: {},
        verdict: 'accept',
        reasons: [],
        image: { data: garbage, mimetype: 'image/png', name: 'photo.png', size: garbage.length },
      }),
    ).rejects.toThrow()
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('sends each mail once, in the visitor’s language, From the site with Reply-To the visitor', async () => {
    const id = await contactLead('accept')
    const result = await outbox.drainOutbox(payload)
    expect(result.sent).toBe(2)
    const received = await smtp.waitFor(2, 10_000)
    const toAgency = received.find((mail) => mail.to?.includes('agence@example.be'))
    const toVisitor = received.find((mail) => mail.to?.includes(visitor.email))
    expect(toAgency?.replyTo).toContain(visitor.email)
    expect(toAgency?.from).toContain('site@example.be')
    // The agency reads French (the site's default language); the visitor wrote in Dutch.
    expect(toVisitor?.text).toMatch(/Anne/)
    expect(toVisitor?.subject).not.toEqual(toAgency?.subject)
    const mails = (await mailsOf(id)).docs
    expect(mails.every((mail) => mail.status === 'sent' && mail.attempts === 1 && mail.via === 'smtp')).toBe(
      true,
    )
    // A second round finds nothing to send.
    expect((await outbox.drainOutbox(payload)).sent).toBe(0)
    expect(smtp.messages).toHaveLength(2)
  })

  it('keeps mails while the server is down and sends them once it is back, each once', async () => {
    await smtp.down('refuse')
    const ids = [await contactLead('accept', 'outage-1'), await contactLead('accept', 'outage-2')]
    const failed = await outbox.drainOutbox(payload)
    expect(failed).toMatchObject({ sent: 0, failed: 4 })
    for (const id of ids) {
      for (const mail of (await mailsOf(id)).docs) {
        expect(mail.status).toBe('queued')
        expect(mail.attempts).toBe(1)
        expect(mail.lastError).toMatch(/attempt 1/)
        expect(new Date(mail.nextAttemptAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 1000)
      }
    }
    await smtp.up()
    // Not before the pause is over...
    await new Promise((resolve) => setTimeout(resolve, 250))
    const sent = await outbox.drainOutbox(payload)
    expect(sent.sent).toBe(4)
    await smtp.waitFor(4, 10_000)
    expect(smtp.messages).toHaveLength(4)
  })

  it('lets several senders drain at once without sending any mail twice', async () => {
    for (let i = 0; i < 10; i++) await contactLead('accept', `parallel-${i}`)
    const results = await Promise.all([1, 2, 3, 4].map(() => outbox.drainOutbox(payload)))
    const sent = results.reduce((sum, result) => sum + result.sent, 0)
    expect(sent).toBe(20)
    await smtp.waitFor(20, 20_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const messageIds = smtp.messages.map((mail) => String(mail.headers.get('message-id')))
    expect(new Set(messageIds).size).toBe(20)
    expect(smtp.messages).toHaveLength(20)
  })

  it('gives up at once on a final refusal (5xx) and after the last attempt on temporary ones', async () => {
    const refusing = await startSmtpServer({
      onRcptTo(address, _session, callback) {
        const error = Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 })
        if (address.address.startsWith('anne')) callback(error)
        else callback()
      },
    })
    setEnv({ SMTP_URL: refusing.url })
    try {
      const id = await contactLead('accept', 'refused')
      await outbox.drainOutbox(payload)
      const mails = (await mailsOf(id)).docs
      const toVisitor = mails.find((mail) => mail.kind === 'visitor-confirmation')
      expect(toVisitor).toMatchObject({ status: 'failed', attempts: 1 })
      expect(mails.find((mail) => mail.kind === 'agency-notification')?.status).toBe('sent')
    } finally {
      setEnv({ SMTP_URL: smtp.url })
      await refusing.stop()
    }
    // Temporary failures: MAIL_MAX_ATTEMPTS is 3 here.
    await smtp.down('reject')
    try {
      const id = await contactLead('review', 'give-up')
      for (let attempt = 0; attempt < 3; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt + 50))
        await outbox.drainOutbox(payload)
      }
      const [mail] = (await mailsOf(id)).docs
      expect(mail).toMatchObject({ status: 'failed', attempts: 3 })
      // Staff put it back in the queue from the admin: it starts again from its first attempt.
      await smtp.up()
      await payload.update({
        collection: 'mails',
        id: mail!.id,
        overrideAccess: true,
        data: { status: 'queued' },
      })
      await outbox.drainOutbox(payload)
      const again = await payload.findByID({
        collection: 'mails',
        id: mail!.id,
        depth: 0,
        overrideAccess: true,
      })
      expect(again).toMatchObject({ status: 'sent', attempts: 1 })
    } finally {
      await smtp.up()
    }
  })

  it('anonymises leads past the retention period and deletes old spam', async () => {
    const kept = await contactLead('accept', 'kept')
    const spam = await contactLead('spam', 'spam')
    await outbox.drainOutbox(payload)
    // Three years and a day later (the default retention is 36 months).
    const later = new Date(Date.now() + (3 * 365 + 2) * 86_400_000)
    const result = await retention.anonymiseOldLeads(payload, later)
    expect(result.anonymised).toBeGreaterThan(0)
    expect(result.spamDeleted).toBeGreaterThan(0)
    const lead = await payload.findByID({ collection: 'leads', id: kept, depth: 0, overrideAccess: true })
    expect(lead).toMatchObject({ firstName: null, lastName: null, email: null, phone: null, message: null })
    expect(lead.form).toBe('site-contact')
    expect(lead.anonymisedAt).toBeTruthy()
    expect((await mailsOf(kept)).totalDocs).toBe(0)
    const gone = await payload.findByID({
      collection: 'leads',
      id: spam,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    expect(gone).toBeNull()
  })

  it('deletes search demands never confirmed or unsubscribed after 30 days, and keeps confirmed ones', async () => {
    const demand = (status: 'pending' | 'confirmed' | 'unsubscribed') =>
      payload.create({
        collection: 'demands',
        overrideAccess: true,
        data: {
          email: `${status}@example.be`,
          locale: 'fr',
          goal: 'buy',
          webIds: [1],
          zones: ['zip:9000'],
          status,
        },
      })
    const ids = (await Promise.all((['pending', 'confirmed', 'unsubscribed'] as const).map(demand))).map(
      (d) => d.id,
    )
    const exists = async (id: number) =>
      (await payload.findByID({
        collection: 'demands',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })) !== null
    // 29 days on: everything stays.
    await retention.anonymiseOldLeads(payload, new Date(Date.now() + 29 * 86_400_000))
    expect(await Promise.all(ids.map(exists))).toEqual([true, true, true])
    const result = await retention.anonymiseOldLeads(payload, new Date(Date.now() + 31 * 86_400_000))
    expect(result.demandsDeleted).toBe(2)
    expect(await Promise.all(ids.map(exists))).toEqual([false, true, false])
  })
})
