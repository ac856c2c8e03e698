import { expect, test } from '@playwright/test'

import { copySnapshot } from '../helpers/snapshot'
import { visitor } from './leadData'
import { asNewVisitor, LeadForm } from './leadForms'
import { SITE, webLinks } from './leadMails'
import { localApi } from './localApi'
import { mailTo, waitForMail } from './mailbox'

// Issue 18: a search demand registered with the mouse and confirmed from its mail hears of a new
// listing the next CRM import brings (one alert, with the RFC 8058 headers), and the mail client's
// one-click unsubscribe stops it. The import runs in the shard's own data, and is undone after.

test.beforeEach(({ page }) => asNewVisitor(page))
test.describe.configure({ timeout: 150_000 })

const PAGE = '/fr/recherche/'
/** A sale in Gent (9000), web type 1, € 389,000; copied as the new listing. */
const GENT_LOFT = 49105
const NEW_ID = 990_105

type Demand = { id: number; status: string }
const demandsOf = (email: string) =>
  localApi<Demand[]>(`
    const { docs } = await payload.find({
      collection: 'demands', depth: 0, overrideAccess: true,
      where: { email: { equals: ${JSON.stringify(email)} } },
    })
    return docs.map((d) => ({ id: d.id, status: d.status }))
  `)

/** The CRM import, as the CLI and "Import now" run it, from a snapshot folder. */
const importFrom = (dir: string) =>
  localApi<unknown>(`
    const { importSnapshot } = await import('@/integrations/omnicasa/import')
    const { FileSnapshotSource } = await import('@/integrations/omnicasa/source')
    const summary = await importSnapshot(payload, new FileSnapshotSource(${JSON.stringify(dir)}))
    return summary.properties
  `)

test('a confirmed demand gets one alert for a new matching listing, and one click unsubscribes it', async ({
  page,
  request,
}) => {
  const lead = new LeadForm(page, 'demand-register' as never, 'fr')
  await lead.goto(PAGE)
  const f = lead.form
  const who = visitor('fr', 'alert')

  // With the mouse: to buy, web type 1, the town of Gent, a budget, and the person.
  await f.locator('input[name="goal"][value="buy"]').click()
  await f.locator('input[name="webIds"][value="1"]').click()
  // Gent on the map: its circle ticks the list's box.
  const gent = f.locator('[data-zone="zip:9000"]')
  await gent.scrollIntoViewIfNeeded()
  await gent.click()
  await expect(gent).toHaveAttribute('aria-checked', 'true')
  await expect(f.locator('input[name="zones"][value="zip:9000"]')).toBeChecked()
  await f.locator('input[name="maxPrice"]').fill('400000')
  await f.locator('input[name="title"][value="ms"]').click()
  await f.locator('input[name="firstName"]').fill(who.firstName)
  await f.locator('input[name="lastName"]').fill(who.lastName)
  await f.locator('input[name="email"]').fill(who.email)
  await f.locator('input[name="phone"]').fill(who.phone)
  await lead.waitForFillTime()
  await lead.captchaSolved()
  await lead.submitButton.click()
  await page.waitForURL((url) => url.pathname === '/fr/merci/demand-register/')

  const confirmation = await waitForMail((m) => Boolean(m.to?.includes(who.email)))
  const confirm = webLinks(confirmation).find((link) => link.startsWith(`${SITE}/demand/confirm/`))
  await page.goto(confirm ?? '')
  await expect(page).toHaveURL(`${SITE}${PAGE}?demand=confirmed`)
  const [demand] = await demandsOf(who.email)
  expect(demand?.status).toBe('confirmed')

  // The next import brings a new loft in Gent under the budget.
  const snapshot = copySnapshot()
  try {
    for (const language of ['fr', 'nl', 'en', 'de']) {
      snapshot.edit(`properties.${language}.json`, (records) => {
        const loft = records.find((r) => r.ID === GENT_LOFT)
        return loft
          ? [...records, { ...loft, ID: NEW_ID, Ident: `${String(loft.Ident)}-2`, Price: 365_000 }]
          : records
      })
    }
    expect(await importFrom(snapshot.dir)).toMatchObject({ created: 1 })

    // The alert job runs on the server's queue within seconds, then the outbox sends the digest.
    const alert = await waitForMail(
      (m) =>
        Boolean(m.to?.includes(who.email)) && m.subject === 'Un nouveau bien correspond à votre recherche',
      60_000,
    )
    expect(alert.text).toContain('Nouveau')
    expect(alert.text).toContain('Gand · 2 chambres')
    const listing = webLinks(alert).find((link) => link.endsWith(`/${NEW_ID}/`))
    expect(listing, 'the new listing’s link').toBeTruthy()
    expect(alert.html).toMatch(/<img src="[^"]+width=600/)
    // RFC 8058: one URL to POST to, and the header that says a POST is enough.
    expect(alert.listUnsubscribePost).toBe('List-Unsubscribe=One-Click')
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(alert.listUnsubscribe ?? '')?.[1]
    expect(oneClick, 'the List-Unsubscribe URL').toBeTruthy()
    expect(oneClick?.startsWith(`${SITE}/unsubscribe/?t=`)).toBe(true)

    // The listing's link opens its page.
    await page.goto(listing ?? '')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // Only one alert, however long one waits for the job's next rounds.
    await page.waitForTimeout(6_000)
    const alerts = mailTo(who.email).filter(
      (m) => m.subject === 'Un nouveau bien correspond à votre recherche',
    )
    expect(alerts).toHaveLength(1)

    // What a mail client's "Unsubscribe" button sends: a POST with the one-click body, no cookies.
    const answer = await request.post(oneClick ?? '', {
      form: { 'List-Unsubscribe': 'One-Click' },
      maxRedirects: 0,
    })
    expect(answer.status()).toBe(200)
    expect((await demandsOf(who.email))[0]?.status).toBe('unsubscribed')
  } finally {
    // The shard's data as it was: the copy listing withdrawn.
    await importFrom('data/crm')
    snapshot.remove()
  }
})
