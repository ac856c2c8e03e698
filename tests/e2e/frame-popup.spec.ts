import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'

// The promotional popup (spec §4): published through the REST API for the duration of this file,
// then restored. While it is published every page opens it, so other specs set the session flag
// (see withoutPopup in frame.spec.ts).
const HOME = '/fr/'
const CONTACT = '/fr/contact/'
const POPUP_FLAG = 'popup-closed'

const freshPage = async (browser: Browser) => (await browser.newContext()).newPage()

test.describe('promotional popup (spec §4)', () => {
  test.describe.configure({ mode: 'serial' })

  const title = 'Offre de printemps'
  let api: APIRequestContext
  let token = ''
  let original: Record<string, unknown> = {}

  async function savePopup(data: Record<string, unknown>) {
    const response = await api.post('/api/globals/popup?locale=fr', {
      headers: { Authorization: `JWT ${token}` },
      data,
    })
    expect(response.ok(), await response.text()).toBe(true)
  }

  /** Saving revalidates the cache tag; the first request after it may still get the old page. */
  async function gotoWithPopup(page: Page, path: string) {
    await expect(async () => {
      await page.goto(path)
      await expect(page.locator('dialog[data-popup]')).toHaveCount(1, { timeout: 500 })
    }).toPass({ timeout: 30_000 })
  }

  test.beforeAll(async ({ playwright, baseURL }) => {
    api = await playwright.request.newContext({ baseURL })
    const login = await api.post('/api/users/login', {
      data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    })
    expect(login.ok()).toBe(true)
    token = ((await login.json()) as { token: string }).token
    const current = (await (
      await api.get('/api/globals/popup?locale=fr&depth=0', { headers: { Authorization: `JWT ${token}` } })
    ).json()) as Record<string, unknown>
    original = {
      isPublished: current.isPublished ?? 'no',
      delay: current.delay ?? 0,
      title: current.title ?? null,
      description: current.description ?? null,
      link: current.link ?? null,
      media: current.media ?? null,
    }
    await savePopup({
      isPublished: 'yes',
      delay: 1,
      title,
      description: 'Estimation offerte pour toute mise en vente ce printemps.',
      link: CONTACT,
    })
  })

  test.afterAll(async () => {
    await savePopup(original)
    await api.dispose()
  })

  test('appears after the delay, stays closed for the session once closed', async ({ browser }) => {
    const warmUp = await freshPage(browser)
    await gotoWithPopup(warmUp, HOME)
    await warmUp.context().close()

    const page = await freshPage(browser)
    const popup = page.getByRole('dialog', { name: title })
    const started = Date.now()
    await page.goto(HOME, { waitUntil: 'domcontentloaded' })
    await expect(popup).toBeHidden()
    await expect(popup).toBeVisible({ timeout: 6_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    await expect(popup.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', CONTACT)

    await popup.getByRole('button', { name: 'Fermer' }).click()
    await expect(popup).toBeHidden()
    await page.reload()
    await page.waitForTimeout(2_500)
    await expect(popup).toBeHidden()
    await page.context().close()
  })

  test('Escape closes it and sets the session flag too', async ({ browser }) => {
    const page = await freshPage(browser)
    await gotoWithPopup(page, HOME)
    const popup = page.getByRole('dialog', { name: title })
    await expect(popup).toBeVisible({ timeout: 6_000 })
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), POPUP_FLAG)).toBe('1')
    await page.context().close()
  })

  test('following its link closes it for the session', async ({ browser }) => {
    const page = await freshPage(browser)
    await gotoWithPopup(page, HOME)
    const popup = page.getByRole('dialog', { name: title })
    await expect(popup).toBeVisible({ timeout: 6_000 })
    await popup.getByRole('link', { name: 'En savoir plus' }).click()
    await expect(page).toHaveURL(new RegExp(`${CONTACT}$`))
    await page.goto(HOME)
    await page.waitForTimeout(2_500)
    await expect(page.getByRole('dialog', { name: title })).toBeHidden()
    await page.context().close()
  })

  test('a URL containing modal-clicked keeps it closed', async ({ browser }) => {
    const page = await freshPage(browser)
    await gotoWithPopup(page, `${HOME}?modal-clicked`)
    await page.waitForTimeout(2_500)
    await expect(page.getByRole('dialog', { name: title })).toBeHidden()
    await page.context().close()
  })
})
