import { expect, type Page, test } from '@playwright/test'

import { escape, mailTexts, texts } from './leadData'
import { asNewVisitor, LeadForm } from './leadForms'
import { expectSiteLinks, SITE, webLinks } from './leadMails'
import { localApi } from './localApi'
import { waitForMail } from './mailbox'

// Issue 18, the unsubscribe page (spec §1 "unsubscribe", §8 "person not found"): by e-mail, the
// visitor asks to stop the newsletter and the search alerts; a mail to that address carries the
// signed link; its page asks, and the button stops them. The link alone changes nothing.

test.beforeEach(({ page }) => asNewVisitor(page))

const t = texts.fr as typeof texts.fr & {
  unsubscribe: Record<string, string>
  unsubscribeTopics: Record<string, string>
  forms: Record<string, Record<string, string>>
  notices: Record<string, string>
}
const m = mailTexts.fr as typeof mailTexts.fr & { unsubscribeConfirm: Record<string, string> }
const PAGE = '/fr/desinscription/'

type Subscriber = { signUp: number; demand: number }
type State = { withdrawnAt: string | null; demandStatus: string }

/** A confirmed newsletter sign-up and a confirmed search demand for the address, as the forms leave them. */
const subscribe = (email: string) =>
  localApi<Subscriber>(`
    const signUp = await payload.create({ collection: 'leads', overrideAccess: true, depth: 0, data: {
      form: 'sign-newsletter', locale: 'fr', email: ${JSON.stringify(email)},
      data: { email: ${JSON.stringify(email)}, confirmedAt: new Date().toISOString() },
    } })
    const demand = await payload.create({ collection: 'demands', overrideAccess: true, depth: 0, data: {
      title: 'ms', firstName: 'Anne', lastName: 'Dupont', email: ${JSON.stringify(email)}, phone: '0475 12 34 56',
      locale: 'fr', goal: 'buy', webIds: [1], zones: ['zip:1050'], status: 'confirmed',
    } })
    return { signUp: signUp.id, demand: demand.id }
  `)

const stateOf = (who: Subscriber) =>
  localApi<State>(`
    const lead = await payload.findByID({ collection: 'leads', id: ${who.signUp}, depth: 0, overrideAccess: true })
    const demand = await payload.findByID({ collection: 'demands', id: ${who.demand}, depth: 0, overrideAccess: true })
    return { withdrawnAt: lead.newsletterWithdrawnAt ?? null, demandStatus: demand.status }
  `)

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('unsubscribing by e-mail: nothing chosen and an unknown address refused with values kept; the mail’s link and button stop both', async ({
  page,
}, testInfo) => {
  const stamp = `${Date.now()}-${process.pid}`
  const email = `desinscription-${stamp}@example.be`
  const who = await subscribe(email)

  const lead = new LeadForm(page, 'unsubscribe' as never, 'fr')
  await lead.goto(PAGE)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se désinscrire')
  // No newsletter sign-up under the form that leaves it (every other page has one).
  await expect(page.locator('#newsletter-heading')).toHaveCount(0)
  const f = lead.form
  const address = f.getByRole('textbox', { name: new RegExp(`^${escape(t.fields.email ?? '')}`) })
  const topics = f.getByRole('group', { name: new RegExp(`^${escape(t.fields['remove' as 'email'] ?? '')}`) })
  const newsletter = topics.getByRole('checkbox', { name: t.unsubscribeTopics.newsletter })
  const alerts = topics.getByRole('checkbox', { name: t.unsubscribeTopics.alerts })

  // Nothing chosen: the translated error beside the choices, the address kept.
  await address.fill(email)
  await lead.submit()
  await expect(topics).toHaveAttribute('aria-invalid', 'true')
  await expect(topics).toHaveAccessibleDescription(new RegExp(escape(t.errors['noTopic' as 'required'])))
  await expect(address).toHaveValue(email)

  // An address with nothing of the kind: spec §8 'person not found', everything kept.
  const unknown = `inconnu-${stamp}@example.be`
  await address.fill(unknown)
  await newsletter.check()
  await lead.waitForFillTime()
  await lead.captchaSolved()
  await lead.submit()
  await expect(lead.summary).toHaveText(t.notices.personNotFound!)
  await expect(address).toHaveValue(unknown)
  await expect(newsletter).toBeChecked()

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await f.screenshot({ path: testInfo.outputPath(`unsubscribe-not-found-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 720 })

  // The subscriber's own address, both chosen: the page says a link was sent.
  await address.fill(email)
  await alerts.check()
  await lead.captchaSolved()
  await lead.submitButton.click()
  await page.waitForURL((url) => url.pathname === PAGE && url.search === '?unsubscribe=sent')
  await expect(notice(page, t.unsubscribe.sentTitle!)).toBeVisible()
  expect(await stateOf(who)).toEqual({ withdrawnAt: null, demandStatus: 'confirmed' })

  const mail = await waitForMail((received) => Boolean(received.to?.includes(email)))
  expect(mail.subject).toBe(m.unsubscribeConfirm.subject)
  expectSiteLinks(mail)
  const link = webLinks(mail).find((href) => href.startsWith(`${SITE}/unsubscribe/?t=`))
  expect(link, 'the unsubscribe link').toBeTruthy()

  // Opening the link (as a mail scanner does) only asks.
  await page.goto(link ?? '')
  await expect(page).toHaveURL(new RegExp(`${escape(PAGE)}\\?t=`))
  await expect(page.getByRole('heading', { name: t.unsubscribe.confirmTitle })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: t.unsubscribe.alerts! })).toBeVisible()
  expect(await stateOf(who)).toEqual({ withdrawnAt: null, demandStatus: 'confirmed' })
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: testInfo.outputPath(`unsubscribe-confirm-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })

  await page.getByRole('button', { name: t.unsubscribe.button }).click()
  await page.waitForURL((url) => url.pathname === PAGE && url.search === '?unsubscribe=done')
  await expect(notice(page, t.unsubscribe.doneTitle!)).toBeVisible()
  const after = await stateOf(who)
  expect(after.withdrawnAt).toBeTruthy()
  expect(after.demandStatus).toBe('unsubscribed')

  // A link altered by one character changes nothing and says so.
  await page.goto(`${link ?? ''}`.replace(/t=r(\d+)/, (_all, id: string) => `t=r${Number(id) + 1}`))
  await expect(notice(page, t.unsubscribe.invalidTitle!)).toBeVisible()

  // RFC 8058 one-click on the same link: answered at once, and harmless twice.
  const oneClick = await page.request.post(link ?? '', {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  })
  expect(oneClick.status()).toBe(200)
  expect((await stateOf(who)).withdrawnAt).toBe(after.withdrawnAt)
})
