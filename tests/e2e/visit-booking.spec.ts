import { expect, type Page, test } from '@playwright/test'

import { escape, format, mailTexts, texts, thankYou, visitor } from './leadData'
import { asNewVisitor, LeadForm } from './leadForms'
import { localApi } from './localApi'
import { waitForMail } from './mailbox'

// Issue 18, visit booking (spec §1 "book an appointment", §4 "appointment status confirmed;
// appointments can be full", §8 'the appointments are full'): a visitor picks a time on a
// listing's page and gets the confirmation with a calendar file; two visitors after the last place
// of a slot: one is confirmed, the other told it is full with everything typed kept.

test.beforeEach(({ page }) => asNewVisitor(page))
// Two sends each, every one waiting for the anti-spam widget's proof of work.
test.describe.configure({ timeout: 120_000 })

const t = texts.fr
const mailT = mailTexts.fr
const form = t.forms['contact-appointment'] as Record<string, string>

type Slot = {
  id: number
  property: number
  title: string
  city: string
  startsAt: string
  endsAt: string
  capacity: number
  booked: number
}

/**
 * The demo snapshot's slots follow its date (2026-11-20); once they are past, they are moved on by
 * whole weeks (same weekday and hour) until the first is two days ahead, so that this spec does
 * not depend on when it runs. Only this shard's data changes.
 */
test.beforeAll(async () => {
  await localApi(`
    const { docs } = await payload.find({ collection: 'visit-slots', depth: 0, overrideAccess: true, sort: 'startsAt', pagination: false })
    if (docs.length === 0) return
    const week = 7 * 86400000
    const behind = Date.now() + 2 * 86400000 - Date.parse(docs[0].startsAt)
    if (behind <= 0) return
    const shift = Math.ceil(behind / week) * week
    for (const d of docs) {
      await payload.update({ collection: 'visit-slots', id: d.id, overrideAccess: true, depth: 0, data: {
        startsAt: new Date(Date.parse(d.startsAt) + shift).toISOString(),
        endsAt: new Date(Date.parse(d.endsAt) + shift).toISOString(),
      } })
    }
  `)
})

/** Bookable slots of the demo snapshot's listings (sale, or monthly rent), soonest first. */
const openSlots = (goal: 'sale' | 'rent') =>
  localApi<Slot[]>(`
    const { docs } = await payload.find({
      collection: 'visit-slots', depth: 1, overrideAccess: true, sort: 'startsAt', pagination: false,
      where: { status: { equals: 'scheduled' }, startsAt: { greater_than: new Date(Date.now() + 3600000).toISOString() } },
    })
    return docs
      .filter((d) => d.property && d.property.goal === ${JSON.stringify(goal)} && d.property.status === 'active'
        && d.property.rentPeriod !== 'week' && d.booked < d.capacity)
      .map((d) => ({ id: d.id, property: d.property.id, title: d.property.title, city: d.property.cityName,
        startsAt: d.startsAt, endsAt: d.endsAt, capacity: d.capacity, booked: d.booked }))
  `)

const slotNow = (id: number) =>
  localApi<{ booked: number; capacity: number; leads: string[] }>(`
    const slot = await payload.findByID({ collection: 'visit-slots', id: ${id}, depth: 0, overrideAccess: true })
    const { docs } = await payload.find({ collection: 'leads', depth: 0, overrideAccess: true, where: { visitSlot: { equals: ${id} } } })
    return { booked: slot.booked, capacity: slot.capacity, leads: docs.map((l) => l.email) }
  `)

/** The day's heading and the time's label as the form shows them, on the Brussels clock. */
function slotLabels(slot: Slot) {
  const clock = (iso: string) =>
    new Intl.DateTimeFormat('fr-BE', {
      timeZone: 'Europe/Brussels',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso))
  const day = new Intl.DateTimeFormat('fr-BE', {
    timeZone: 'Europe/Brussels',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(slot.startsAt))
  return { day, time: `${clock(slot.startsAt)} – ${clock(slot.endsAt)}` }
}

/** The radio of a slot: under its day's group, named by its times. */
function slotRadio(page: Page, lead: LeadForm, slot: Slot, name?: string) {
  const { day, time } = slotLabels(slot)
  const times = lead.form.getByRole('radiogroup', { name: new RegExp(`^${escape(t.fields.slot!)}`) })
  return times
    .getByRole('group', { name: day, exact: true })
    .getByRole('radio', { name: name ?? time, exact: true })
}

test('book a visit: the slot by day, the person; confirmed on the page and by e-mail with an .ics', async ({
  page,
}) => {
  const [slot] = await openSlots('sale')
  expect(slot, 'a bookable slot on a sale listing of the demo snapshot').toBeTruthy()
  if (!slot) return
  const lead = new LeadForm(page, 'contact-appointment', 'fr')
  await lead.goto(`/fr/property/${slot.property}/`)
  await lead.open()
  await expect(page.getByText(form.intro!)).toBeVisible()

  // Without a time or a person, each is asked for; nothing is booked.
  await lead.submit()
  await expect(lead.summary).toHaveText(t.summary)
  const group = lead.form.getByRole('radiogroup', { name: new RegExp(`^${escape(t.fields.slot!)}`) })
  await expect(group).toHaveAttribute('aria-invalid', 'true')
  await expect(group).toHaveAccessibleDescription(t.errors.required)
  expect((await slotNow(slot.id)).booked).toBe(slot.booked)

  const who = visitor('fr', 'visit')
  await slotRadio(page, lead, slot).check()
  await lead.fill(who)
  await lead.send()
  // Spec §4 "appointment status confirmed": the thank-you page says so.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    thankYou('contact-appointment', 'fr').heading,
  )
  await expect(page.getByRole('main')).toContainText('Votre visite est réservée et confirmée.')

  const mail = await waitForMail((m) => m.to?.includes(who.email) === true && m.attachments.length > 0)
  expect(mail.subject).toBe(format(mailT.visitConfirmation!.subject!, { reference: slot.property }))
  expect(mail.text).toContain(mailT.visitConfirmation!.intro!)
  const [ics] = mail.attachments
  expect(ics?.filename).toBe('visit.ics')
  expect(ics?.contentType).toBe('text/calendar')
  const unfolded = (ics?.content ?? '').replace(/\r?\n[ \t]/g, '')
  const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
  expect(unfolded).toContain(`DTSTART:${utc(slot.startsAt)}`)
  expect(unfolded).toContain(`DTEND:${utc(slot.endsAt)}`)
  expect(unfolded).toContain(`SUMMARY:Visite : ${slot.title.replace(/([,;])/g, '\\$1')}`)
  expect(unfolded).toMatch(new RegExp(`LOCATION:[^\\r\\n]*${escape(slot.city)}`))
  expect(unfolded).toContain('STATUS:CONFIRMED')

  // The agency hears of it with the visit's time; the slot counts the booking, the lead is staff's.
  const agency = await waitForMail(
    (m) => m.replyTo?.includes(who.email) === true && m.to?.includes(who.email) !== true,
  )
  expect(agency.text).toContain(t.fields.slot!)
  expect(await slotNow(slot.id)).toMatchObject({ booked: slot.booked + 1, leads: [who.email] })
})

test('the last place of a slot: one visitor is confirmed, the other told the appointments are full', async ({
  page,
  browser,
}) => {
  const slots = await openSlots('rent')
  // A slot with one place left: the first of a rental listing, its count brought to one short (staff may).
  const slot = slots[0]
  expect(slot, 'a bookable slot on a rental listing of the demo snapshot').toBeTruthy()
  if (!slot) return
  await localApi(`
    await payload.update({ collection: 'visit-slots', id: ${slot.id}, overrideAccess: true, data: { booked: ${slot.capacity - 1} } })
  `)

  // Both visitors have the page open with the place free.
  const first = new LeadForm(page, 'contact-appointment', 'fr')
  // The other visitor in a browser of their own.
  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const otherPage = await otherContext.newPage()
  await asNewVisitor(otherPage)
  const second = new LeadForm(otherPage, 'contact-appointment', 'fr')
  await first.goto(`/fr/property/${slot.property}/`)
  await second.goto(`/fr/property/${slot.property}/`)
  await first.open()
  await second.open()

  const early = visitor('fr', 'visit-first')
  await slotRadio(page, first, slot).check()
  await first.fill(early)
  const late = { ...visitor('fr', 'visit-late'), message: 'Je viendrai avec mon frère.' }
  await slotRadio(otherPage, second, slot).check()
  await second.fill(late)

  await first.send()
  expect((await slotNow(slot.id)).booked).toBe(slot.capacity)

  await second.waitForFillTime()
  await second.captchaSolved()
  await second.submit()
  await expect(second.summary).toHaveText(t.notices.appointmentsFull)
  await expect(otherPage).toHaveURL(new RegExp(`/${slot.property}/`))
  // Everything typed is kept; the slot is now shown full and cannot be picked.
  await second.expectValues(late)
  const { time } = slotLabels(slot)
  const full = slotRadio(otherPage, second, slot, format(form.full!, { time }))
  await expect(full).toBeDisabled()
  await expect(full).not.toBeChecked()
  expect(await slotNow(slot.id)).toMatchObject({ booked: slot.capacity })
  expect((await slotNow(slot.id)).leads).not.toContain(late.email)

  // A fresh page shows the slot full as well.
  await page.goto(`/fr/property/${slot.property}/`)
  await first.open()
  await expect(slotRadio(page, first, slot, format(form.full!, { time }))).toBeDisabled()
  await otherContext.close()
})
