import { type APIResponse, type BrowserContext, expect, type Page, test } from '@playwright/test'

import { actUntil } from './actUntil'
import { texts } from './leadData'
import { LeadForm } from './leadForms'
import { firstProjectLink } from './projectLink'
import { adminOrigin, signIn } from './staffAdmin'

// Issue 13, hardened public edges (docs/decisions/030): the security headers on every kind of
// response, a nonce-based Content-Security-Policy that the site's pages keep without a single
// violation, clean refusals and redirects. The server here is plain HTTP with no proxy in front
// (global setup): no HSTS, nothing redirected to HTTPS; security-https.spec.ts covers TLS.

const EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
}
// Internal headers of Next.js's routing, which say nothing a visitor needs.
const INTERNAL = /^(x-middleware-|x-nextjs-|x-powered-by$|x-invoke-)/i

function expectSecured(response: APIResponse, label: string): string {
  const headers = response.headers()
  for (const [name, value] of Object.entries(EVERYWHERE))
    expect(headers[name], `${label}: ${name}`).toBe(value)
  const policies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
  expect(policies, `${label}: one Content-Security-Policy`).toHaveLength(1)
  expect(policies[0]?.value, label).toMatch(/frame-ancestors 'self'/)
  expect(policies[0]?.value, label).toMatch(/base-uri 'none'/)
  expect(policies[0]?.value, label).toMatch(/object-src '(none|self)'/)
  expect(
    response.headersArray().filter(({ name }) => INTERNAL.test(name)),
    `${label}: no internal header`,
  ).toEqual([])
  // Plain HTTP without a trusted proxy: no HSTS (a browser would ignore it anyway).
  expect(headers['strict-transport-security'], label).toBeUndefined()
  return policies[0]?.value ?? ''
}

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]

test.describe('security headers on every response', () => {
  test('pages, errors, redirects, refusals, the API and files all carry them', async ({ request }) => {
    const cases: Array<[string, number, 'document' | 'resource']> = [
      ['/', 200, 'document'],
      ['/fr/', 200, 'document'],
      ['/fr/a-vendre/', 200, 'document'],
      ['/fr/page-that-does-not-exist/', 404, 'document'],
      ['/fr/property/987654/', 404, 'document'],
      ['/map-frame/', 200, 'document'],
      ['/admin/login/', 200, 'document'],
      // Trailing-slash redirects, made by the proxy so that they carry the headers.
      ['/fr/a-vendre', 308, 'resource'],
      ['/admin', 308, 'resource'],
      // Next's own redirect of a doubled slash, made before the proxy runs (src/http/responseHeaders.ts).
      ['/fr//', 308, 'resource'],
      // Paths that do not decode: 400, never Next's bare 500.
      ['/fr/%ff/', 400, 'resource'],
      ['/%ff/', 400, 'resource'],
      ['/admin/%ff/', 400, 'resource'],
      ['/api/%ff/', 400, 'resource'],
      ['/_next/static/%ff.js', 400, 'resource'],
      // The image optimiser decodes its `url` once more (a 500 from Next before the proxy's check).
      ['/_next/image/?url=%2Fimages%2Fshare%25-default.png&w=400&q=75', 400, 'resource'],
      ['/api/users/me/', 200, 'resource'],
      // Closed to anonymous callers (decision 029): a refusal, with the headers all the same.
      ['/api/pages/999999/', 403, 'resource'],
      ['/robots.txt', 200, 'resource'],
      ['/icon.png', 200, 'resource'],
      ['/altcha/', 200, 'resource'],
    ]
    for (const [path, status, kind] of cases) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(status)
      // The icon is a static route Next.js answers from its own cache; it no longer says so.
      const policy = expectSecured(response, path)
      if (kind === 'document') {
        expect(nonceOf(policy), `${path}: a nonce`).toBeTruthy()
        expect(response.headers()['cross-origin-resource-policy'], path).toBe('same-origin')
      } else {
        expect(policy, path).toMatch(/^default-src 'none'/)
      }
    }
    // A redirect keeps its query; a refusal says why.
    const slash = await request.get('/fr/a-vendre?page=2', { maxRedirects: 0 })
    expect(slash.headers().location).toBe('/fr/a-vendre/?page=2')
    const refused = await request.get('/fr/%ff/', { maxRedirects: 0 })
    expect(refused.headers()['x-refused']).toBe('undecodable path')
    // A Next.js asset, served without the proxy: the configured headers.
    const html = await (await request.get('/fr/')).text()
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    expectSecured(await request.get(asset ?? ''), asset ?? '')
  })

  test('a form posted where nothing takes one: 405 with the headers, never Next’s 500', async ({
    request,
  }) => {
    // A multipart body Next would try to decode as a page's server action (and fail on: 500).
    const broken = {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Accept: 'text/x-component' },
      data: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz',
      maxRedirects: 0,
    }
    for (const path of ['/api/', '/map-frame/', '/icon.png', '/altcha/']) {
      const response = await request.post(path, broken)
      expect(response.status(), path).toBe(405)
      expectSecured(response, path)
    }
  })

  test('a page served in the saved language names no internal path', async ({ request }) => {
    const cookie = { Cookie: 'NEXT_LOCALE=nl' }
    const home = await request.get('/', { maxRedirects: 0, headers: cookie })
    expect(home.status()).toBe(200)
    expectSecured(home, '/')
    expect(await home.text()).toContain('lang="nl"')
    const missing = await request.get('/page-that-does-not-exist/', { maxRedirects: 0, headers: cookie })
    expect(missing.status()).toBe(404)
    expectSecured(missing, '/page-that-does-not-exist/')
    expect(await missing.text()).toContain('Pagina niet gevonden')
  })

  test('every script of a page carries its response’s nonce, a new one each time', async ({ request }) => {
    const nonces = new Set<string>()
    for (const path of ['/fr/', '/fr/property/49240/', '/fr/contact/', '/fr/contact/']) {
      const response = await request.get(path)
      const nonce = nonceOf(response.headers()['content-security-policy'] ?? '')
      expect(nonce, path).toBeTruthy()
      nonces.add(nonce ?? '')
      const html = await response.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length, path).toBeGreaterThan(3)
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`)
    }
    expect(nonces.size).toBe(4)
  })

  test('a forged X-Forwarded-Proto is not believed without a trusted proxy', async ({ request }) => {
    const response = await request.get('/fr/', { maxRedirects: 0, headers: { 'X-Forwarded-Proto': 'https' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['strict-transport-security']).toBeUndefined()
    expect(response.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests')
    // No cookie from the server at all: the page saves its language itself (docs/decisions/042).
    expect(response.headers()['set-cookie']).toBeUndefined()
  })
})

/** Every CSP violation in any frame of the context, and Chromium's console reports of them. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  return violations
}

/** The NEXT_LOCALE cookies a response sets: never more than one. */
function watchLocaleCookies(page: Page): string[] {
  const twice: string[] = []
  page.on('response', async (response) => {
    const headers = await response.headersArray().catch(() => [])
    const cookies = headers.filter(
      ({ name, value }) => name.toLowerCase() === 'set-cookie' && value.startsWith('NEXT_LOCALE='),
    )
    if (cookies.length > 1) twice.push(`${response.request().method()} ${response.url()}: ${cookies.length}`)
  })
  return twice
}

test.describe('the Content-Security-Policy in Chromium', () => {
  test('the public pages run, with maps, photos, the spam check and a form, without a violation', async ({
    context,
    page,
  }) => {
    test.setTimeout(90_000)
    const violations = await watchViolations(context)
    const twice = watchLocaleCookies(page)

    await page.goto('/fr/')
    await expect(page.getByRole('main')).toBeVisible()

    // A list, its map view (Leaflet, loaded after hydration), a client-side navigation.
    await page.goto('/fr/a-vendre/?view=map')
    await expect(page.locator('.leaflet-container').first()).toBeVisible()

    // A property: photos, the lightbox, the map.
    await page.goto('/fr/property/49240/')
    // A click before hydration does nothing: clicked until the lightbox opens (CI, 2026-12-07).
    const lightbox = page.locator('.yarl__root')
    await actUntil(
      () => lightbox.isVisible(),
      (limit) =>
        page
          .getByRole('region', { name: /^Photos de / })
          .getByRole('button')
          .first()
          .click(limit),
    )
    await expect(lightbox).toBeVisible()
    await page.keyboard.press('Escape')
    // Leaflet loads when the map comes near the viewport.
    await page.locator('#location-heading').scrollIntoViewIfNeeded()
    await expect(page.locator('.leaflet-container').first()).toBeVisible()

    // A project.
    await page.goto('/fr/projets-neufs/')
    await page.goto(await firstProjectLink(page))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // The contact form: entering it loads the spam check (a worker and a nonce'd <style>).
    const contact = new LeadForm(page, 'site-contact', 'fr')
    await contact.goto('/fr/contact/')
    await contact.form.getByRole('textbox').first().focus()
    await expect(contact.form.locator('altcha-widget')).toBeAttached({ timeout: 15_000 })
    // Its styles applied (a refused <style> has no style sheet).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Boolean((document.getElementById('altcha-css') as HTMLStyleElement | null)?.sheet),
        ),
      )
      .toBe(true)
    // Sent empty with JavaScript: the server action answers with the errors.
    await contact.submit()
    await expect(contact.summary).toHaveText(texts.fr.summary)

    // The map frame and the owners' sign-in.
    await page.goto('/map-frame/?lang=fr')
    await page.goto('/fr/login/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.waitForTimeout(500)
    expect(violations).toEqual([])
    expect(twice).toEqual([])
  })

  test('without JavaScript the forms still post and answer', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const twice = watchLocaleCookies(page)
    const contact = new LeadForm(page, 'site-contact', 'nl', { javaScript: false })
    await contact.goto('/nl/contact/')
    await contact.submit()
    await expect(contact.summary).toHaveText(texts.nl.summary)
    expect(twice).toEqual([])
    await context.close()
  })

  test('the admin signs in and shows its dashboard and a code editor without a violation', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const login = await request.post('/api/users/login', {
      data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    })
    const token = ((await login.json()) as { token: string }).token
    const runs = await request.get('/api/crm-imports/?limit=1&depth=0', {
      headers: { Authorization: `JWT ${token}` },
    })
    const id = ((await runs.json()) as { docs: Array<{ id: number }> }).docs[0]?.id
    expect(id, 'the first start recorded its import').toBeTruthy()
    const context = await browser.newContext({ baseURL: adminOrigin })
    const violations = await watchViolations(context)
    const page = await context.newPage()
    await signIn(page)
    // A JSON field's code editor (Monaco, served by the site): its scripts, workers and styles.
    await page.goto(`/admin/collections/crm-imports/${id}/`)
    await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 30_000 })
    await page.waitForTimeout(500)
    expect(violations).toEqual([])
    await context.close()
  })
})
