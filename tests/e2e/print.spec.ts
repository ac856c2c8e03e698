import { type Browser, expect, type Page, test, type TestInfo } from '@playwright/test'

import { firstProjectLink } from './projectLink'

// Issue 20 point 13 (spec §1 "print"): a property's and a project's page print as a brochure of
// at most two A4 pages, under the agency's letterhead (logo, phone, e-mail, address), with the
// photos, price, reference and facts, and without the site's navigation, cookie dialog or map.
// Pages are counted in the PDF Chromium prints (its /Type /Page objects, not /Pages).

const SALE = 49240 // Wavre, villa for sale (the demo CRM snapshot, as in a11y.spec.ts)

/** The number of pages of a PDF: its page objects (`/Type /Page`, the tree's `/Pages` not counted). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length
}

/** The first project's page, from the list as a visitor finds it. */
async function projectHref(page: Page): Promise<string> {
  await page.goto('/fr/projets-neufs/')
  const href = await firstProjectLink(page)
  return href ?? ''
}

/** A page that presents itself as a person: the consent question hides from automated browsers. */
async function asPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
  )
  return context.newPage()
}

/** The agency's phone as the site's footer shows it on screen. */
async function agencyPhone(page: Page): Promise<string> {
  // The link says 'Téléphone :' to screen readers before the number.
  const text = await page.locator('footer a[href^="tel:"]').first().innerText()
  const phone = /\+?\d[\d ./-]*\d/.exec(text)?.[0]
  expect(phone, text).toBeTruthy()
  return phone ?? ''
}

async function expectBrochure(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.waitForLoadState('networkidle')
  const phone = await agencyPhone(page)
  // The price as the page's header shows it ('€ 785.000', 'À partir de € 215.000').
  const price = (
    await page
      .getByRole('main')
      .locator('header')
      .getByText(/€\s?[\d.]+/)
      .first()
      .innerText()
  ).trim()

  // On screen: the site's navigation and the cookie dialog are there, the letterhead is not.
  const navigation = page.getByRole('banner').getByRole('navigation').first()
  const consent = page.getByRole('dialog', { name: 'Votre vie privée' })
  await expect(navigation).toBeVisible()
  await expect(consent).toBeVisible()

  await page.emulateMedia({ media: 'print' })
  const main = page.getByRole('main')
  await expect(main.getByText(price, { exact: true }).first()).toBeVisible()
  await expect(main.getByText(phone, { exact: true }).first()).toBeVisible()
  await expect(navigation).toBeHidden()
  await expect(consent).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden()
  // The main photo and a row of others, no more than five.
  const photos = page.locator('[aria-roledescription="carousel"] img').filter({ visible: true })
  await expect(photos.first()).toBeVisible()
  expect(await photos.count()).toBeLessThanOrEqual(5)
  await expect.poll(() => photos.count()).toBeGreaterThan(1)
  // Every picture the brochure shows is loaded: a printout does not wait for lazy ones.
  const pictures = main.locator('img').filter({ visible: true })
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images
          .filter(
            (image) =>
              !((image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
          )
          .map((image) => image.getAttribute('alt')),
      ),
    )
    .toEqual([])

  const pdf = await page.pdf({ format: 'A4' })
  await testInfo.attach(`${name}.pdf`, { body: pdf, contentType: 'application/pdf' })
  const pages = pageCount(pdf)
  expect(pages, `${name}: A4 pages`).toBeGreaterThanOrEqual(1)
  expect(pages, `${name}: A4 pages`).toBeLessThanOrEqual(2)
}

test.describe('a listing prints as a brochure of at most two A4 pages', () => {
  test('a property: letterhead, photos, price, reference, facts and energy certificate', async ({
    browser,
  }, testInfo) => {
    const page = await asPerson(browser)
    await page.goto(`/fr/property/${SALE}/`)
    const map = page.getByRole('region', { name: /carte/i }).or(page.locator('.leaflet-container')).first()
    await expect(map).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    const main = page.getByRole('main')
    await expect(main.getByText(`Réf. : ${SALE}`).first()).toBeVisible()
    await expect(main.getByText('Certificat de performance énergétique (PEB)')).toBeVisible()
    await expect(main.getByRole('img', { name: 'Label PEB B' })).toBeVisible()
    await expect(map).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await expectBrochure(page, testInfo, `property-${SALE}`)
    await page.context().close()
  })

  test('a project: letterhead, photos, starting price and price list', async ({ browser }, testInfo) => {
    const page = await asPerson(browser)
    await page.goto(await projectHref(page))
    const map = page.locator('iframe[title]').first()
    await expect(map).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('table')).toBeVisible()
    await expect(map).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await expectBrochure(page, testInfo, 'project')
    await page.context().close()
  })
})

test.describe('the print button', () => {
  test('prints the page, in the page’s language', async ({ page }) => {
    await page.goto(`/nl/property/${SALE}/`)
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '')
    })
    await page.getByRole('button', { name: 'Afdrukken' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-printed', '')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('is left out: it could not print', async ({ page }) => {
      await page.goto(`/fr/property/${SALE}/`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Imprimer' })).toHaveCount(0)
    })
  })
})
