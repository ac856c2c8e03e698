import { expect, type Page, test } from '@playwright/test'

import { format, texts, visitor } from './leadData'
import { asNewVisitor, LeadForm, switchToDutch } from './leadForms'
import { agencyMail, confirmationMail, SITE, webLinks } from './leadMails'
import { leadsOf } from './localApi'

// Each test its own client address: the forms' budget is per address (src/auth/rateBudget.ts).
test.beforeEach(({ page }) => asNewVisitor(page))

// A project's page (issue 15): its form (contact-construction), which each available unit's "ask
// about this unit" link starts with the unit and a message naming it.

const priceListHeading = { fr: 'Liste de prix', nl: 'Prijslijst' } as const
const person = {
  title: 'required',
  firstName: 'required',
  lastName: 'required',
  email: 'required',
  phone: 'required',
} as const

/** The first project of the list, as a visitor reaches it; its id from its address. */
async function firstProject(page: Page): Promise<number> {
  await page.goto('/fr/projets-neufs/')
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click()
  await page.waitForURL(/\/fr\/projets-neufs\/[^/]+\/\d+\/$/)
  return Number(/\/(\d+)\/$/.exec(new URL(page.url()).pathname)?.[1])
}

/** Follows the first available unit's link to the form; returns the unit's name. */
async function askAboutAUnit(page: Page, form: LeadForm): Promise<string> {
  const askUnit = texts[form.lang].forms['contact-construction'].askUnit!
  const row = page
    .getByRole('region', { name: priceListHeading[form.lang] })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: askUnit }) })
    .first()
  const unit = (await row.getByRole('rowheader').innerText()).trim()
  form.rendered()
  await row.getByRole('link', { name: askUnit }).click()
  await expect(page).toHaveURL(
    new RegExp(`[?&]unit=${encodeURIComponent(unit).replace(/\./g, '\\.')}#project-contact$`),
  )
  return unit
}

for (const lang of ['fr', 'nl'] as const) {
  const name = lang === 'fr' ? 'Camille Dubois' : 'Lotte Peeters'

  test(`contact-construction in ${lang === 'fr' ? 'French' : 'Dutch'}: a unit’s link fills in the unit; sent, the lead names it`, async ({
    page,
  }) => {
    const project = await firstProject(page)
    if (lang === 'nl') await switchToDutch(page)
    const form = new LeadForm(page, 'contact-construction', lang)
    const unit = await askAboutAUnit(page, form)
    const message = format(texts[lang].forms['contact-construction'].unitMessage!, { unit })
    await expect(form.field('unit')).toHaveValue(unit)
    await expect(form.field('message')).toHaveValue(message)

    await form.submit()
    await form.expectErrors(person)
    await form.expectValues({ unit, message })

    const who = visitor(lang, 'project')
    await form.fill({ ...who, email: `${who.firstName}@`, contactSlots: ['morning'] })
    await form.submit()
    await form.expectErrors({ email: 'email' })
    await form.expectValues({ unit, message, contactSlots: ['morning'] })
    await form.fill({ email: who.email })
    await form.send()

    const stored = leadsOf(who.email)
    const agency = await agencyMail(who.email, { form: 'contact-construction', reference: project })
    expect(agency.text).toContain(unit)
    const confirmation = await confirmationMail(who.email, lang, {
      form: 'contact-construction',
      name,
      reference: project,
    })
    const link = webLinks(confirmation).find(
      (href) => href.startsWith(`${SITE}/${lang}/`) && href.endsWith(`/${project}/`),
    )
    expect(link, 'the project’s page').toBeTruthy()
    expect((await page.request.get(link ?? '')).status()).toBe(200)
    expect((await stored)[0]).toMatchObject({
      form: 'contact-construction',
      locale: lang,
      project,
      data: { unit, message },
    })
  })
}
