import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { copySnapshot } from '../helpers/snapshot'
import { escape, format, texts, visitor } from './leadData'
import { asNewVisitor, LeadForm } from './leadForms'
import { confirmationMail } from './leadMails'
import { leadsOf } from './localApi'

// Issue 18, holiday rentals: a tourist rental's availability calendar shows the nights its CRM
// calendar has booked, and its holiday request refuses dates that are incomplete, backwards or
// over a booking (spec §5 "start and end dates complete and end date valid"), each error on its
// field and everything typed kept; a valid request is stored and confirmed by mail.
//
// The listing's booked periods are set relative to today (an edited copy of the demo snapshot,
// imported before and replaced by the demo's own after), so the test holds whatever the date.

const LISTING = 49177 // La Panne, a studio for at most 3 guests, listed as a tourist rental
const FR = texts.fr as typeof texts.fr & {
  forms: Record<string, Record<string, string>>
  errors: Record<string, string>
}
const form = FR.forms['holiday-request']!
const calendar = (
  JSON.parse(readFileSync('messages/fr/PropertyDetail.json', 'utf8')) as { calendar: Record<string, string> }
).calendar

/** A date field by its label's start (its label also holds the required mark). */
const dateLabel = (name: string) => new RegExp(`^${escape(FR.fields[name] ?? name)}\\b`)

/** A field's label, with "(optionnel)" after the optional ones. */
const label = (name: string) =>
  new RegExp(`^${escape(FR.fields[name] ?? name)}(?: \\(${escape(FR.optional)}\\))?$`)

const DAY = 86_400_000
const brusselsToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
const nightsOf = (start: string, end: string) => {
  const nights: string[] = []
  for (let day = start; day < end; day = addDays(day, 1)) nights.push(day)
  return nights
}

const today = brusselsToday()
// A week from Saturday to Saturday ten days on or so, and a long weekend across a month's end.
const week = { start: addDays(today, 10), end: addDays(today, 17) }
const nextMonthEnd = (() => {
  const d = new Date(`${addDays(today, 45)}T00:00:00Z`)
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10)
})()
const weekend = { start: addDays(nextMonthEnd, -1), end: addDays(nextMonthEnd, 2) }

function runImport(dir: string) {
  const result = spawnSync('npm', ['run', 'import', '--', dir], {
    env: {
      ...process.env,
      PORT: process.env.E2E_PORT ?? '3100',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      PAYLOAD_SECRET: '',
    },
    encoding: 'utf8',
  })
  expect(result.status, result.stdout + result.stderr).toBe(0)
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(() => {
  const snapshot = copySnapshot()
  try {
    snapshot.editListing(LISTING, (record) => ({
      ...record,
      BookedPeriods: [
        { StartDate: week.start, EndDate: week.end },
        { StartDate: weekend.start, EndDate: weekend.end },
      ],
    }))
    runImport(snapshot.dir)
  } finally {
    snapshot.remove()
  }
})

test.afterAll(() => runImport('data/crm'))

test.beforeEach(({ page }) => asNewVisitor(page))

/** The listing's page, reached from the tourist-rental list (spec §2 /fr/location-touristique/). */
async function openListing(lead: LeadForm): Promise<void> {
  await lead.page.goto('/fr/location-touristique/')
  const href = await lead.page.locator(`a[href$="/${LISTING}/"]`).first().getAttribute('href')
  expect(href).toBeTruthy()
  // The import's change reaches the page within a second or two.
  await expect
    .poll(
      async () => {
        await lead.goto(href!)
        return lead.page.locator('td[data-booked]').count()
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0)
}

const monthName = (day: string) =>
  new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/** The day's cell in its month's table, found as a screen reader finds it. */
function dayCell(page: Page, day: string, booked: boolean) {
  const table = page.getByRole('table', { name: monthName(day) })
  const number = String(Number(day.slice(8, 10)))
  const name = booked ? `${number}, ${calendar.booked}` : number
  return table.getByRole('cell', { name, exact: true })
}

test('the calendar shows the booked nights, in words and marks, across a month’s end', async ({ page }) => {
  const lead = new LeadForm(page, 'holiday-request' as never, 'fr')
  await openListing(lead)
  await expect(page.getByRole('heading', { level: 2, name: calendar.heading })).toBeVisible()
  await expect(page.getByRole('table', { name: monthName(today) })).toBeAttached()
  // Six months from this one, each a table named by its month.
  await expect(page.locator('[id^="availability-20"] table')).toHaveCount(6)

  const booked = [...nightsOf(week.start, week.end), ...nightsOf(weekend.start, weekend.end)]
  for (const night of booked) await expect(dayCell(page, night, true), night).toBeAttached()
  // The departure days are free again; so is the eve of an arrival.
  for (const free of [week.end, weekend.end, addDays(week.start, -1)])
    await expect(dayCell(page, free, false), free).toBeAttached()
  await expect(page.locator('td[data-booked]')).toHaveCount(booked.length)
  // The long weekend runs into the next month: its last night is the 1st.
  expect(weekend.end.slice(8)).toBe('02')
  // Today is marked for assistive technology too.
  await expect(page.locator('td[aria-current="date"]')).toHaveAttribute('data-date', today)
  // The key says in words what each mark means.
  await expect(page.getByRole('list', { name: calendar.legend })).toContainText(calendar.booked!)
  // And the section passes axe-core's WCAG 2 A and AA rules (contrast of the marks included).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .include('section[aria-labelledby="availability-heading"]')
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('invalid dates are refused on the right field, in French, with everything typed kept', async ({
  page,
}) => {
  // Four answers, each after the spam check's minimum fill time.
  test.setTimeout(120_000)
  const lead = new LeadForm(page, 'holiday-request' as never, 'fr')
  await openListing(lead)
  const f = lead.form
  const date = (name: 'arrival' | 'departure') => f.getByLabel(dateLabel(name))
  const guests = f.getByRole('textbox', { name: label('guests') })
  const who = visitor('fr', 'holiday')
  await expect(page.getByText(format(form.intro!, { guests: 3 }))).toBeVisible()

  await f.getByRole('radiogroup').getByRole('radio', { name: FR.titles.ms }).check()
  await f.getByRole('textbox', { name: label('firstName') }).fill(who.firstName)
  await f.getByRole('textbox', { name: label('lastName') }).fill(who.lastName)
  await f.getByRole('textbox', { name: label('email') }).fill(who.email)
  await f.getByRole('textbox', { name: label('phone') }).fill(who.phone)
  await guests.fill('2')
  const message = f.getByRole('textbox', { name: label('message') })
  await message.fill('Avec un chien ?')

  const expectError = async (field: 'arrival' | 'departure' | 'guests', code: string) => {
    const input = field === 'guests' ? guests : date(field)
    await expect(input, field).toHaveAttribute('aria-invalid', 'true')
    await expect(input, field).toHaveAccessibleDescription(new RegExp(escape(FR.errors[code]!)))
  }
  const expectKept = async (arrival: string, departure: string, guestCount = '2') => {
    await expect(date('arrival')).toHaveValue(arrival)
    await expect(date('departure')).toHaveValue(departure)
    await expect(guests).toHaveValue(guestCount)
    await expect(message).toHaveValue('Avec un chien ?')
    await expect(f.getByRole('textbox', { name: label('email') })).toHaveValue(who.email)
    await expect(f.getByRole('radio', { name: FR.titles.ms })).toBeChecked()
  }
  const send = async () => {
    await lead.waitForFillTime()
    await lead.captchaSolved()
    await lead.submit()
    await expect(lead.summary).toHaveText(FR.summary)
  }

  // Missing end.
  const arrival = addDays(week.start, -4)
  await date('arrival').fill(arrival)
  await send()
  await expectError('departure', 'required')
  await expect(f.locator('[aria-invalid="true"]')).toHaveCount(1)
  await expectKept(arrival, '')

  // End before start.
  await date('departure').fill(addDays(arrival, -2))
  await send()
  await expectError('departure', 'endBeforeStart')
  await expect(f.locator('[aria-invalid="true"]')).toHaveCount(1)
  await expectKept(arrival, addDays(arrival, -2))

  // Over the booked week, and more guests than the studio takes: the server's own checks.
  await date('departure').fill(addDays(week.start, 2))
  await guests.fill('5')
  await send()
  await expectError('departure', 'overlapsBooking')
  await expectError('guests', 'tooManyGuests')
  await expect(f.locator('[aria-invalid="true"]')).toHaveCount(2)
  await expectKept(arrival, addDays(week.start, 2), '5')

  // Arriving on a booked night: the arrival is the field to change.
  await date('arrival').fill(addDays(week.start, 1))
  await date('departure').fill(addDays(week.end, 2))
  await guests.fill('2')
  await send()
  await expectError('arrival', 'overlapsBooking')
  await expect(f.locator('[aria-invalid="true"]')).toHaveCount(1)

  expect(await leadsOf(who.email)).toEqual([])
})

test('a valid request from the booking’s departure day is stored and confirmed by mail', async ({ page }) => {
  test.setTimeout(60_000)
  const lead = new LeadForm(page, 'holiday-request' as never, 'fr')
  await openListing(lead)
  const f = lead.form
  const who = visitor('fr', 'holidayok')
  const arrival = week.end
  const departure = addDays(week.end, 3)
  // The date pickers start at today in Brussels (a hint: the server checks the dates itself).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date())
  for (const name of ['arrival', 'departure'])
    await expect(f.getByLabel(dateLabel(name))).toHaveAttribute('min', today)
  await f.getByLabel(dateLabel('arrival')).fill(arrival)
  await f.getByLabel(dateLabel('departure')).fill(departure)
  await f.getByRole('textbox', { name: label('guests') }).fill('2')
  await f.getByRole('radio', { name: FR.titles.ms }).check()
  await f.getByRole('textbox', { name: label('firstName') }).fill(who.firstName)
  await f.getByRole('textbox', { name: label('lastName') }).fill(who.lastName)
  await f.getByRole('textbox', { name: label('email') }).fill(who.email)
  await f.getByRole('textbox', { name: label('phone') }).fill(who.phone)
  await lead.waitForFillTime()
  await lead.captchaSolved()
  const listingPath = new URL(page.url()).pathname
  await lead.submitButton.click()
  await page.waitForURL((url) => url.pathname !== listingPath)
  // The form's own thank-you page says what happens next.
  await expect(page).toHaveURL(/\/fr\/merci\/demande-de-sejour\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Merci, votre demande de séjour est envoyée',
  )

  const [stored] = await leadsOf(who.email)
  expect(stored).toMatchObject({
    form: 'holiday-request',
    status: 'new',
    property: LISTING,
    data: { arrival, departure, nights: 3, guests: 2 },
  })
  expect(stored!.mails.map((mail) => mail.kind).sort()).toEqual([
    'agency-notification',
    'visitor-confirmation',
  ])

  const mail = await confirmationMail(who.email, 'fr', {
    form: 'holiday-request' as never,
    name: `${who.firstName} ${who.lastName}`,
    reference: LISTING,
  })
  // The facts: the dates day-month-year (spec §9) and the nights.
  const dmy = (day: string) => `${Number(day.slice(8))}-${Number(day.slice(5, 7))}-${day.slice(0, 4)}`
  expect(mail.text).toContain(dmy(arrival))
  expect(mail.text).toContain(dmy(departure))
  expect(mail.text).toMatch(new RegExp(`${escape(FR.fields.nights!)}\\W+3`))
})
