import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'

// Spec §4 Cookie consent, §7 Calls. Texts are the seeded French CMS texts (fixtures/seed/texts/cookieConsent.ts)
// and messages/fr/Consent.json for what the CMS does not hold (the preferences title).
const TITLE = 'Votre vie privée'
const PREFERENCES = 'Vos préférences en matière de cookies'
const GA_ID = 'G-TEST123'
const FLAGS = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const
const TRACKERS = /googletagmanager\.com|connect\.facebook\.net/

type Analytics = Record<'googleAnalyticsId' | 'googleAdsId' | 'tagManagerId' | 'socialPixelId', string | null>

let api: APIRequestContext
let authorization = ''
let originalAnalytics: Analytics | undefined

async function saveAnalytics(analytics: Partial<Analytics>): Promise<void> {
  // Payload updates a global with POST (there is no PATCH route for globals).
  const response = await api.post('/api/globals/site-settings', {
    headers: { Authorization: authorization },
    data: { analytics },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/**
 * The question stays hidden from automated browsers (navigator.webdriver, as the library), so this
 * spec, and only this one, presents itself as a person. Tracker hosts are stubbed: no network.
 */
async function visitor(context: BrowserContext): Promise<{ page: Page; trackerRequests: string[] }> {
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
  )
  const trackerRequests: string[] = []
  await context.route(TRACKERS, (route) => {
    trackerRequests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' })
  })
  return { page: await context.newPage(), trackerRequests }
}

async function cookieMap(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]))
}

/** dataLayer entries are `arguments` objects; read them back as plain arrays. */
async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      JSON.parse(JSON.stringify(Array.from(entry))),
    ),
  )
}

test.describe('cookie consent (Belgian DPA rules)', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({ playwright }, testInfo) => {
    api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
    const login = await api.post('/api/users/login', {
      data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    })
    expect(login.ok(), await login.text()).toBe(true)
    authorization = `JWT ${((await login.json()) as { token: string }).token}`
    const settings = await api.get('/api/globals/site-settings?depth=0', {
      headers: { Authorization: authorization },
    })
    originalAnalytics = ((await settings.json()) as { analytics?: Analytics }).analytics
    await saveAnalytics({
      googleAnalyticsId: GA_ID,
      googleAdsId: null,
      tagManagerId: null,
      socialPixelId: null,
    })
    // The settings are cached by tag and revalidated stale-while-revalidate: wait for fresh HTML.
    await expect
      .poll(async () => (await api.get('/fr/')).text(), { timeout: 60_000, intervals: [500, 1000, 2000] })
      .toContain('consent-mode-default')
  })

  test.afterAll(async () => {
    await saveAnalytics({
      googleAnalyticsId: originalAnalytics?.googleAnalyticsId ?? null,
      googleAdsId: originalAnalytics?.googleAdsId ?? null,
      tagManagerId: originalAnalytics?.tagManagerId ?? null,
      socialPixelId: originalAnalytics?.socialPixelId ?? null,
    })
    await api.dispose()
  })

  test('an unanswered visit shows the dialog, loads no tracker and blocks nothing', async ({ context }) => {
    const { page, trackerRequests } = await visitor(context)
    const response = await page.goto('/fr/')
    expect(await response?.text()).not.toMatch(/googletagmanager\.com|fbevents\.js/)

    const dialog = page.getByRole('dialog', { name: TITLE })
    await expect(dialog).toBeVisible()
    // Decline all sits beside Accept all on the first layer, with the two policy links.
    await expect(dialog.getByRole('button', { name: 'Tout accepter' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Tout refuser' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Personnaliser' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Politique en matière de cookies' })).toHaveAttribute(
      'href',
      /cookie-policy/,
    )
    await expect(dialog.getByRole('link', { name: 'Déclaration de confidentialité' })).toHaveAttribute(
      'href',
      /privacy-statement/,
    )
    // No cookie wall: the page keeps scrolling and stays clickable.
    await expect(page.locator('html')).not.toHaveClass(/disable--interaction/)

    // Keyboard: focus is in the dialog and Tab reaches the first choice.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#consent-notice'))))
      .toBe(true)
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Tout accepter' })).toBeFocused()

    await page.waitForTimeout(1000)
    expect(trackerRequests).toEqual([])
    expect(await cookieMap(context)).not.toHaveProperty('consent')
    // The consent library draws the preferences only: it is not fetched for the question.
    await expect(page.locator('#cc-main')).toHaveCount(0)
  })

  test('the question is in the page itself: it shows before any script bundle has run', async ({
    context,
  }) => {
    const { page } = await visitor(context)
    await context.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto('/fr/a-vendre/')
    const dialog = page.getByRole('dialog', { name: TITLE })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Tout accepter' })).toBeVisible()
  })

  test('accept all stores the choice, updates Consent Mode, loads GA4 and sends the page view', async ({
    context,
  }) => {
    const { page, trackerRequests } = await visitor(context)
    await page.goto('/fr/?utm_source=x')
    const dialog = page.getByRole('dialog', { name: TITLE })
    await dialog.getByRole('button', { name: 'Tout accepter' }).click()
    await expect(dialog).toBeHidden()

    await expect
      .poll(() => cookieMap(context))
      .toMatchObject({
        consent: 'set',
        analytics_storage: 'true',
        ad_storage: 'true',
        ad_user_data: 'true',
        ad_personalization: 'true',
      })
    await expect.poll(() => trackerRequests).toContainEqual(expect.stringContaining(`gtag/js?id=${GA_ID}`))

    const entries = await dataLayer(page)
    expect(entries[0]).toEqual(['consent', 'default', expect.objectContaining({ wait_for_update: 500 })])
    expect(entries).toContainEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ])
    expect(entries).toContainEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_location: expect.stringContaining('utm_source=x'), utm_source: 'x' }),
    ])
    const update = entries.findIndex((entry) => entry[0] === 'consent' && entry[1] === 'update')
    const pageView = entries.findIndex((entry) => entry[0] === 'event' && entry[1] === 'page_view')
    expect(update).toBeLessThan(pageView)

    // Returning visitor: no dialog, consent restored from the cookies, page view sent again.
    await page.goto('/fr/')
    await expect
      .poll(async () => (await dataLayer(page)).some((entry) => entry[1] === 'page_view'))
      .toBe(true)
    await expect(page.getByRole('dialog', { name: TITLE })).toBeHidden()
  })

  test('decline all keeps only the essential cookies and loads no tracker', async ({ context }) => {
    const { page, trackerRequests } = await visitor(context)
    await page.goto('/fr/')
    await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Tout refuser' }).click()

    await expect
      .poll(() => cookieMap(context))
      .toMatchObject({
        consent: 'set',
        ...Object.fromEntries(FLAGS.map((flag) => [flag, 'false'])),
      })
    // The question had the focus: the keyboard goes back to the page's start, not past its end.
    await expect(page.getByRole('dialog', { name: TITLE })).toBeHidden()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused()
    await page.waitForTimeout(1000)
    expect(trackerRequests).toEqual([])
    expect((await dataLayer(page)).some((entry) => entry[1] === 'page_view')).toBe(false)
  })

  test('settings: analytics only', async ({ context }) => {
    const { page } = await visitor(context)
    await page.goto('/fr/')
    await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Personnaliser' }).click()

    const preferences = page.getByRole('dialog', { name: PREFERENCES })
    await expect(preferences).toBeVisible()
    await expect(preferences.getByRole('checkbox', { name: 'Essentiels' })).toBeChecked()
    await expect(preferences.getByRole('checkbox', { name: 'Essentiels' })).toBeDisabled()
    for (const name of [
      'Mesure d’audience',
      'Cookies publicitaires',
      'Données publicitaires',
      'Publicité personnalisée',
    ]) {
      await expect(preferences.getByRole('checkbox', { name })).not.toBeChecked()
    }
    await preferences.getByRole('checkbox', { name: 'Mesure d’audience' }).check()
    await preferences.getByRole('button', { name: 'Enregistrer mes choix' }).click()

    await expect
      .poll(() => cookieMap(context))
      .toMatchObject({
        consent: 'set',
        analytics_storage: 'true',
        ad_storage: 'false',
        ad_user_data: 'false',
        ad_personalization: 'false',
      })
  })

  test('the footer reopens the preferences with the choice made, and a change is stored', async ({
    context,
  }) => {
    const { page } = await visitor(context)
    await page.goto('/fr/')
    await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Tout refuser' }).click()
    await expect.poll(() => cookieMap(context)).toMatchObject({ consent: 'set', analytics_storage: 'false' })

    await page.goto('/fr/a-vendre/')
    await expect(page.getByRole('dialog', { name: TITLE })).toBeHidden()
    await page.getByRole('contentinfo').getByRole('button', { name: 'Paramètres des cookies' }).click()
    const preferences = page.getByRole('dialog', { name: PREFERENCES })
    await expect(preferences).toBeVisible()
    await expect(preferences.getByRole('checkbox', { name: 'Mesure d’audience' })).not.toBeChecked()
    await preferences.getByRole('button', { name: 'Tout accepter' }).click()
    await expect(preferences).toBeHidden()
    await expect
      .poll(() => cookieMap(context))
      .toMatchObject(Object.fromEntries(FLAGS.map((flag) => [flag, 'true'])))
    // The first layer stays closed: the question was answered.
    await expect(page.getByRole('dialog', { name: TITLE })).toBeHidden()
  })

  test('a URL containing setcookies clears the stored consent and asks again', async ({ context }) => {
    const { page } = await visitor(context)
    await page.goto('/fr/')
    await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Tout accepter' }).click()
    await expect.poll(() => cookieMap(context)).toMatchObject({ consent: 'set' })

    await page.goto('/fr/?setcookies')
    await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible()
    // The question shows while the page is parsed; the stored answer is erased once its script runs.
    const stored = ['consent', 'cc_cookie', ...FLAGS]
    await expect
      .poll(async () => Object.keys(await cookieMap(context)).filter((name) => stored.includes(name)))
      .toEqual([])
  })

  test('no dialog on a preview page', async ({ context }) => {
    const { page, trackerRequests } = await visitor(context)
    await page.goto('/fr/preview/') // may well be a 404; the frame (and the consent manager) still renders
    await page.waitForTimeout(1500)
    await expect(page.getByRole('dialog', { name: TITLE })).toHaveCount(0)
    expect(trackerRequests).toEqual([])
  })
})
