import { expect, type Page, test } from '@playwright/test'

import { texts, visitor } from './leadData'
import { asNewVisitor, LeadForm } from './leadForms'
import { leadsOf, localApi } from './localApi'

// Issue 13: each client address may send 20 forms in 10 minutes (src/auth/rateBudget.ts). Beyond,
// the form comes back with a message in the visitor's language and everything typed, and nothing is
// stored. The address's counter is set at its limit directly, as 20 submissions would leave it.

async function atTheLimit(page: Page): Promise<void> {
  const address = await asNewVisitor(page)
  await localApi(`
    await payload.create({
      collection: 'auth-throttles', overrideAccess: true,
      data: { key: ${JSON.stringify(`rate:form:${address}`)}, hits: 20, windowStart: new Date().toISOString() },
    })
  `)
}

test('French, with JavaScript: the 21st form says “too many”, keeps every value, stores nothing', async ({
  page,
}) => {
  await atTheLimit(page)
  const form = new LeadForm(page, 'site-contact', 'fr')
  await form.goto('/fr/contact/')
  const who = visitor('fr', 'limits')
  const typed = { ...who, message: 'Nous cherchons une maison à Uccle.', contactSlots: ['morning'] }
  await form.fill(typed)
  await form.waitForFillTime()
  await form.captchaSolved()
  await form.submit()
  await expect(form.summary).toHaveText(texts.fr.notices.tooMany)
  await form.expectValues(typed)
  expect(await leadsOf(who.email)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Dutch: the same message in Dutch, the values typed, nothing stored', async ({ page }) => {
    await atTheLimit(page)
    const form = new LeadForm(page, 'site-contact', 'nl', { javaScript: false })
    await form.goto('/nl/contact/')
    const who = visitor('nl', 'limits-nojs')
    const typed = { ...who, message: 'Wij zoeken een huis in Ukkel.' }
    await form.fill(typed)
    await form.waitForFillTime()
    await form.submit()
    await expect(form.summary).toHaveText(texts.nl.notices.tooMany)
    await form.expectValues(typed)
    expect(await leadsOf(who.email)).toEqual([])
  })
})
