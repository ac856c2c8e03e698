import { expect, test } from '@playwright/test'

import { format, mailTexts, texts, thankYou, visitor } from './leadData'
import { asNewVisitor, LeadForm, switchToDutch } from './leadForms'
import { AGENCY_INBOX, expectNoMailFor, expectSiteLinks, SITE, SITE_FROM, webLinks } from './leadMails'
import { leadsOf } from './localApi'
import { waitForMail } from './mailbox'

// Each test its own client address: the forms' budget is per address (src/auth/rateBudget.ts).
test.beforeEach(({ page }) => asNewVisitor(page))

// The newsletter band above every footer (sign-newsletter, issue 15): double opt-in, the address
// confirmed by the link of a mail before anything is sent to it.

for (const lang of ['fr', 'nl'] as const) {
  test(`the newsletter in ${lang === 'fr' ? 'French' : 'Dutch'}: the address checked; the mail’s link confirms it`, async ({
    page,
  }) => {
    const form = new LeadForm(page, 'sign-newsletter', lang)
    await form.goto('/fr/qui-suis-je/')
    if (lang === 'nl') {
      form.rendered()
      await switchToDutch(page)
    }
    const t = texts[lang]
    const band = page.getByRole('region', { name: t.forms['sign-newsletter'].heading })
    await expect(band.getByText(t.forms['sign-newsletter'].intro!)).toBeVisible()
    await expect(band.getByRole('button', { name: t.forms['sign-newsletter'].submit })).toBeVisible()

    await form.submit()
    await form.expectErrors({ email: 'required' })
    const who = visitor(lang, 'newsletter')
    const typed = { email: who.email.replace('@', ' @'), firstName: who.firstName }
    await form.fill(typed)
    await form.submit()
    await form.expectErrors({ email: 'email' })
    await form.expectValues(typed)
    await form.fill({ email: who.email, lastName: who.lastName })
    await form.send()

    const stored = leadsOf(who.email)
    const mail = await waitForMail((m) => Boolean(m.to?.includes(who.email)))
    const m = mailTexts[lang]
    expect(mail.subject).toBe(m.newsletterConfirm!.subject)
    expect(mail.from).toBe(SITE_FROM)
    expect(mail.replyTo).toBe(AGENCY_INBOX)
    expect(mail.text).toContain(format(m.common!.greeting!, { name: `${who.firstName} ${who.lastName}` }))
    expectSiteLinks(mail)
    const confirm = webLinks(mail).find((link) => link.startsWith(`${SITE}/newsletter/confirm/`))
    expect(confirm, 'the confirmation link').toBeTruthy()
    const [lead] = await stored
    // A sign-up is no request for the agency: only the opt-in mail goes, and nothing is confirmed yet.
    expect(lead).toMatchObject({ form: 'sign-newsletter', locale: lang, review: null })
    expect(lead?.mails.map((row) => row.kind)).toEqual(['newsletter-confirm'])
    expect(lead?.data.confirmedAt).toBeUndefined()

    // A link not signed by the site confirms nothing.
    const forged = new URL(confirm ?? '')
    forged.searchParams.set('lead', String((lead?.id ?? 0) + 1))
    expect((await page.request.get(forged.toString(), { maxRedirects: 0 })).status()).toBe(404)

    await page.goto(confirm ?? '')
    const { path, heading } = thankYou('sign-newsletter', lang)
    await expect(page).toHaveURL(`${SITE}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    const [confirmed] = await leadsOf(who.email)
    expect(Date.parse(String(confirmed?.data.confirmedAt))).toBeGreaterThan(Date.now() - 60_000)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a sign-up is stored for review and nothing is mailed', async ({ page }) => {
    const form = new LeadForm(page, 'sign-newsletter', 'fr', { javaScript: false })
    await form.goto('/fr/contact/')
    const who = visitor('fr', 'nojs-newsletter')
    await form.fill({ email: 'camille@example', firstName: who.firstName })
    await form.submit()
    await form.expectErrors({ email: 'email' })
    await form.expectValues({ email: 'camille@example', firstName: who.firstName })
    await form.fill({ email: who.email })
    await form.send()

    const [lead] = await leadsOf(who.email)
    expect(lead?.review).toContain('captcha-missing')
    expect(lead?.mails).toEqual([])
    await expectNoMailFor(who.email)
  })
})
