import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { leadsOf } from './localApi'
import { waitForMail } from './mailbox'

// The owner portal (issue 17): a first password through the reminder's e-mail (a real SMTP server
// receives it), sign-in, the figures against the CRM snapshot, the history's filters, sign-out,
// refusals and the lock, in French and Dutch, at phone and desktop widths.

type Lang = 'fr' | 'nl'
type Messages = Record<string, unknown>
const messages = (lang: Lang) => JSON.parse(readFileSync(`messages/${lang}/Login.json`, 'utf8')) as Messages
const text = (lang: Lang, key: string, values: Record<string, string | number> = {}): string => {
  let value: unknown = messages(lang)
  for (const part of key.split('.')) value = (value as Messages)[part]
  if (typeof value !== 'string') throw new Error(`no message ${key}`)
  return value.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}

type Stat = {
  PropertyID: number
  OwnerID: number
  To: string
  Visits: { Date: string; Source: string; Count: number }[]
}
type Communication = { OwnerID: number; Type: string; Subject: string }
const statistics = JSON.parse(readFileSync('data/crm/statistics.json', 'utf8')) as Stat[]
const communications = JSON.parse(readFileSync('data/crm/communications.json', 'utf8')) as Communication[]

/** The snapshot's figures for a property, worked out here from the raw file (Monday weeks). */
function expectedFigures(propertyId: number) {
  const stat = statistics.find((s) => s.PropertyID === propertyId)!
  const asOf = stat.To
  const asOfDate = new Date(`${asOf}T00:00:00Z`)
  const monday = new Date(asOfDate)
  monday.setUTCDate(asOfDate.getUTCDate() - ((asOfDate.getUTCDay() + 6) % 7))
  const weekStart = monday.toISOString().slice(0, 10)
  const monthStart = `${asOf.slice(0, 8)}01`
  const sum = (from: string) =>
    stat.Visits.filter((v) => v.Date >= from && v.Date <= asOf).reduce((total, v) => total + v.Count, 0)
  const days = new Map<string, number>()
  for (const v of stat.Visits) days.set(v.Date, (days.get(v.Date) ?? 0) + v.Count)
  const last30 = [...days.entries()].sort().slice(-30)
  // The snapshot's sources: our website, three portals, and Facebook among the others.
  const group = (source: string) =>
    source === 'Website' ? 'website' : source === 'Facebook' ? 'other' : 'portals'
  const byGroup = { website: 0, portals: 0, other: 0 }
  for (const v of stat.Visits) byGroup[group(v.Source)] += v.Count
  return {
    today: sum(asOf),
    week: sum(weekStart),
    month: sum(monthStart),
    total: sum('0000'),
    last30,
    byGroup,
  }
}

const OWNERS = {
  fr: { email: 'isabelle.dumont@example.org', name: 'Isabelle Dumont', crmId: 20417, property: 49012 },
  nl: { email: 'pieter.vermeulen@example.net', name: 'Pieter Vermeulen', crmId: 20533, property: 49356 },
} as const
const PASSWORD = 'Une phrase de passe assez longue 2026'

const number = (lang: Lang, value: number) => new Intl.NumberFormat(`${lang}-BE`).format(value)

/** From the sign-in form, through the reminder's mail, to a first password and the portal. */
async function firstPassword(page: Page, lang: Lang) {
  const owner = OWNERS[lang]
  await page.goto(`/${lang}/login/`)
  await page.getByRole('link', { name: text(lang, 'signIn.forgot') }).click()
  await expect(page.getByRole('heading', { name: text(lang, 'reminder.heading') })).toBeVisible()
  await page.getByLabel(text(lang, 'signIn.email'), { exact: true }).fill(owner.email)
  const asked = Date.now()
  await page.getByRole('button', { name: text(lang, 'reminder.submit') }).click()
  await expect(page.locator('form[id^="owner-"]').getByRole('status')).toHaveText(text(lang, 'reminder.sent'))

  const mail = await waitForMail(
    (m) => Boolean(m.to?.includes(owner.email)) && Date.parse(m.date) >= asked - 2000,
  )
  const link = /https?:\/\/\S+\?reset=[0-9a-f]+/.exec(mail.text ?? '')?.[0]
  expect(link, mail.text ?? '').toBeTruthy()
  const url = new URL(link!)
  expect(url.pathname).toBe(`/${lang}/login/`)

  await page.goto(`${url.pathname}${url.search}`)
  await expect(page.getByRole('heading', { name: text(lang, 'reset.heading') })).toBeVisible()
  await page.getByLabel(text(lang, 'reset.password'), { exact: true }).fill('short')
  await page.getByLabel(text(lang, 'reset.confirm'), { exact: true }).fill('short')
  await page.getByRole('button', { name: text(lang, 'reset.submit') }).click()
  await expect(page.getByText(text(lang, 'errors.passwordShort', { min: 10 }))).toBeVisible()
  await page.getByLabel(text(lang, 'reset.password'), { exact: true }).fill(PASSWORD)
  await page.getByLabel(text(lang, 'reset.confirm'), { exact: true }).fill(`${PASSWORD}!`)
  await page.getByRole('button', { name: text(lang, 'reset.submit') }).click()
  await expect(page.getByText(text(lang, 'errors.mismatch'))).toBeVisible()
  await page.getByLabel(text(lang, 'reset.password'), { exact: true }).fill(PASSWORD)
  await page.getByLabel(text(lang, 'reset.confirm'), { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: text(lang, 'reset.submit') }).click()
  await expect(
    page.getByRole('heading', { name: text(lang, 'dashboard.greeting', { name: owner.name }) }),
  ).toBeVisible()

  // The link served once.
  await page.context().clearCookies()
  await page.goto(`${url.pathname}${url.search}`)
  await page.getByLabel(text(lang, 'reset.password'), { exact: true }).fill(PASSWORD)
  await page.getByLabel(text(lang, 'reset.confirm'), { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: text(lang, 'reset.submit') }).click()
  await expect(page.locator('form[id^="owner-"]').getByRole('alert')).toHaveText(text(lang, 'reset.expired'))
}

async function signIn(page: Page, lang: Lang, password = PASSWORD) {
  await page.goto(`/${lang}/login/`)
  await page.getByLabel(text(lang, 'signIn.email'), { exact: true }).fill(OWNERS[lang].email)
  await page.getByLabel(text(lang, 'signIn.password'), { exact: true }).fill(password)
  await page.getByRole('button', { name: text(lang, 'signIn.submit') }).click()
}

async function expectFigures(page: Page, lang: Lang, propertyId: number) {
  const figures = expectedFigures(propertyId)
  const tiles = page.locator('#owner-figures')
  for (const period of ['today', 'week', 'month', 'total'] as const) {
    const tile = tiles
      .locator('dt', { hasText: new RegExp(`^${text(lang, `dashboard.${period}`)}$`) })
      .locator('xpath=..')
    await expect(tile.locator('dd').first(), period).toHaveText(number(lang, figures[period]))
  }
  for (const group of ['website', 'portals', 'other'] as const) {
    const row = tiles.locator('tr', {
      has: page.locator('th', { hasText: text(lang, `dashboard.${group}`) }),
    })
    await expect(row.first().locator('td').last(), group).toHaveText(number(lang, figures.byGroup[group]))
  }
  const table = tiles.locator('details table')
  await expect(table.locator('tbody tr')).toHaveCount(30)
  const totals = await table.locator('tbody tr td:last-child').allTextContents()
  expect(totals.map((t) => Number(t.replace(/\D/g, '')))).toEqual(figures.last30.map(([, count]) => count))
  await expect(tiles.locator('svg[role="img"] [data-day]')).toHaveCount(30)
}

test.describe('the owner portal', () => {
  test('French: first password by e-mail, figures equal to the snapshot, history filters, sign-out', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    const lang = 'fr'
    const owner = OWNERS[lang]
    // Before any password: the sign-in is refused like any wrong one.
    await signIn(page, lang, 'pas encore de mot de passe')
    await expect(page.locator('form[id^="owner-"]').getByRole('alert')).toHaveText(text(lang, 'refused'))
    await expect(page.getByLabel(text(lang, 'signIn.email'), { exact: true })).toHaveValue(owner.email)

    await firstPassword(page, lang)
    await signIn(page, lang)
    await expect(
      page.getByRole('heading', { name: text(lang, 'dashboard.greeting', { name: owner.name }) }),
    ).toBeVisible()

    // Every property of the owner, and only theirs.
    const mine = statistics.filter((s) => s.OwnerID === owner.crmId).map((s) => s.PropertyID)
    await expect(page.locator('section[aria-labelledby="owner-properties"] > ul > li')).toHaveCount(
      mine.length,
    )
    await page
      .locator('article', { hasText: text(lang, 'dashboard.reference', { reference: '' }).trim() })
      .first()
      .waitFor()

    await page.goto(`/${lang}/login/?property=${owner.property}`)
    await expectFigures(page, lang, owner.property)
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    // Another owner's property id in the URL shows nothing of theirs: the overall figures stay.
    const theirs = statistics.find((s) => s.OwnerID !== owner.crmId)!.PropertyID
    await page.goto(`/${lang}/login/?property=${theirs}`)
    await expect(page.getByRole('heading', { name: text(lang, 'dashboard.figuresAll') })).toBeVisible()

    // The history: communications, visits and online media, filtered by kind, ten to a page.
    const own = communications.filter((c) => c.OwnerID === owner.crmId)
    const visits = own.filter((c) => c.Type === 'visit').length
    const history = page.locator('#owner-history')
    const tab = (kind: string) =>
      history.getByRole('link', { name: new RegExp(`^${text(lang, `dashboard.kinds.${kind}`)}`) })
    await expect(tab('visit')).toContainText(String(visits))
    await expect(tab('communication')).toContainText(String(own.length - visits))
    await expect(tab('online-media')).toContainText(String(mine.length))
    await tab('visit').click()
    await expect(page).toHaveURL(/history=visit/)
    await expect(history.locator('li[data-kind]')).toHaveCount(Math.min(10, visits))
    await expect(history.locator('li[data-kind="visit"]')).toHaveCount(Math.min(10, visits))
    if (visits > 10) {
      await history.getByRole('link', { name: text(lang, 'dashboard.next') }).click()
      await expect(history.locator('li[data-kind="visit"]')).toHaveCount(visits - 10)
    }

    await page.getByRole('button', { name: text(lang, 'signOut') }).click()
    await expect(page.getByRole('button', { name: text(lang, 'signIn.submit') })).toBeVisible()
    await page.goto(`/${lang}/login/?property=${owner.property}`)
    await expect(page.locator('#owner-figures')).toHaveCount(0)
  })

  test('Dutch at phone width: reminder, portal in Dutch, no sideways scrolling; a message to the agent', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 375, height: 800 })
    const lang = 'nl'
    await firstPassword(page, lang)
    await signIn(page, lang)
    await expect(
      page.getByRole('heading', { name: text(lang, 'dashboard.greeting', { name: OWNERS.nl.name }) }),
    ).toBeVisible()
    await page.goto(`/${lang}/login/?property=${OWNERS.nl.property}`)
    await expectFigures(page, lang, OWNERS.nl.property)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)

    await page
      .getByLabel(text(lang, 'message.message'), { exact: true })
      .fill('Kunnen we de vraagprijs bespreken?')
    await page.getByRole('button', { name: text(lang, 'message.submit') }).click()
    await expect(page.locator('form[id^="owner-"]').getByRole('status')).toHaveText(
      text(lang, 'message.sent'),
    )
    const leads = await leadsOf(OWNERS.nl.email)
    const message = leads.find((lead) => lead.form === 'owner-message')
    expect(message?.data.message).toBe('Kunnen we de vraagprijs bespreken?')
    expect(message?.mails.map((mail) => mail.kind)).toEqual(['agency-notification'])
  })

  test('wrong passwords: the spec’s message, then a lock for this address and account only', async ({
    page,
  }) => {
    const lang = 'fr'
    const account = 'personne@example.be'
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.goto(`/${lang}/login/`)
      await page.getByLabel(text(lang, 'signIn.email'), { exact: true }).fill(account)
      await page.getByLabel(text(lang, 'signIn.password'), { exact: true }).fill(`mauvais ${attempt}`)
      await page.getByRole('button', { name: text(lang, 'signIn.submit') }).click()
      await expect(page.locator('form[id^="owner-"]').getByRole('alert')).toHaveText(text(lang, 'refused'))
    }
    await page.getByLabel(text(lang, 'signIn.password'), { exact: true }).fill('encore un')
    await page.getByRole('button', { name: text(lang, 'signIn.submit') }).click()
    await expect(page.locator('form[id^="owner-"]').getByRole('alert')).toContainText(
      text(lang, 'failed').split('.')[0]!,
    )
    await expect(page.locator('form[id^="owner-"]').getByRole('alert')).toContainText('15 minutes')
  })

  test('without JavaScript the sign-in form still answers', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/fr/login/')
    await page.getByLabel(text('fr', 'signIn.email'), { exact: true }).fill('pas-un-email')
    await page.getByLabel(text('fr', 'signIn.password'), { exact: true }).fill('x')
    await page.getByRole('button', { name: text('fr', 'signIn.submit') }).click()
    await expect(page.getByText(text('fr', 'errors.email').split(',')[0]!)).toBeVisible()
    await context.close()
  })
})
