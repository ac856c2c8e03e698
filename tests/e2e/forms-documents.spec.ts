import { expect, test } from '@playwright/test'

import { format, mailTexts, texts, visitor } from './leadData'
import { asNewVisitor, LeadForm, switchToDutch } from './leadForms'
import {
  AGENCY_INBOX,
  agencyMail,
  expectNoMailFor,
  expectSiteLinks,
  SITE,
  SITE_FROM,
  webLinks,
} from './leadMails'
import { expiredDocumentLink, leadsOf } from './localApi'
import { waitForMail } from './mailbox'

// Each test its own client address: the forms' budget is per address (src/auth/rateBudget.ts).
test.beforeEach(({ page }) => asNewVisitor(page))

// A listing's documents (spec §6, issue 15): released after the visitor leaves contact details,
// by e-mail, as links signed for a week (src/leads/documentLinks.ts). Demo CRM listings:
const SALE = 49240 // three documents
const RENTAL = 49146 // two documents

const person = {
  title: 'required',
  firstName: 'required',
  lastName: 'required',
  email: 'required',
  phone: 'required',
} as const

/** The documents mail to this address, in the visitor's language, and the links it carries. */
async function documentsMail(email: string, lang: 'fr' | 'nl', id: number) {
  const subject = format(mailTexts[lang].documents!.subject!, { reference: id })
  const mail = await waitForMail((m) => Boolean(m.to?.includes(email) && m.subject === subject))
  expect(mail.from).toBe(SITE_FROM)
  expect(mail.replyTo).toBe(AGENCY_INBOX)
  expectSiteLinks(mail)
  return webLinks(mail).filter((link) => link.includes(`/crm-media/documents/property/${id}/`))
}

test.describe('the documents of a listing (document-request)', () => {
  test('French: signed links that open the PDFs; altered or expired links are refused; no second mail within a day', async ({
    page,
  }) => {
    const form = new LeadForm(page, 'document-request', 'fr')
    await form.goto(`/fr/property/${SALE}/`)
    await form.open()
    await expect(page.getByText(format(texts.fr.forms['document-request'].intro!, { days: 7 }))).toBeVisible()
    await form.submit()
    await form.expectErrors(person)

    const who = visitor('fr', 'documents')
    await form.fill({ ...who, email: 'camille@example', newsletter: true })
    await form.submit()
    await form.expectErrors({ email: 'email' })
    await form.fill({ email: who.email })
    await form.send()

    const stored = leadsOf(who.email)
    await agencyMail(who.email, { form: 'document-request', reference: SALE })
    const links = await documentsMail(who.email, 'fr', SALE)
    expect(links).toHaveLength(3)
    for (const link of links) {
      const response = await page.request.get(link)
      expect(response.status(), link).toBe(200)
      expect(response.headers()['content-type']).toBe('application/pdf')
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }
    const [lead] = await stored
    expect(lead).toMatchObject({ property: SALE, review: null, data: { newsletter: true } })
    expect(lead?.mails.map((m) => m.kind).sort()).toEqual(['agency-notification', 'documents'])

    // The signature covers the path and the expiry: change either and the link is refused.
    const link = new URL(links[0] ?? '')
    const altered = (name: string, value: (old: string) => string) => {
      const copy = new URL(link)
      copy.searchParams.set(name, value(copy.searchParams.get(name) ?? ''))
      return copy.toString()
    }
    const swapFirst = (sig: string) => (sig.startsWith('A') ? 'B' : 'A') + sig.slice(1)
    const now = Math.floor(Date.now() / 1000)
    for (const forged of [
      altered('sig', swapFirst),
      altered('expires', (old) => String(Number(old) + 86_400)),
      altered('expires', () => String(now - 3_600)),
    ]) {
      expect((await page.request.get(forged)).status(), forged).toBe(403)
    }
    // A link the site signed whose week is over: gone, and the page says how to ask again.
    const expired = await expiredDocumentLink(link.pathname)
    const gone = await page.request.get(`${SITE}${expired}`)
    expect(gone.status()).toBe(410)
    expect(await gone.text()).toContain(texts.fr.documents.expired)

    // The same address asks again within 24 h: told so, nothing stored or sent again.
    await form.goto(`/fr/property/${SALE}/`)
    await form.open()
    await form.fill(who)
    await form.submit()
    await expect(form.summary).toHaveText(texts.fr.notices.documentsAlready)
    await form.expectValues(who)
    expect(await leadsOf(who.email)).toHaveLength(1)
  })

  test('Dutch: the documents mail in Dutch; a second request is told so in Dutch', async ({ page }) => {
    const form = new LeadForm(page, 'document-request', 'nl')
    await page.goto(`/fr/property/${RENTAL}/`)
    form.rendered()
    await switchToDutch(page)
    const listing = page.url()
    await form.open()
    await form.submit()
    await form.expectErrors(person)

    const who = visitor('nl', 'documents')
    await form.fill({ ...who, phone: '0475' })
    await form.submit()
    await form.expectErrors({ phone: 'phone' })
    await form.fill({ phone: who.phone })
    await form.send()

    await agencyMail(who.email, { form: 'document-request', reference: RENTAL })
    const links = await documentsMail(who.email, 'nl', RENTAL)
    expect(links).toHaveLength(2)
    const response = await page.request.get(links[0] ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')

    await form.goto(listing)
    await form.open()
    await form.fill(who)
    await form.submit()
    await expect(form.summary).toHaveText(texts.nl.notices.documentsAlready)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a request waits for review: the agency is told, no documents are sent', async ({ page }) => {
      const form = new LeadForm(page, 'document-request', 'fr', { javaScript: false })
      await form.goto(`/fr/property/${RENTAL}/`)
      await form.open()
      const who = visitor('fr', 'nojs-documents')
      await form.fill({ ...who, email: 'camille' })
      await form.submit()
      await form.expectErrors({ email: 'email' })
      await form.expectValues({ ...who, email: 'camille' })
      await form.fill({ email: who.email })
      await form.send()

      const stored = leadsOf(who.email)
      await agencyMail(who.email, { form: 'document-request', reference: RENTAL, review: true })
      await expectNoMailFor(who.email)
      const [lead] = await stored
      expect(lead?.review).toContain('captcha-missing')
      expect(lead?.mails.map((m) => m.kind)).toEqual(['agency-notification'])
    })
  })
})
