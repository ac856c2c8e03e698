/**
 * Issue 18: search alerts. An import records the listings new to a goal and the published prices
 * that went down, in its own transaction, and queues the alert job; the job mails each confirmed
 * demand, in its language and at most once a day, what happened after its confirmation or its last
 * digest, with a one-click unsubscribe (RFC 8058). SQLite and PostgreSQL.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { queryRows } from '@/db/rows'
import type * as ImportModule from '@/integrations/omnicasa/import'
import type * as SourceModule from '@/integrations/omnicasa/source'
import type * as AlertsModule from '@/leads/alerts'
import type { Demand } from '@/payload-types'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { copySnapshot } from '../helpers/snapshot'

vi.mock('server-only', () => ({}))
const state: { payload?: Payload } = {}
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
let importSnapshot: typeof ImportModule.importSnapshot
let FileSnapshotSource: typeof SourceModule.FileSnapshotSource
let alerts: typeof AlertsModule

const HOUR = 60 * 60 * 1000
const languages = ['fr', 'nl', 'en', 'de'] as const
/** A sale in Gent (9000), web type 1 (house), € 389,000: copied as a new listing. */
const GENT_LOFT = 49105
const NEW_ID = 990_105
/** A sale in Namur (5000), web type 1, € 289,000: its price drops. */
const NAMUR_HOUSE = 49012

/**
 * The clock moved on by `hours`: every time the alerts read (when events happened, when demands
 * were confirmed and last alerted) goes that far into the past, as if the test had waited.
 */
async function hoursPass(hours: number): Promise<void> {
  const shift = (table: string, column: string) =>
    testDatabaseKind === 'postgres'
      ? sql.raw(
          `UPDATE ${table} SET ${column} = ${column} - interval '${hours} hours' WHERE ${column} IS NOT NULL`,
        )
      : sql.raw(
          `UPDATE ${table} SET ${column} = strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '-${hours} hours') WHERE ${column} IS NOT NULL`,
        )
  await queryRows(payload, shift('listing_events', 'created_at'))
  await queryRows(payload, shift('demands', 'confirmed_at'))
  await queryRows(payload, shift('demands', 'last_alert_at'))
}

const importFrom = (dir: string) => importSnapshot(payload, new FileSnapshotSource(dir))

/** The demo snapshot with a new listing in Gent and a lower price in Namur (or as asked). */
function changedSnapshot({ namurPrice = 275_000, withNew = true } = {}) {
  const snapshot = copySnapshot()
  for (const language of languages) {
    snapshot.edit(`properties.${language}.json`, (records) => {
      const changed = records.map((r) => (r.ID === NAMUR_HOUSE ? { ...r, Price: namurPrice } : r))
      const loft = records.find((r) => r.ID === GENT_LOFT)
      if (!withNew || !loft) return changed
      return [...changed, { ...loft, ID: NEW_ID, Ident: `${String(loft.Ident)}-2`, Price: 365_000 }]
    })
  }
  return snapshot
}

async function demand(email: string, data: Partial<Demand> = {}): Promise<number> {
  const created = await payload.create({
    collection: 'demands',
    overrideAccess: true,
    depth: 0,
    data: {
      firstName: 'Anne',
      lastName: 'Dupont',
      email,
      locale: 'fr',
      goal: 'buy',
      webIds: [1],
      zones: ['zip:9000', 'zip:5000'],
      maxPrice: 400_000,
      status: 'confirmed',
      confirmedAt: new Date(Date.now() - HOUR).toISOString(),
      ...data,
    },
  })
  return created.id
}

const alertMails = async () =>
  (
    await payload.find({
      collection: 'mails',
      where: { kind: { equals: 'demand-alert' } },
      sort: 'createdAt',
      depth: 0,
      limit: 0,
      overrideAccess: true,
    })
  ).docs

const events = async () =>
  (
    await payload.find({
      collection: 'listing-events',
      sort: 'createdAt',
      depth: 0,
      limit: 0,
      overrideAccess: true,
    })
  ).docs
    .map((event) => [Number(event.property), event.reason, event.previousPrice ?? null])
    .sort((a, b) => Number(a[0]) - Number(b[0]))

describe(`search alerts (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: { agency: { name: 'Immo Test', email: 'agence@example.be' } },
    })
    ;({ importSnapshot } = await import('@/integrations/omnicasa/import'))
    ;({ FileSnapshotSource } = await import('@/integrations/omnicasa/source'))
    alerts = await import('@/leads/alerts')
  }, 120_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('records nothing on the first import: every listing would be “new”', async () => {
    await importFrom('data/crm')
    expect(await events()).toEqual([])
  })

  it('records nothing while no demand is confirmed: nobody could be told', async () => {
    await demand('paul@example.be', { status: 'pending', confirmedAt: null })
    const snapshot = changedSnapshot()
    try {
      await importFrom(snapshot.dir)
    } finally {
      snapshot.remove()
    }
    await importFrom('data/crm')
    expect(await events()).toEqual([])
  })

  it('records a new listing and a price drop with the import, and queues the alert job', async () => {
    // Someone waits for alerts (to rent: none of these listings is theirs).
    await demand('zoe@example.be', { goal: 'rent' })
    const snapshot = changedSnapshot()
    try {
      await importFrom(snapshot.dir)
    } finally {
      snapshot.remove()
    }
    expect(await events()).toEqual([
      [NAMUR_HOUSE, 'price-drop', 289_000],
      [NEW_ID, 'new', null],
    ])
    const jobs = await payload.count({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: { taskSlug: { equals: 'sendAlerts' }, completedAt: { exists: false } },
    })
    expect(jobs.totalDocs).toBe(1)
  })

  it('mails one digest to each matching confirmed demand’s person, once', async () => {
    const anna = await demand('anna@example.be')
    // Anna again, through a second demand (other case in the address): still one mail.
    const anna2 = await demand('Anna@Example.be', { zones: ['province:BE-WNA'], locale: 'nl' })
    await demand('bert@example.be', { goal: 'rent' })
    await demand('carl@example.be', { status: 'pending', confirmedAt: null })
    // Confirmed after the import: those listings are not news to her.
    await demand('dora@example.be', { confirmedAt: new Date(Date.now() + HOUR).toISOString() })
    await demand('emil@example.be', { maxPrice: 300_000 })

    const run = await alerts.sendAlerts(payload)
    expect(run).toMatchObject({ sent: 2, deferred: 0, skipped: 0 })
    const mails = await alertMails()
    expect(mails.map((mail) => mail.to.toLowerCase()).sort()).toEqual(['anna@example.be', 'emil@example.be'])

    const toAnna = mails.find((mail) => mail.to.toLowerCase() === 'anna@example.be')!
    // In the language of her latest demand, both listings, each once.
    expect(toAnna.locale).toBe('nl')
    expect(toAnna.subject).toBe('2 panden passen bij uw zoekopdracht')
    expect(toAnna.text).toContain('Nieuw')
    expect(toAnna.text).toContain('Prijsdaling')
    expect(toAnna.text).toMatch(/275\.000.*\(was €\s289\.000\)/)
    expect(toAnna.text.match(/\/(?:nl|fr)\/[^\s]*\/990105\//g)?.length).toBe(1)
    expect(toAnna.html).toMatch(/<img src="[^"]+\?width=600&amp;height=auto&amp;format=webp"/)
    // A link to delete each search, and one that stops everything: the List-Unsubscribe header's.
    expect(toAnna.text.match(/\/demand\/delete\/\?t=/g)?.length).toBe(2)
    expect(toAnna.listUnsubscribe).toMatch(/^https?:\/\/[^/]+\/unsubscribe\/\?t=d\d+\.[\w.-]+&lang=nl$/)
    expect(toAnna.text).toContain(toAnna.listUnsubscribe!)

    // Emil's budget stops at € 300,000: only the drop in Namur.
    const toEmil = mails.find((mail) => mail.to === 'emil@example.be')!
    expect(toEmil.subject).toBe('Un bien de votre recherche baisse de prix')

    // Both of Anna's demands are stamped; a second run sends nothing.
    const stamped = await payload.find({
      collection: 'demands',
      where: { id: { in: [anna, anna2] } },
      depth: 0,
      overrideAccess: true,
    })
    expect(stamped.docs.every((doc) => Boolean(doc.lastAlertAt))).toBe(true)
    expect(await alerts.sendAlerts(payload)).toMatchObject({ sent: 0 })
    expect(await alertMails()).toHaveLength(2)
  })

  it('holds a further drop for 24 hours after the last digest, then sends only that', async () => {
    const snapshot = changedSnapshot({ namurPrice: 260_000 })
    try {
      await importFrom(snapshot.dir)
    } finally {
      snapshot.remove()
    }
    expect(await alerts.sendAlerts(payload)).toMatchObject({ sent: 0, deferred: 2 })
    await hoursPass(25)
    expect(await alerts.sendAlerts(payload)).toMatchObject({ sent: 2 })
    const mails = await alertMails()
    expect(mails).toHaveLength(4)
    const latest = mails.slice(2).find((mail) => mail.to.toLowerCase() === 'anna@example.be')!
    expect(latest.subject).toBe('Een pand van uw zoekopdracht is in prijs gedaald')
    expect(latest.text).toMatch(/260\.000.*\(was €\s275\.000\)/)
    expect(latest.text).not.toContain('990105')
  })

  it('stores one digest when two processes run the job at once', async () => {
    const snapshot = changedSnapshot({ namurPrice: 250_000 })
    try {
      await importFrom(snapshot.dir)
    } finally {
      snapshot.remove()
    }
    await hoursPass(25)
    const runs = await Promise.all([alerts.sendAlerts(payload), alerts.sendAlerts(payload)])
    // Anna, Emil, and Dora now: her confirmation is older than this drop.
    expect(runs[0].sent + runs[1].sent).toBe(3)
    // The other process found them claimed, or (if it read after the commit) alerted today.
    expect(runs[0].skipped + runs[1].skipped + runs[0].deferred + runs[1].deferred).toBe(3)
    expect(await alertMails()).toHaveLength(7)
  })

  it('alerts no one of a price that rose, a listing withdrawn since, or an unchanged import', async () => {
    const before = (await events()).length
    // Back to the demo snapshot: Namur's price goes up, the Gent copy is withdrawn.
    await importFrom('data/crm')
    await importFrom('data/crm')
    expect(await events()).toHaveLength(before)
    // Fred registered before all of those events: each would be news to him, had the listing not
    // been withdrawn and the price not risen above every earlier one again.
    const fred = await demand('fred@example.be', {
      confirmedAt: new Date(Date.now() - 1000 * HOUR).toISOString(),
    })
    expect(await alerts.sendAlerts(payload)).toMatchObject({ sent: 0 })
    const stillNever = await payload.findByID({
      collection: 'demands',
      id: fred,
      depth: 0,
      overrideAccess: true,
    })
    expect(stillNever.lastAlertAt ?? null).toBeNull()
  })

  it('forgets the digests and the listing changes after 30 days', async () => {
    const { anonymiseOldLeads } = await import('@/leads/retention')
    const result = await anonymiseOldLeads(payload, new Date(Date.now() + 31 * 24 * HOUR))
    expect(result.alertsDeleted).toBe(7)
    expect(await alertMails()).toEqual([])
    expect(await events()).toEqual([])
  })
})
