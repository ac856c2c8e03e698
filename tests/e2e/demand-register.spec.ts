import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'

import { escape, format, mailTexts, texts, visitor } from './leadData'
import { asNewVisitor, LeadForm } from './leadForms'
import { expectSiteLinks, SITE, webLinks } from './leadMails'
import { localApi } from './localApi'
import { waitForMail } from './mailbox'

// Issue 18: the demand register (spec §1 "register a search demand", §3, §5) filled from the
// keyboard, refused without a type and a zone with everything kept, then confirmed by the link of
// its mail (double opt-in) and deleted by the other.

test.beforeEach(({ page }) => asNewVisitor(page))

const t = texts.fr as typeof texts.fr & {
  goals: Record<string, string>
  regions: Record<string, string>
  provinces: Record<string, string>
  demand: Record<string, string>
  forms: Record<string, Record<string, string>>
}
const form = t.forms['demand-register'] as Record<string, string>
const PAGE = '/fr/recherche/'

type StoredDemand = {
  id: number
  status: string
  confirmedAt: string | null
  zones: string[]
  webIds: number[]
}
const demandsOf = (email: string) =>
  localApi<StoredDemand[]>(`
    const { docs } = await payload.find({
      collection: 'demands', depth: 0, overrideAccess: true, sort: 'createdAt',
      where: { email: { equals: ${JSON.stringify(email)} } },
    })
    return docs.map((d) => ({ id: d.id, status: d.status, confirmedAt: d.confirmedAt ?? null, zones: d.zones ?? [], webIds: d.webIds ?? [] }))
  `)

/** A field's label, with "(optionnel)" after the optional ones. */
const label = (name: string) =>
  new RegExp(`^${escape(t.fields[name] ?? name)}(?: \\(${escape(t.optional)}\\))?$`)

/** The page's notice of what a mail's link did (other live regions may be on the page). */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** Ticks a box or a radio from the keyboard: focus it, then Space. */
async function tick(box: Locator): Promise<void> {
  await box.focus()
  await box.page().keyboard.press('Space')
  await expect(box).toBeChecked()
}

/** Types into a field from the keyboard, replacing what it held. */
async function type(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

test('the demand register: no type and no zone refused with values kept; the mail’s link confirms it', async ({
  page,
}, testInfo) => {
  const lead = new LeadForm(page, 'demand-register' as never, 'fr')
  await lead.goto(PAGE)
  // The page's own heading and intro (the CMS page) introduce the form.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enregistrez votre recherche')
  const f = lead.form
  const who = visitor('fr', 'demand')

  const goal = f.getByRole('radiogroup', { name: label('goal') })
  const types = f.getByRole('group', { name: label('webIds') })
  const zones = f.getByRole('group', { name: label('zones') })
  const text = (name: string) => f.getByRole('textbox', { name: label(name) })

  // The goal, then Tab onwards to the first property type: the form is in reading order.
  await tick(goal.getByRole('radio', { name: t.goals.buy }))
  await page.keyboard.press('Tab')
  await expect(types.getByRole('checkbox').first()).toBeFocused()
  await type(page, text('minPrice'), '250000')
  await page.keyboard.press('Tab')
  await expect(text('maxPrice')).toBeFocused()
  await page.keyboard.type('200000')
  await type(page, text('minBedrooms'), '2')
  await tick(f.getByRole('radiogroup', { name: label('title') }).getByRole('radio', { name: t.titles.ms }))
  await type(page, text('firstName'), who.firstName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(who.lastName)
  await page.keyboard.press('Tab')
  await page.keyboard.type(who.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(who.phone)
  await expect(text('phone')).toHaveValue(who.phone)

  // Sent from the keyboard without a type or a zone, and with the prices backwards.
  await lead.submitButton.focus()
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(PAGE))
  await page.keyboard.press('Enter')
  await answered
  await expect(lead.summary).toHaveText(t.summary)
  await expect(types).toHaveAttribute('aria-invalid', 'true')
  await expect(types).toHaveAccessibleDescription(new RegExp(escape(t.errors['noType' as 'required'])))
  await expect(zones).toHaveAttribute('aria-invalid', 'true')
  await expect(zones).toHaveAccessibleDescription(new RegExp(escape(t.errors['noZone' as 'required'])))
  await expect(text('maxPrice')).toHaveAccessibleDescription(
    new RegExp(escape(t.errors['minMax' as 'required'])),
  )
  await expect(f.locator('[aria-invalid="true"]')).toHaveCount(3)
  // Everything typed is still there.
  await expect(goal.getByRole('radio', { name: t.goals.buy })).toBeChecked()
  for (const [name, value] of Object.entries({
    minPrice: '250000',
    maxPrice: '200000',
    minBedrooms: '2',
    firstName: who.firstName,
    lastName: who.lastName,
    email: who.email,
    phone: who.phone,
  }))
    await expect(text(name), name).toHaveValue(value)

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await f.screenshot({ path: testInfo.outputPath(`demand-register-errors-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 720 })

  // Fixed: a type, a region chosen on the map by keyboard and a town from the list, the maximum
  // above the minimum.
  await tick(types.getByRole('checkbox').first())
  const map = zones.getByRole('group', { name: form.mapLabel })
  const list = (group: string) => zones.getByRole('group', { name: group, exact: true })
  // One Tab stop into the map, after the level buttons: the first region.
  await zones.getByRole('button', { name: form.mapProvinces }).focus()
  await page.keyboard.press('Tab')
  const brussels = map.getByRole('checkbox', { name: t.regions['BE-BRU'] })
  await expect(brussels).toBeFocused()
  await page.keyboard.press('Space')
  await expect(brussels).toBeChecked()
  await expect(list(form.regions!).getByRole('checkbox', { name: t.regions['BE-BRU'] })).toBeChecked()
  // The arrows move to the next zone; Space twice chooses it and takes it back.
  await page.keyboard.press('ArrowRight')
  const flanders = map.getByRole('checkbox', { name: t.regions['BE-VLG'] })
  await expect(flanders).toBeFocused()
  await page.keyboard.press('Space')
  await expect(list(form.regions!).getByRole('checkbox', { name: t.regions['BE-VLG'] })).toBeChecked()
  await page.keyboard.press('Space')
  await expect(list(form.regions!).getByRole('checkbox', { name: t.regions['BE-VLG'] })).not.toBeChecked()
  await expect(flanders).not.toBeChecked()
  // Tab leaves the zones at once (they are one stop), for the zoom buttons, then the list.
  await page.keyboard.press('Tab')
  await expect(map.getByRole('button', { name: form.mapZoomIn })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(map.getByRole('button', { name: form.mapZoomOut })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(list(form.regions!).getByRole('checkbox').first()).toBeFocused()
  const town = list(form.towns!).getByRole('checkbox').first()
  await tick(town)
  // The line under the map says what is chosen, the list's ticks included.
  const chosen = zones.locator('p', { hasText: format(form.mapChosen!, { zones: '' }).trim() })
  await expect(chosen).toContainText(t.regions['BE-BRU']!)
  await expect(chosen).toContainText(((await town.locator('xpath=..').textContent()) ?? '').trim())
  await type(page, text('maxPrice'), '450000')
  await lead.waitForFillTime()
  await lead.captchaSolved()
  await lead.submitButton.focus()
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === '/fr/merci/demand-register/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci, votre recherche est enregistrée')

  // Stored pending, with its confirmation mail in the visitor's language.
  const [pending] = await demandsOf(who.email)
  expect(pending).toMatchObject({ status: 'pending', confirmedAt: null })
  expect(pending?.zones[0]).toBe('region:BE-BRU')
  expect(pending?.zones[1]).toMatch(/^zip:\d{4}$/)
  expect(pending?.webIds).toHaveLength(1)
  const mail = await waitForMail((m) => Boolean(m.to?.includes(who.email)))
  const m = mailTexts.fr.demandConfirm as Record<string, string>
  expect(mail.subject).toBe(m.subject)
  expect(mail.text).toContain(t.regions['BE-BRU'])
  expect(mail.text).toContain(t.goals.buy)
  expectSiteLinks(mail)
  const confirm = webLinks(mail).find((link) => link.startsWith(`${SITE}/demand/confirm/`))
  const remove = webLinks(mail).find((link) => link.startsWith(`${SITE}/demand/delete/`))
  expect(confirm, 'the confirmation link').toBeTruthy()
  expect(remove, 'the deletion link').toBeTruthy()

  // A link the site did not sign says so, and changes nothing.
  const forged = new URL(confirm ?? '')
  forged.searchParams.set('t', `${pending?.id}.9999999999.${'A'.repeat(43)}`)
  await page.goto(forged.toString())
  await expect(notice(page, t.demand.invalidTitle!)).toBeVisible()
  expect((await demandsOf(who.email))[0]?.status).toBe('pending')

  await page.goto(confirm ?? '')
  await expect(page).toHaveURL(`${SITE}${PAGE}?demand=confirmed`)
  await expect(notice(page, t.demand.confirmedTitle!)).toBeVisible()
  await expect(notice(page, t.demand.confirmedText!)).toBeVisible()
  const [confirmed] = await demandsOf(who.email)
  expect(confirmed?.status).toBe('confirmed')
  expect(Date.parse(String(confirmed?.confirmedAt))).toBeGreaterThan(Date.now() - 120_000)

  // A second click is harmless.
  await page.goto(confirm ?? '')
  await expect(notice(page, t.demand.confirmedTitle!)).toBeVisible()
  expect((await demandsOf(who.email))[0]?.confirmedAt).toBe(confirmed?.confirmedAt)

  // The deletion link asks first; the button deletes.
  await page.goto(remove ?? '')
  expect((await demandsOf(who.email))[0]?.status).toBe('confirmed')
  await page.getByRole('button', { name: t.demand.deleteButton }).click()
  await expect(page).toHaveURL(`${SITE}${PAGE}?demand=deleted`)
  await expect(notice(page, t.demand.deletedTitle!)).toBeVisible()
  expect((await demandsOf(who.email))[0]?.status).toBe('unsubscribed')
})

test('the demand map: areas and towns chosen by mouse are the list’s ticks, both ways; provinces on demand', async ({
  page,
}, testInfo) => {
  const lead = new LeadForm(page, 'demand-register' as never, 'fr')
  await lead.goto(PAGE)
  const zones = lead.form.getByRole('group', { name: label('zones') })
  const map = zones.getByRole('group', { name: form.mapLabel })
  const box = (value: string) => lead.form.locator(`input[name="zones"][value="${value}"]`)
  const area = (value: string) => map.locator(`[data-zone="${value}"]`)
  await map.scrollIntoViewIfNeeded()

  // Regions first: a click on Wallonia ticks its box; a tick in the list shows on the map.
  await area('region:BE-WAL').click()
  await expect(box('region:BE-WAL')).toBeChecked()
  await expect(area('region:BE-WAL')).toHaveAttribute('aria-checked', 'true')
  await box('region:BE-VLG').check()
  await expect(area('region:BE-VLG')).toHaveAttribute('aria-checked', 'true')
  await box('region:BE-VLG').uncheck()
  await expect(area('region:BE-VLG')).toHaveAttribute('aria-checked', 'false')

  // A town is a circle above the areas: a click takes the town, not its region; a second gives it back.
  await area('zip:9000').click()
  await expect(box('zip:9000')).toBeChecked()
  await expect(box('region:BE-VLG')).not.toBeChecked()
  await area('zip:9000').click()
  await expect(box('zip:9000')).not.toBeChecked()
  await area('zip:9000').click()

  // Provinces: the regions give way to the ten provinces and Brussels, the towns stay.
  const provinces = zones.getByRole('button', { name: form.mapProvinces })
  await provinces.click()
  await expect(provinces).toHaveAttribute('aria-pressed', 'true')
  await expect(area('region:BE-WAL')).toHaveCount(0)
  await expect(map.locator('[data-zone^="province:"]')).toHaveCount(10)
  await expect(area('region:BE-BRU')).toHaveCount(1)
  await expect(area('zip:9000')).toHaveAttribute('aria-checked', 'true')
  await area('province:BE-WLG').click()
  await expect(box('province:BE-WLG')).toBeChecked()
  const chosen = zones.locator('p', { hasText: format(form.mapChosen!, { zones: '' }).trim() })
  for (const name of [t.regions['BE-WAL']!, 'Gand (9000)', t.provinces['BE-WLG']!])
    await expect(chosen).toContainText(name)

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await map.scrollIntoViewIfNeeded()
    await zones.screenshot({ path: testInfo.outputPath(`demand-map-${width}.png`) })
  }
  // The map passes axe-core's WCAG 2 A and AA rules.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .include('[data-zone]')
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('without JavaScript there is no map: the list is the whole field', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(PAGE)
  const zones = page.getByRole('group', { name: label('zones') })
  await expect(zones.getByRole('group', { name: form.regions })).toBeVisible()
  await expect(zones.getByRole('button', { name: form.mapProvinces })).toBeHidden()
  await expect(zones.getByText(form.mapHint!)).toBeHidden()
  await context.close()
})
