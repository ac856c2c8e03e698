import { expect, test } from '@playwright/test'

import { texts, visitor } from './leadData'
import { asNewVisitor, LeadForm, switchToDutch } from './leadForms'
import { agencyMail, confirmationMail, expectNoMailFor } from './leadMails'
import { leadsOf } from './localApi'

// Each test its own client address: the forms' budget is per address (src/auth/rateBudget.ts).
test.beforeEach(({ page }) => asNewVisitor(page))

// The contact page's form (site-contact) and the free valuation's (contact-demand), issue 15:
// what a visitor sees when something is missing or wrong, and what a sent form leaves behind (a
// lead, the agency's notification, the visitor's confirmation in their language).

const person = {
  title: 'required',
  firstName: 'required',
  lastName: 'required',
  email: 'required',
  phone: 'required',
} as const

test.describe('the contact form (site-contact)', () => {
  test('French: required fields, invalid input and a tampered check keep every value; then sent', async ({
    page,
  }) => {
    const form = new LeadForm(page, 'site-contact', 'fr')
    await form.goto('/fr/contact/')
    await form.submit()
    await form.expectErrors({ ...person, message: 'required' })
    await expect(form.summary, 'the summary takes the focus').toBeFocused()

    const who = visitor('fr', 'contact')
    const typed = {
      ...who,
      email: 'camille@example',
      phone: '12',
      message: 'Nous cherchons une maison à Ixelles.',
      contactSlots: ['morning', 'evening'],
      contactDevice: 'email',
      newsletter: true,
    }
    await form.fill(typed)
    await form.submit()
    await form.expectErrors({ email: 'email', phone: 'phone' })
    await form.expectValues(typed)

    const fixed = { ...typed, email: who.email, phone: who.phone }
    await form.fill({ email: fixed.email, phone: fixed.phone })
    await form.tamperCaptcha()
    await form.submit()
    await expect(form.summary).toHaveText(texts.fr.summary)
    await expect(form.form.getByText(texts.fr.errors.captcha)).toBeVisible()
    await form.expectValues(fixed)

    await form.send()
    const stored = leadsOf(who.email)
    const agency = await agencyMail(who.email, { form: 'site-contact' })
    expect(agency.text).toContain(typed.message)
    await confirmationMail(who.email, 'fr', { form: 'site-contact', name: 'Camille Dubois' })
    const leads = await stored
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      form: 'site-contact',
      locale: 'fr',
      status: 'new',
      review: null,
      data: { title: 'ms', contactSlots: ['morning', 'evening'], contactDevice: 'email', newsletter: true },
    })
    expect(leads[0]?.mails.map((mail) => mail.kind).sort()).toEqual([
      'agency-notification',
      'visitor-confirmation',
    ])
  })

  test('Dutch: messages in Dutch, a confirmation in Dutch', async ({ page }) => {
    await page.goto('/fr/contact/')
    const form = new LeadForm(page, 'site-contact', 'nl')
    form.rendered()
    await switchToDutch(page)
    await expect(page).toHaveURL(/\/nl\/contact\/$/)
    await form.submit()
    await form.expectErrors({ ...person, message: 'required' })

    const who = visitor('nl', 'contact')
    await form.fill({ ...who, email: 'lotte.example.be', message: 'Wij zoeken een huis in Elsene.' })
    await form.submit()
    await form.expectErrors({ email: 'email' })
    await form.fill({ email: who.email })
    await form.send()

    const stored = leadsOf(who.email)
    await agencyMail(who.email, { form: 'site-contact' })
    await confirmationMail(who.email, 'nl', { form: 'site-contact', name: 'Lotte Peeters' })
    expect((await stored)[0]).toMatchObject({ form: 'site-contact', locale: 'nl', review: null })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the server answers with the errors and every value; a sent form waits for review', async ({
      page,
    }) => {
      const form = new LeadForm(page, 'site-contact', 'fr', { javaScript: false })
      await form.goto('/fr/contact/')
      // The spam check's look-alike is in the HTML for a browser that runs the scripts; here the
      // stylesheet hides it, and the note says a person will read the message.
      await expect(form.form.getByText(form.t.captcha.label, { exact: true })).toBeHidden()
      await expect(form.form.getByText(form.t.noscript, { exact: true })).toBeVisible()
      await form.submit()
      await form.expectErrors({ ...person, message: 'required' })

      const who = visitor('fr', 'nojs')
      const typed = {
        ...who,
        phone: '02 512',
        message: 'Sans JavaScript.',
        contactSlots: ['afternoon'],
        contactDevice: 'phone',
      }
      await form.fill(typed)
      await form.submit()
      await form.expectErrors({ phone: 'phone' })
      await form.expectValues(typed)
      await form.fill({ phone: who.phone })
      await form.send()

      // Sent without the spam check: stored and flagged, and only the agency hears of it.
      const stored = leadsOf(who.email)
      await agencyMail(who.email, { form: 'site-contact', review: true })
      await expectNoMailFor(who.email)
      const [lead] = await stored
      expect(lead?.review).toContain('captcha-missing')
      expect(lead?.status).toBe('new')
      expect(lead?.mails.map((mail) => mail.kind)).toEqual(['agency-notification'])
    })
  })
})

test.describe('the free valuation (contact-demand)', () => {
  const required = { street: 'required', zip: 'required', city: 'required', ...person } as const

  test('French: the property’s address and the owner’s details, then sent', async ({ page }) => {
    const form = new LeadForm(page, 'contact-demand', 'fr')
    await form.goto('/fr/estimation-gratuite/')
    await form.submit()
    await form.expectErrors(required)

    const who = visitor('fr', 'valuation')
    const typed = {
      street: 'Rue de la Station',
      houseNumber: '12',
      zip: '1300',
      city: 'Wavre',
      propertyKind: 'Maison trois façades',
      ...who,
      phone: '+32 475',
      message: 'Libre en septembre.',
    }
    await form.fill(typed)
    await form.submit()
    await form.expectErrors({ phone: 'phone' })
    await form.expectValues(typed)
    await form.fill({ phone: who.phone })
    await form.send()

    const stored = leadsOf(who.email)
    const agency = await agencyMail(who.email, { form: 'contact-demand' })
    expect(agency.text).toContain('Rue de la Station')
    await confirmationMail(who.email, 'fr', { form: 'contact-demand', name: 'Camille Dubois' })
    expect((await stored)[0]).toMatchObject({
      form: 'contact-demand',
      locale: 'fr',
      review: null,
      data: { street: 'Rue de la Station', houseNumber: '12', zip: '1300', city: 'Wavre' },
    })
  })

  test('Dutch: messages in Dutch, a confirmation in Dutch', async ({ page }) => {
    await page.goto('/fr/estimation-gratuite/')
    const form = new LeadForm(page, 'contact-demand', 'nl')
    form.rendered()
    await switchToDutch(page)
    await form.submit()
    await form.expectErrors(required)

    const who = visitor('nl', 'valuation')
    await form.fill({ street: 'Stationsstraat', zip: '3000', city: 'Leuven', ...who, email: 'lotte@leuven' })
    await form.submit()
    await form.expectErrors({ email: 'email' })
    await form.fill({ email: who.email })
    await form.send()

    const stored = leadsOf(who.email)
    await agencyMail(who.email, { form: 'contact-demand' })
    await confirmationMail(who.email, 'nl', { form: 'contact-demand', name: 'Lotte Peeters' })
    expect((await stored)[0]).toMatchObject({
      form: 'contact-demand',
      locale: 'nl',
      data: { city: 'Leuven' },
    })
  })
})
