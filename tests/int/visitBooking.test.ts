/**
 * Issue 18, visit booking: the CRM's appointments imported as visit slots (a re-import keeps the
 * bookings; slots gone from the CRM can no longer be booked), and a slot's capacity never exceeded
 * by simultaneous bookings through the action's own storing path. SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { FormValues } from '@/domain/forms/schemas'
import type * as ImportModule from '@/integrations/omnicasa/import'
import type * as SourceModule from '@/integrations/omnicasa/source'
import type * as StoreModule from '@/leads/store'
import type { LeadSubject } from '@/leads/subject'
import type * as VisitsModule from '@/leads/visits'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { copySnapshot } from '../helpers/snapshot'

vi.mock('server-only', () => ({}))
const state: { payload?: Payload } = {}
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
let store: typeof StoreModule
let visits: typeof VisitsModule
let importSnapshot: typeof ImportModule.importSnapshot
let FileSnapshotSource: typeof SourceModule.FileSnapshotSource
const snapshot = copySnapshot()

type Appointment = {
  ID: number
  PropertyID: number
  StartDate: string
  EndDate: string
  Capacity: number
  Status: string
}
const appointments = (await import('node:fs')).readFileSync('data/crm/appointments.json', 'utf8')
const shipped = JSON.parse(appointments) as Appointment[]

const importNow = () => importSnapshot(payload, new FileSnapshotSource(snapshot.dir))

const slotByCrmId = async (crmId: number) => {
  const { docs } = await payload.find({
    collection: 'visit-slots',
    where: { crmId: { equals: crmId } },
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`no slot ${crmId}`)
  return docs[0]
}

const subject = (propertyId: number): LeadSubject => ({
  kind: 'property',
  id: propertyId,
  listing: { reference: String(propertyId), title: 'Maison de test', url: 'https://www.example.be/fr/x/' },
  documents: [],
  location: 'Rue de la Loi 16, 1000 Bruxelles',
})

const book = (slot: number, propertyId: number, n: number) => {
  const values: FormValues<'contact-appointment'> = {
    slot,
    title: 'ms',
    firstName: 'Visiteuse',
    lastName: `N° ${n}`,
    email: `visiteuse${n}@example.be`,
    phone: '0475 12 34 56',
    message: undefined,
    property: propertyId,
  }
  return store.storeLead(payload, {
    form: 'contact-appointment',
    locale: 'fr',
    values,
    subject: subject(propertyId),
    source: { page: 'https://www.example.be/fr/x/' },
    verdict: 'accept',
    reasons: [],
  })
}

describe(`visit booking (${testDatabaseKind})`, () => {
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
    store = await import('@/leads/store')
    visits = await import('@/leads/visits')
    // Slots that stay ahead of the clock whenever the test runs: the shipped ones, a year on.
    snapshot.edit('appointments.json', (records) =>
      records.map((r) => ({
        ...r,
        StartDate: later(String(r.StartDate)),
        EndDate: later(String(r.EndDate)),
      })),
    )
    await importNow()
  }, 120_000)

  afterAll(async () => {
    snapshot.remove()
    await t?.cleanup()
  })

  it('imports every appointment as a slot, its Belgian time as an instant', async () => {
    const { totalDocs } = await payload.count({ collection: 'visit-slots', overrideAccess: true })
    expect(totalDocs).toBe(shipped.length)
    const first = shipped[0]!
    const slot = await slotByCrmId(first.ID)
    expect(slot).toMatchObject({
      property: first.PropertyID,
      capacity: first.Capacity,
      booked: 0,
      status: first.Status,
    })
    // A December slot: Brussels is an hour ahead of UTC.
    expect(later(first.StartDate).slice(5, 7)).toBe('12')
    expect(slot.startsAt).toBe(new Date(`${later(first.StartDate)}+01:00`).toISOString())
  })

  it('gives a slot of capacity 3 to exactly 3 of 50 simultaneous bookings', async () => {
    const target = shipped.find((a) => a.Status === 'scheduled')!
    const slot = await slotByCrmId(target.ID)
    await payload.update({
      collection: 'visit-slots',
      id: slot.id,
      overrideAccess: true,
      data: { capacity: 3 },
    })

    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) => book(slot.id, target.PropertyID, n)),
    )
    const confirmed = outcomes.filter((o) => o.status === 'fulfilled')
    const refused = outcomes.filter((o) => o.status === 'rejected')
    expect(confirmed).toHaveLength(3)
    expect(refused).toHaveLength(47)
    for (const o of refused)
      expect((o as PromiseRejectedResult).reason).toBeInstanceOf(visits.AppointmentsFullError)

    expect((await slotByCrmId(target.ID)).booked).toBe(3)
    // Only the confirmed bookings left a lead, each with its slot and its confirmation mail.
    const leads = await payload.find({
      collection: 'leads',
      where: { visitSlot: { equals: slot.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(leads.totalDocs).toBe(3)
    const mails = await payload.find({
      collection: 'mails',
      where: { kind: { equals: 'visit-confirmation' }, lead: { in: leads.docs.map((l) => l.id) } },
      depth: 0,
      overrideAccess: true,
    })
    expect(mails.totalDocs).toBe(3)
    const [file] = mails.docs[0]!.attachments as { filename: string; content: string }[]
    expect(file!.filename).toBe('visit.ics')
    expect(file!.content).toContain(`DTSTART:${slot.startsAt.replace(/[-:]/g, '').slice(0, 15)}Z`)
    expect(file!.content).toContain('LOCATION:Rue de la Loi 16\\, 1000 Bruxelles')
    const { totalDocs: allLeads } = await payload.count({ collection: 'leads', overrideAccess: true })
    expect(allLeads).toBe(3)
  }, 120_000)

  it('refuses a cancelled slot, a slot of another listing and one that has begun', async () => {
    const cancelled = shipped.find((a) => a.Status === 'cancelled')!
    // A listing other than the one the other tests book.
    const first = shipped.find((a) => a.Status === 'scheduled')!
    const open = shipped.find(
      (a) =>
        a.Status === 'scheduled' &&
        a.PropertyID !== cancelled.PropertyID &&
        a.PropertyID !== first.PropertyID,
    )!
    const openSlot = await slotByCrmId(open.ID)
    await expect(
      book((await slotByCrmId(cancelled.ID)).id, cancelled.PropertyID, 100),
    ).rejects.toBeInstanceOf(visits.AppointmentsFullError)
    await expect(book(openSlot.id, cancelled.PropertyID, 101)).rejects.toBeInstanceOf(
      visits.AppointmentsFullError,
    )
    await payload.update({
      collection: 'visit-slots',
      id: openSlot.id,
      overrideAccess: true,
      data: { startsAt: new Date(Date.now() - 60_000).toISOString() },
    })
    await expect(book(openSlot.id, open.PropertyID, 102)).rejects.toBeInstanceOf(visits.AppointmentsFullError)
    expect((await slotByCrmId(open.ID)).booked).toBe(0)
  })

  it('keeps the bookings through a re-import; a slot gone from the CRM can no longer be booked', async () => {
    const booked = shipped.find((a) => a.Status === 'scheduled')!
    const gone = shipped.filter((a) => a.Status === 'scheduled' && a.PropertyID === booked.PropertyID)[1]!
    expect((await slotByCrmId(booked.ID)).booked).toBe(3)

    // The CRM changes the booked slot's end and drops another slot of the listing.
    snapshot.edit('appointments.json', (records) =>
      records
        .filter((r) => r.ID !== gone.ID)
        .map((r) => (r.ID === booked.ID ? { ...r, EndDate: later(booked.EndDate, 15) } : r)),
    )
    const summary = await importNow()
    expect(summary.visitSlots).toMatchObject({ updated: 1, withdrawn: 1 })
    expect(await slotByCrmId(booked.ID)).toMatchObject({ booked: 3, capacity: booked.Capacity })
    const withdrawn = await slotByCrmId(gone.ID)
    expect(withdrawn.status).toBe('withdrawn')
    await expect(book(withdrawn.id, gone.PropertyID, 200)).rejects.toBeInstanceOf(
      visits.AppointmentsFullError,
    )

    // Unchanged: nothing written, nothing withdrawn again.
    expect((await importNow()).visitSlots).toMatchObject({ created: 0, updated: 0, withdrawn: 0 })

    // Back in the CRM: bookable again.
    snapshot.edit('appointments.json', (records) => [
      ...records,
      { ...gone, StartDate: later(gone.StartDate), EndDate: later(gone.EndDate) },
    ])
    expect((await importNow()).visitSlots).toMatchObject({ updated: 1 })
    expect((await slotByCrmId(gone.ID)).status).toBe('scheduled')
    await book(withdrawn.id, gone.PropertyID, 301)
    expect((await slotByCrmId(gone.ID)).booked).toBe(1)
  }, 120_000)
})

/** A CRM local date-time a year later (same weekday drift does not matter), `minutes` added. */
function later(local: string, minutes = 0): string {
  const at = new Date(`${local.slice(0, 19)}Z`)
  at.setUTCFullYear(at.getUTCFullYear() + 1)
  at.setUTCMinutes(at.getUTCMinutes() + minutes)
  return at.toISOString().slice(0, 19)
}
