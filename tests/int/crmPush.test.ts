/**
 * Issue 21: leads, demands, unsubscribes and visit bookings reach the agency's CRM through an
 * outbox written with them, each call made once, through outages and several drains at once.
 * Runs on SQLite and PostgreSQL against the local Omnicasa server.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type * as CrmOutboxModule from '@/leads/crmOutbox'
import type * as StoreModule from '@/leads/store'
import { CUSTOMER, FakeOmnicasa } from '../helpers/omnicasaServer'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

vi.mock('server-only', () => ({}))
const state: { payload?: Payload } = {}
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
let fake: FakeOmnicasa
let outbox: typeof CrmOutboxModule
let store: typeof StoreModule
const saved: Record<string, string | undefined> = {}

const config = () => ({
  baseUrl: fake.url,
  customerName: CUSTOMER.name,
  customerPassword: CUSTOMER.password,
  timeoutMs: 5_000,
  attempts: 1,
  backoffMs: 0,
})
const drain = () => outbox.drainCrmOutbox(payload, config(), 200)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const lead = (marker: string) =>
  store.storeLead(payload, {
    form: 'site-contact',
    locale: 'fr',
    values: {
      title: 'ms',
      firstName: 'Anne',
      lastName: `Dupont ${marker}`,
      email: `anne.${marker}@example.be`,
      phone: '0475 12 34 56',
      message: `Bonjour ${marker}`,
      contactSlots: ['morning'],
      contactDevice: undefined,
      newsletter: false,
    },
    subject: null,
    source: {
      page: 'https://www.example.be/fr/contact/',
      utmSource: 'google',
      utmCampaign: 'winter',
      gclid: `G-${marker}`,
    },
    verdict: 'accept',
    reasons: [],
  })

const pushes = async () =>
  (
    await payload.find({
      collection: 'crm-pushes',
      limit: 0,
      pagination: false,
      depth: 0,
      sort: 'id',
      overrideAccess: true,
    })
  ).docs

describe(`pushes to the CRM (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    for (const [name, value] of Object.entries({ CRM_PUSH_RETRY_BASE_MS: '1', CRM_PUSH_MAX_ATTEMPTS: '3' })) {
      saved[name] = process.env[name]
      process.env[name] = value
    }
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    fake = await FakeOmnicasa.start({ snapshotDir: 'data/crm' })
    outbox = await import('@/leads/crmOutbox')
    store = await import('@/leads/store')
  })
  afterAll(async () => {
    await fake?.stop()
    await t?.cleanup()
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })
  beforeEach(async () => {
    fake.failWrites = false
    fake.downCalls.clear()
    await payload.delete({ collection: 'crm-pushes', where: { id: { exists: true } }, overrideAccess: true })
  })

  it('pushes each of 50 leads stored while the CRM was down exactly once, with its fields and campaign', async () => {
    fake.failWrites = 'down'
    const ids: number[] = []
    for (let i = 0; i < 50; i++) ids.push(await lead(`a${i}`))
    const before = fake.writes().length
    expect((await drain()).failed).toBe(50)
    expect(
      (await pushes()).every(
        (p) => p.status === 'queued' && p.attempts === 1 && p.lastError?.includes('HTTP 500'),
      ),
    ).toBe(true)
    fake.failWrites = false
    await sleep(5)
    expect((await drain()).sent).toBe(50)
    expect(await drain()).toMatchObject({ sent: 0, failed: 0 })
    const written = fake
      .writes()
      .slice(before)
      .filter((w) => w.call === 'ContactOnMe')
    expect(written).toHaveLength(50)
    const first = written.find((w) => w.params.Name === 'Dupont a0')
    expect(first?.params).toMatchObject({
      FirstName: 'Anne',
      Email: 'anne.a0@example.be',
      Subject: 'Website: site-contact',
    })
    expect(String(first?.params.Content)).toContain('Bonjour a0')
    expect(String(first?.params.Content)).toContain('utm_source: google\nutm_campaign: winter\ngclid: G-a0')
    expect(new Set(written.map((w) => w.params.Email)).size).toBe(50)
    expect((await pushes()).map((p) => p.lead)).toEqual(ids)
  })

  it('makes each push once when four drains run at once', async () => {
    for (let i = 0; i < 40; i++) await lead(`b${i}`)
    const before = fake.writes().length
    const results = await Promise.all([drain(), drain(), drain(), drain()])
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(40)
    const emails = fake
      .writes()
      .slice(before)
      .map((w) => w.params.Email)
    expect(emails).toHaveLength(40)
    expect(new Set(emails).size).toBe(40)
  })

  it('registers a visitor once, then adds them to the appointment, also when the second call failed first', async () => {
    const { visitCalls } = await import('@/integrations/omnicasa/push/params')
    const push = await payload.create({
      collection: 'crm-pushes',
      overrideAccess: true,
      data: {
        kind: 'visit-booking',
        calls: visitCalls(
          { firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', locale: 'nl' },
          5501,
          'visit',
        ),
      },
    })
    fake.downCalls.add('AddPersonToAppointment')
    const before = fake.writes().length
    await drain()
    fake.downCalls.clear()
    await sleep(5)
    await drain()
    const calls = fake.writes().slice(before)
    expect(calls.map((c) => c.call)).toEqual(['RegisterPerson', 'AddPersonToAppointment'])
    const done = await payload.findByID({ collection: 'crm-pushes', id: push.id, overrideAccess: true })
    expect(calls[1]?.params).toMatchObject({ AppointmentID: 5501, PersonID: done.personId })
    expect(done).toMatchObject({ status: 'sent', step: 2, attempts: 2 })
  })

  it('marks a refused push failed with the CRM’s reason; staff queue it again and it goes', async () => {
    await lead('c')
    fake.failWrites = 'refuse'
    await drain()
    const [failed] = await pushes()
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
    expect(failed?.lastError).toContain('refused: The person could not be saved')
    fake.failWrites = false
    await payload.update({
      collection: 'crm-pushes',
      id: failed!.id,
      overrideAccess: true,
      data: { status: 'queued' },
    })
    expect((await drain()).sent).toBe(1)
  })

  it('pushes a demand once confirmed, and its unsubscribe with the id the CRM gave it', async () => {
    const demand = await payload.create({
      collection: 'demands',
      overrideAccess: true,
      data: {
        email: 'marc@example.be',
        lastName: 'Lambert',
        locale: 'fr',
        goal: 'buy',
        zones: ['1050|Ixelles'],
        minPrice: 200000,
        status: 'pending',
      },
    })
    expect(await pushes()).toEqual([])
    await payload.update({
      collection: 'demands',
      id: demand.id,
      overrideAccess: true,
      data: { status: 'confirmed' },
    })
    const before = fake.writes().length
    await drain()
    const [registered] = fake.writes().slice(before)
    expect(registered).toMatchObject({
      call: 'DemandRegister2',
      params: { Goal: 0, Zips: ['1050'], PriceMin: 200000 },
    })
    const crmId = (await pushes())[0]?.answer
    await payload.update({
      collection: 'demands',
      id: demand.id,
      overrideAccess: true,
      data: { status: 'unsubscribed' },
    })
    await drain()
    expect(fake.writes().slice(before + 1)).toEqual([
      { call: 'UnsubscribeDemandPerson', params: { DemandID: crmId, LanguageId: 2 } },
    ])
  })

  it('records pushes as not sent when no CRM is configured', async () => {
    await lead('d')
    const before = fake.writes().length
    expect((await outbox.drainCrmOutbox(payload, null)).notSent).toBe(1)
    expect((await pushes())[0]?.status).toBe('not-sent')
    expect(fake.writes()).toHaveLength(before)
  })
})
