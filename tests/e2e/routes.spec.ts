import { spawnSync } from 'node:child_process'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { adminToken } from '../helpers/admin'
import { copySnapshot } from '../helpers/snapshot'

const forms = [
  ['contact-me', 'contact-me'],
  ['contact-appointment', 'contact-appointment'],
  ['contact-construction', 'contact-construction'],
  ['contact-demand', 'estimation-gratuite'],
  ['demand-register', 'demand-register'],
  ['send-to-friend', 'send-to-friend'],
  ['site-contact', 'contact-via-le-site-internet'],
  ['sign-newsletter', 'sign-newsletter'],
  ['document-request', 'demande-de-documents'],
  ['testimonial', 'temoignage'],
  ['purchase-offer', 'offre-d-achat'],
  ['rent-application', 'candidature-locative'],
  ['holiday-request', 'demande-de-sejour'],
  ['testing-testing', 'testing-testing'],
] as const

const faq = [
  'agent-immobilier',
  'les-documents-necessaires',
  'le-contrat',
  'estimation',
  'comment-se-passe-la-mise-en-vente',
  'outils-de-mise-en-valeur',
  'la-location---la-gestion-locative',
]

// Spec §2 route table: original paths (served in the default language to a new visitor) and the
// localized ones, plus natural nl, en and de paths.
const routes: [path: string, lang: string][] = [
  ['/', 'fr'],
  ['/for-sale/', 'fr'],
  ['/fr/a-vendre/', 'fr'],
  ['/for-rent/', 'fr'],
  ['/fr/a-louer/', 'fr'],
  ['/Location-touristique/', 'fr'],
  ['/fr/location-touristique/', 'fr'],
  ['/services/', 'fr'],
  ['/fr/services/', 'fr'],
  ['/services/vente/', 'fr'],
  ['/services/location/', 'fr'],
  ['/services/gestion-locative-de-biens-saisonniers/', 'fr'],
  ['/Qui-sui-je/', 'fr'],
  ['/fr/qui-suis-je/', 'fr'],
  ['/demand-register/', 'fr'],
  ['/fr/recherche/', 'fr'],
  ['/FAQ/', 'fr'],
  ['/fr/faq/', 'fr'],
  ...faq.map((slug): [string, string] => [`/faq/${slug}/`, 'fr']),
  ['/Estimation-en-ligne/', 'fr'],
  ['/fr/estimation-en-ligne/', 'fr'],
  ['/contact/', 'fr'],
  ['/fr/contact/', 'fr'],
  ['/contact-demand/', 'fr'],
  ['/fr/estimation-gratuite/', 'fr'],
  ['/fr/disclaimer/', 'fr'],
  ['/fr/privacy-statement/', 'fr'],
  ['/fr/cookie-policy/', 'fr'],
  ['/login/', 'fr'],
  ['/nl/login/', 'nl'],
  ['/fr/login/', 'fr'],
  ['/en/login/', 'en'],
  ...forms.map(([form]): [string, string] => [`/feedback/${form}/`, 'fr']),
  ...forms.map(([, slug]): [string, string] => [`/fr/merci/${slug}/`, 'fr']),
  ['/nl/te-koop/', 'nl'],
  ['/nl/te-huur/', 'nl'],
  ['/nl/diensten/', 'nl'],
  ['/nl/over-mij/', 'nl'],
  ['/nl/gratis-schatting/', 'nl'],
  ['/en/for-sale/', 'en'],
  ['/en/about-me/', 'en'],
  ['/en/free-valuation/', 'en'],
  ['/de/zu-verkaufen/', 'de'],
  ['/de/uber-mich/', 'de'],
  ['/de/kostenlose-bewertung/', 'de'],
  ...['nl', 'en', 'de'].flatMap((lang): [string, string][] => [
    [`/${lang}/cookie-policy/`, lang],
    [`/${lang}/privacy-statement/`, lang],
  ]),
]

async function expectPage(page: Page, path: string, lang: string, status = 200) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveCount(1)
  await expect(heading).not.toBeEmpty()
}

test.describe('every route of the spec answers with its page', () => {
  test.describe('each route', () => {
    // One page for them all, as a new visitor each time (no cookie): a fresh browser context per
    // route took most of each test's time. What is checked here is the page the server sends
    // (status, language, one heading), so the scripts do not run: hydrating 80 pages cost more
    // than all the rest. Every page kind's scripts run in its own spec.
    let context: BrowserContext
    let page: Page
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        javaScriptEnabled: false,
      })
      page = await context.newPage()
    })
    test.afterAll(async () => {
      await context.close()
    })
    for (const [path, lang] of routes) {
      test(`${path} (${lang})`, async () => {
        await context.clearCookies()
        await expectPage(page, path, lang)
      })
    }
  })

  test('property detail under /property/{id}/ and its localized URL, project under /project/?id=', async ({
    page,
  }) => {
    await page.goto('/fr/a-vendre/')
    const href = await firstCardLink(page).getAttribute('href')
    expect(href).toMatch(/^\/fr\/a-vendre\/[^/]+\/[^/]+\/\d+\/$/)
    await expectPage(page, href as string, 'fr')
    const id = /\/(\d+)\/$/.exec(href as string)?.[1]
    await expectPage(page, `/property/${id}/`, 'fr')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`))

    await page.goto('/fr/projets-neufs/')
    const project = await firstCardLink(page).getAttribute('href')
    const projectId = /\/(\d+)\/$/.exec(project ?? '')?.[1]
    expect(projectId).toBeTruthy()
    await expectPage(page, `/project/?id=${projectId}`, 'fr')
    await expectPage(page, project as string, 'fr')
  })

  test('an unprefixed path is served in the saved language with a localized canonical URL', async ({
    page,
  }) => {
    await page.goto('/nl/')
    await expectPage(page, '/for-sale/', 'nl')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nl\/te-koop\/$/)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/fr\/a-vendre\/$/,
    )
  })

  test('paths get their trailing slash', async ({ request }) => {
    const response = await request.get('/fr/a-vendre', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toMatch(/\/fr\/a-vendre\/$/)
  })
})

test.describe('language switching keeps the visitor on the same page', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  const cases: [string, string, string][] = [
    ['home', '/fr/', '/nl/'],
    ['a list', '/fr/a-louer/', '/nl/te-huur/'],
    ['a content page', '/fr/qui-suis-je/', '/nl/over-mij/'],
    ['an article', '/fr/services/vente/', '/nl/diensten/verkoop/'],
    ['a thank-you page', '/fr/merci/estimation-gratuite/', '/nl/bedankt/contact-demand/'],
  ]
  for (const [kind, from, to] of cases) {
    test(kind, async ({ page }) => {
      await page.goto(from)
      await page.locator('header a[hreflang="nl"]').filter({ visible: true }).first().click()
      await expect(page).toHaveURL(new RegExp(`${to}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    })
  }

  test('a list keeps its filters, sort and page (issue 20)', async ({ page }) => {
    await page.goto('/fr/a-vendre/?sort=price-asc&page=2')
    await page.locator('header a[hreflang="nl"]').filter({ visible: true }).first().click()
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?sort=price-asc&page=2$/)
    await expect(page.locator('#results')).toContainText('Pagina 2')
    // The list filters by the zip: a French town name still filters the English list.
    // Retail (web type 6) in Gand: the investment building with shops, WebIDs "5,6".
    await page.goto('/fr/a-vendre/?type=6&city=Gand%7C9000')
    await page.locator('header a[hreflang="en"]').filter({ visible: true }).first().click()
    await expect(page).toHaveURL(/\/en\/for-sale\/\?type=6&city=Gand%7C9000$/)
    await expect(page.locator('#results')).toContainText('1 property')
  })

  test('a project: each language’s link and hreflang has that language’s name (issue 20)', async ({
    page,
  }) => {
    expect((await page.goto('/fr/projets-neufs/residence-horizon/7325/'))?.status()).toBe(200)
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
      'href',
      /\/nl\/[^/]+\/residentie-horizon\/7325\/$/,
    )
    await page.locator('header a[hreflang="nl"]').filter({ visible: true }).first().click()
    await expect(page).toHaveURL(/\/nl\/[^/]+\/residentie-horizon\/7325\/$/)
  })

  test('a property', async ({ page }) => {
    await page.goto('/fr/a-vendre/')
    await firstCardLink(page).click()
    const id = /\/(\d+)\/$/.exec(new URL(page.url()).pathname)?.[1]
    await page.locator('header a[hreflang="en"]').filter({ visible: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`/en/for-sale/[^/]+/[^/]+/${id}/$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test.describe('not found and gone', () => {
  test('404 with "page not found"', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    expect((await page.goto('/fr/property/987654/'))?.status()).toBe(404)
  })

  // Next.js renders a notFound() thrown while rendering as an empty <body> that only the scripts
  // fill (vercel/next.js#62228): an unknown path is told by the proxy instead, and its page renders
  // the message on the server, in the visitor's language, with its title.
  test('an unknown path’s or id’s 404 is rendered by the server: message, title and language without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      javaScriptEnabled: false,
    })
    try {
      const page = await context.newPage()
      for (const [path, lang, heading, title] of [
        ['/fr/cette-page-n-existe-pas/', 'fr', 'Page introuvable', /^Page introuvable · /],
        ['/nl/bestaat/niet/', 'nl', 'Pagina niet gevonden', /^Pagina niet gevonden · /],
        ['/en/for-sale/nowhere/', 'en', 'Page not found', /^Page not found · /],
        // ids that name no listing or project: the proxy looks them up among the published ones
        ['/fr/property/987654/', 'fr', 'Page introuvable', /^Page introuvable · /],
        ['/nl/te-koop/gent/huis/987654/', 'nl', 'Pagina niet gevonden', /^Pagina niet gevonden · /],
        ['/fr/project/987654/', 'fr', 'Page introuvable', /^Page introuvable · /],
        ['/en/project/?id=987654', 'en', 'Page not found', /^Page not found · /],
      ] as const) {
        expect((await page.goto(path))?.status(), path).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        await expect(page).toHaveTitle(title)
        await expect(page.locator('meta[name="robots"]')).toHaveCount(1)
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      }
    } finally {
      await context.close()
    }
  })

  test('a withdrawn page answers 410 with "this page no longer exists"', async ({ page, request }) => {
    const token = await adminToken(request)
    const created = await request.post('/api/pages?locale=en', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        name: 'Old news',
        path: 'old-news',
        originalPath: '/old-news/',
        status: 'withdrawn',
        showInMenu: false,
      },
    })
    expect(created.ok()).toBe(true)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      await expect
        .poll(async () => (await request.get('/en/old-news/')).status(), { timeout: 15_000 })
        .toBe(410)
      await page.goto('/en/old-news/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page no longer exists')
      await expect(page).toHaveTitle(/^This page no longer exists · /)
      await expect(page.locator('meta[name="robots"]')).toHaveCount(1)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    } finally {
      await request.delete(`/api/pages/${id}`, { headers: { Authorization: `JWT ${token}` } })
    }
  })

  test('a property withdrawn by a CRM import answers 410, and 200 again when it returns', async ({
    request,
  }) => {
    // Two imports, each a process of its own: more than the default 30 s on a busy machine.
    test.setTimeout(90_000)
    const path = '/fr/property/47630/'
    expect((await request.get(path)).status()).toBe(200)
    const snapshot = copySnapshot()
    try {
      for (const language of ['fr', 'nl', 'en', 'de']) {
        snapshot.edit(`properties.${language}.json`, (records) =>
          records.filter((record) => record.ID !== 47630),
        )
      }
      runImport(snapshot.dir)
      await expect.poll(async () => (await request.get(path)).status(), { timeout: 15_000 }).toBe(410)
      runImport('data/crm')
      await expect.poll(async () => (await request.get(path)).status(), { timeout: 15_000 }).toBe(200)
    } finally {
      snapshot.remove()
    }
  })
})

/** The first listing card's link on a list page (not the breadcrumb's). */
function firstCardLink(page: Page) {
  return page.getByRole('main').locator('article h2 a, article h3 a, li h2 a').first()
}

function runImport(dir: string) {
  const result = spawnSync('npm', ['run', 'import', '--', dir], {
    env: {
      ...process.env,
      PORT: process.env.E2E_PORT ?? '3100',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      PAYLOAD_SECRET: '',
    },
    encoding: 'utf8',
  })
  expect(result.status, result.stdout + result.stderr).toBe(0)
}
