import { expect, type Page, test } from '@playwright/test'

import { holdScripts } from './holdScripts'
import { format, mailTexts, texts, visitor } from './leadData'
import { asNewVisitor, LeadForm, switchToDutch } from './leadForms'
import {
  agencyMail,
  confirmationMail,
  expectNoMailFor,
  expectSiteLinks,
  SITE,
  SITE_FROM,
  webLinks,
} from './leadMails'
import { leadsOf } from './localApi'
import { waitForMail } from './mailbox'

// Each test its own client address: the forms' budget is per address (src/auth/rateBudget.ts).
test.beforeEach(({ page }) => asNewVisitor(page))

// The forms of a listing's page (issue 15): contact-me in the sidebar, send-to-friend and the
// documents as disclosures, a purchase offer on a sale, a rent application on a monthly rental.
// Listings of the demo CRM snapshot:
const SALE = 49240 // Wavre, villa for sale at € 785.000, three documents
const RENTAL = 49146 // Namur, flat for rent at € 875 a month, two documents

const person = {
  title: 'required',
  firstName: 'required',
  lastName: 'required',
  email: 'required',
  phone: 'required',
} as const

/** The listing's page in French, or in Dutch by the language switcher. */
async function openListing(form: LeadForm, id: number): Promise<void> {
  await form.goto(`/fr/property/${id}/`)
  if (form.lang === 'nl') {
    form.rendered()
    await switchToDutch(form.page)
  }
}

/** The listing's own address on the site, from a mail: it opens the listing. */
async function expectListingLink(page: Page, links: string[], id: number, lang: 'fr' | 'nl') {
  const listing = links.find((link) => link.startsWith(`${SITE}/${lang}/`) && link.endsWith(`/${id}/`))
  expect(listing, `a link to listing ${id} in ${lang} among ${links.join(' ')}`).toBeTruthy()
  expect((await page.request.get(listing ?? '')).status()).toBe(200)
}

for (const lang of ['fr', 'nl'] as const) {
  const name = lang === 'fr' ? 'Camille Dubois' : 'Lotte Peeters'

  test.describe(`a listing’s forms in ${lang === 'fr' ? 'French' : 'Dutch'}`, () => {
    test('contact-me: starts with a message naming the listing; sent, it confirms with the listing', async ({
      page,
    }) => {
      const form = new LeadForm(page, 'contact-me', lang)
      await openListing(form, SALE)
      const t = texts[lang]
      await expect(form.field('message')).toHaveValue(
        format(t.forms['contact-me'].message!, { reference: SALE }),
      )
      // A sale takes offers, not rent applications.
      await expect(page.getByRole('heading', { name: t.forms['purchase-offer'].heading })).toBeVisible()
      await expect(page.getByRole('heading', { name: t.forms['rent-application'].heading })).toHaveCount(0)

      await form.fill({ message: '' })
      await form.submit()
      await form.expectErrors(person)
      await expect(form.field('message')).toHaveValue('')

      const who = visitor(lang, 'contactme')
      const typed = { ...who, phone: '0475-12', contactSlots: ['afternoon'], message: 'Visite samedi ?' }
      await form.fill(typed)
      await form.submit()
      await form.expectErrors({ phone: 'phone' })
      await form.expectValues(typed)
      await form.fill({ phone: who.phone })
      await form.send()

      const stored = leadsOf(who.email)
      await agencyMail(who.email, { form: 'contact-me', reference: SALE })
      const confirmation = await confirmationMail(who.email, lang, {
        form: 'contact-me',
        name,
        reference: SALE,
      })
      await expectListingLink(page, webLinks(confirmation), SALE, lang)
      expect((await stored)[0]).toMatchObject({
        form: 'contact-me',
        locale: lang,
        property: SALE,
        review: null,
      })
    })

    test('send-to-friend: the friend receives the listing and the message, Reply-To the sender', async ({
      page,
    }) => {
      const form = new LeadForm(page, 'send-to-friend', lang)
      await openListing(form, SALE)
      await form.open()
      await form.submit()
      await form.expectErrors({
        firstName: 'required',
        lastName: 'required',
        email: 'required',
        friendFirstName: 'required',
        friendLastName: 'required',
        friendEmail: 'required',
      })

      const who = visitor(lang, 'sender')
      const friend = visitor(lang, 'friend')
      const typed = {
        firstName: who.firstName,
        lastName: who.lastName,
        email: who.email,
        friendFirstName: 'Alex',
        friendLastName: 'Martin',
        friendEmail: 'alex@@example.be',
        message: 'Regarde cette villa !',
      }
      await form.fill(typed)
      await form.submit()
      await form.expectErrors({ friendEmail: 'email' })
      await form.expectValues(typed)
      await form.fill({ friendEmail: friend.email })
      await form.send()

      const stored = leadsOf(who.email)
      await agencyMail(who.email, { form: 'send-to-friend', reference: SALE })
      const subject = format(mailTexts[lang].sendToFriend!.subject!, { senderName: name })
      const mail = await waitForMail((m) => Boolean(m.to?.includes(friend.email)))
      expect(mail.subject).toBe(subject)
      expect(mail.from).toBe(SITE_FROM)
      expect(mail.replyTo).toBe(who.email)
      expect(mail.text).toContain('Regarde cette villa !')
      expectSiteLinks(mail)
      await expectListingLink(page, webLinks(mail), SALE, lang)
      const [lead] = await stored
      expect(lead?.mails.map((m) => m.kind).sort()).toEqual(['agency-notification', 'send-to-friend'])
    })

    test('purchase-offer: the 10 % advance, the offer checked as an amount, then sent', async ({ page }) => {
      const form = new LeadForm(page, 'purchase-offer', lang)
      await openListing(form, SALE)
      await form.open()
      await expect(form.form).toContainText(/78\.500/)
      await form.submit()
      await form.expectErrors({
        offeredPrice: 'required',
        ...person,
        street: 'required',
        zip: 'required',
        city: 'required',
      })

      const who = visitor(lang, 'offer')
      const typed = {
        offeredPrice: 'beaucoup',
        conditions: 'Sous réserve d’un prêt.',
        ...who,
        street: 'Chaussée de Bruxelles',
        houseNumber: '7',
        zip: '1300',
        city: 'Wavre',
      }
      await form.fill(typed)
      await form.submit()
      await form.expectErrors({ offeredPrice: 'number' })
      await form.expectValues(typed)
      await form.fill({ offeredPrice: '760.000' })
      await form.send()

      const stored = leadsOf(who.email)
      const agency = await agencyMail(who.email, { form: 'purchase-offer', reference: SALE })
      expect(agency.text).toMatch(/760\.000/)
      await confirmationMail(who.email, lang, { form: 'purchase-offer', name, reference: SALE })
      expect((await stored)[0]).toMatchObject({
        property: SALE,
        data: { offeredPrice: 760000, city: 'Wavre' },
      })
    })

    test('rent-application: the rental’s terms, income and occupants checked, then sent', async ({
      page,
    }) => {
      const form = new LeadForm(page, 'rent-application', lang)
      await openListing(form, RENTAL)
      const t = texts[lang]
      await expect(page.getByRole('heading', { name: t.forms['purchase-offer'].heading })).toHaveCount(0)
      await form.open()
      await expect(form.form.getByRole('heading', { name: t.forms['rent-application'].terms })).toBeVisible()
      await expect(form.form).toContainText(t.forms['rent-application'].minimumIncome!)
      await form.submit()
      await form.expectErrors({ ...person, monthlyIncome: 'required', persons: 'required' })

      const who = visitor(lang, 'tenant')
      const typed = {
        ...who,
        monthlyIncome: '3.200',
        persons: 'deux',
        startDate: '2027-02-01',
        message: 'Un chat.',
      }
      await form.fill(typed)
      await form.submit()
      await form.expectErrors({ persons: 'number' })
      await form.expectValues(typed)
      await form.fill({ persons: '2' })
      await form.send()

      const stored = leadsOf(who.email)
      await agencyMail(who.email, { form: 'rent-application', reference: RENTAL })
      await confirmationMail(who.email, lang, { form: 'rent-application', name, reference: RENTAL })
      expect((await stored)[0]).toMatchObject({
        property: RENTAL,
        data: { monthlyIncome: 3200, persons: 2, startDate: '2027-02-01' },
      })
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('send-to-friend in Dutch: errors from the server; sent, it waits for review and the friend gets nothing', async ({
    page,
  }) => {
    const form = new LeadForm(page, 'send-to-friend', 'nl', { javaScript: false })
    await openListing(form, SALE)
    // Then a tablet's width: from 960 px the sidebar is sticky and taller than the window, and
    // without JavaScript its lower part (this form's button) cannot be scrolled into view. (Below
    // 960 px the language switcher is in a drawer that needs JavaScript: hence the order.)
    await page.setViewportSize({ width: 900, height: 1000 })
    await form.open()
    const who = visitor('nl', 'nojs-sender')
    const friend = visitor('nl', 'nojs-friend')
    const typed = {
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      friendFirstName: 'Alex',
    }
    await form.fill(typed)
    await form.submit()
    // The page the server sent back shows the form opened, its errors and what was typed.
    await form.expectErrors({ friendLastName: 'required', friendEmail: 'required' })
    await form.expectValues(typed)
    await form.fill({ friendLastName: 'Martin', friendEmail: friend.email })
    await form.send()

    const stored = leadsOf(who.email)
    await agencyMail(who.email, { form: 'send-to-friend', reference: SALE, review: true })
    await expectNoMailFor(friend.email)
    const [lead] = await stored
    expect(lead?.review).toContain('captcha-missing')
    expect(lead?.mails.map((m) => m.kind)).toEqual(['agency-notification'])
  })
})

test('a message typed before the scripts ran is kept once they have, and typing goes on where it stopped', async ({
  page,
}) => {
  // A slow phone shows the server's page seconds before React hydrates it: hold the scripts back.
  const release = await holdScripts(page)
  const form = new LeadForm(page, 'contact-me', 'fr')
  await page.goto(`/fr/property/${SALE}/`, { waitUntil: 'commit' })
  const message = form.field('message')
  await expect(message).toHaveValue(format(texts.fr.forms['contact-me'].message!, { reference: SALE }))
  await message.fill('Peut-on visiter samedi ?')

  release()
  await form.hydrated()
  // React has rendered the form, but may not have put it on screen yet (the text is put back then).
  await expect(message).toHaveValue('Peut-on visiter samedi ?')
  await page.keyboard.type(' Merci.')
  await expect(message).toHaveValue('Peut-on visiter samedi ? Merci.')
})

test('the folded forms are hydrated only once opened, each on its own', async ({ page }) => {
  const newsletter = new LeadForm(page, 'sign-newsletter', 'fr')
  const friend = new LeadForm(page, 'send-to-friend', 'fr')
  await friend.goto(`/fr/property/${SALE}/`)
  // React hydrates in the document's order: the newsletter band under every footer comes last.
  await newsletter.hydrated()
  const hasFiber = (form: HTMLElement | SVGElement) =>
    Object.keys(form).some((key) => key.startsWith('__reactFiber'))
  // Closed, their buttons are hidden from the accessibility tree: found by their ids.
  for (const id of ['send-to-friend', 'document-request', 'purchase-offer']) {
    const folded = page.locator(`form#${id}`)
    await expect(folded).toHaveCount(1)
    expect(await folded.evaluate(hasFiber), `${id} before it is opened`).toBe(false)
  }
  // Opened, it is React's (the tests above send each folded form, opened the same way).
  await friend.open()
  expect(await friend.form.evaluate(hasFiber)).toBe(true)
  const documents = page.locator('form#document-request')
  expect(await documents.evaluate(hasFiber), 'the others stay as they were').toBe(false)
})

test('a folded form opened before the scripts ran keeps what was typed in it, and where', async ({
  page,
}) => {
  const release = await holdScripts(page)
  const form = new LeadForm(page, 'send-to-friend', 'fr')
  await page.goto(`/fr/property/${SALE}/`, { waitUntil: 'commit' })
  const heading = page.getByRole('heading', { name: texts.fr.forms['send-to-friend']!.heading, exact: true })
  await page.locator('summary').filter({ has: heading }).focus()
  await page.keyboard.press('Enter')
  await form.field('message').fill('Regarde cette villa')
  const name = form.field('friendFirstName')
  await name.fill('Alex')

  release()
  await form.hydrated()
  // React's copy of the form took the place of the server's: the text and the caret were put back.
  await expect(name).toHaveValue('Alex')
  await expect(name).toBeFocused()
  await expect(form.field('message')).toHaveValue('Regarde cette villa')
  await page.keyboard.type('andra')
  await expect(name).toHaveValue('Alexandra')
})
