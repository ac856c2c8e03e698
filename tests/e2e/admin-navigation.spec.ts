/** The staff admin's navigation and edit views: every collection and global, in both languages, at its own address only. */
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'

import { adminToken } from '../helpers/admin'
import {
  adminNav,
  adminOrigin,
  auth,
  collectErrors,
  createWithLocalApi,
  otherOrigin,
  signIn,
  waitForHydration,
} from './staffAdmin'

test.use({ baseURL: adminOrigin })

type Entity = { kind: 'collections' | 'globals'; slug: string }

/** Every collection and global, in the navigation's order; the first test checks the menu has exactly these. */
const entities: Entity[] = [
  ...['pages', 'articles', 'categories', 'media', 'testimonials'].map((slug) => ({
    kind: 'collections' as const,
    slug,
  })),
  ...['home-banner', 'popup', 'header', 'top-bar', 'footer'].map((slug) => ({
    kind: 'globals' as const,
    slug,
  })),
  ...[
    'properties',
    'property-types',
    'cities',
    'projects',
    'tree-nodes',
    'property-statistics',
    'communications',
    'visit-slots',
    'crm-imports',
    'leads',
    'demands',
    'listing-events',
    'mails',
    'crm-pushes',
    'owners',
    'users',
  ].map((slug) => ({ kind: 'collections' as const, slug })),
  ...['site-settings', 'cookie-consent'].map((slug) => ({ kind: 'globals' as const, slug })),
]

/** The collections and globals the navigation links to, in its order. */
async function navSlugs(page: Page): Promise<string[]> {
  const hrefs = await adminNav(page)
    .locator('a[href*="/admin/collections/"], a[href*="/admin/globals/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs.map((href) => /\/admin\/(?:collections|globals)\/([^/?]+)/.exec(href)?.[1] ?? href)
}

/** The edit view of an entity: a global's page, a collection's first document, or its create view. */
async function editPath(request: APIRequestContext, token: string, entity: Entity): Promise<string | null> {
  if (entity.kind === 'globals') return `/admin/globals/${entity.slug}/`
  const response = await request.get(`/api/${entity.slug}/?limit=1&depth=0`, { headers: auth(token) })
  expect(response.ok(), `GET /api/${entity.slug}`).toBe(true)
  const { docs } = (await response.json()) as { docs: { id: number | string }[] }
  if (docs[0]) return `/admin/collections/${entity.slug}/${docs[0].id}/`
  const access = await request.get('/api/access/', { headers: auth(token) })
  const permissions = (await access.json()) as { collections: Record<string, { create?: boolean }> }
  return permissions.collections[entity.slug]?.create ? `/admin/collections/${entity.slug}/create/` : null
}

test.describe('staff admin', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the navigation groups every collection and global, each once', async ({ page }) => {
    await signIn(page)
    for (const group of ['Website content', 'CRM data', 'Leads and owners', 'Settings']) {
      await expect(adminNav(page).getByRole('button', { name: group })).toBeVisible()
    }
    // Settings holds the settings globals after the staff accounts, so the order differs from the
    // table above only there; compare as sets, and count to catch a duplicate ("Leads › Leads").
    const slugs = await navSlugs(page)
    expect([...slugs].sort()).toEqual(entities.map((entity) => entity.slug).sort())
  })

  test.describe('edit views', () => {
    // One browser context for all of them: the admin's scripts (Monaco's 4 MB among them) are
    // fetched and compiled once, not once per view; each view still opens in a page of its own.
    let context: BrowserContext
    let token: string

    test.beforeAll(async ({ browser, request }) => {
      token = await adminToken(request)
      context = await browser.newContext({ baseURL: adminOrigin })
      await context.addCookies([{ name: 'payload-token', value: token, url: adminOrigin }])
      // Leads, demands, mails, listing events and CRM pushes are written only by visitors' forms
      // and imports (create is closed to staff): one of each, as those leave them.
      createWithLocalApi([
        {
          collection: 'leads',
          data: { form: 'site-contact', locale: 'fr', email: `edit-view-${Date.now()}@example.be` },
        },
        {
          collection: 'demands',
          data: {
            email: `edit-view-${Date.now()}@example.be`,
            locale: 'fr',
            goal: 'buy',
            webIds: [1],
            zones: ['province:BE-VOV', 'zip:9000'],
            minPrice: 200_000,
            status: 'confirmed',
          },
        },
        {
          collection: 'listing-events',
          data: { property: 49105, reason: 'price-drop', previousPrice: 399_000 },
        },
        {
          collection: 'mails',
          data: {
            kind: 'agency-notification',
            locale: 'fr',
            from: 'no-reply@localhost.localdomain',
            to: 'info@example.be',
            subject: 'Nouvelle demande',
            text: 'Bonjour',
            html: '<p>Bonjour</p>',
            status: 'sent',
          },
        },
        {
          collection: 'crm-pushes',
          data: {
            kind: 'lead',
            calls: [{ call: 'ContactOnMe', params: { Name: 'Dupont', Email: 'info@example.be' } }],
            status: 'not-sent',
          },
        },
      ])
    })

    test.afterAll(async () => {
      await context.close()
    })

    for (const entity of entities) {
      test(`${entity.slug}: the edit view shows its fields without a console error`, async ({ request }) => {
        const page = await context.newPage()
        const errors = await collectErrors(page)
        const path = await editPath(request, token, entity)
        expect(path, `${entity.slug} has a document to open`).toBeTruthy()
        await page.goto(path ?? '')
        const form = page.locator('form.collection-edit__form, form.global-edit__form')
        await expect(form).toBeVisible({ timeout: 30_000 })
        await expect(form.locator('.field-type').first()).toBeVisible()
        // A rich-text field whose editor is missing from the import map renders an empty box.
        for (const richText of await form.locator('.field-type.rich-text-lexical').all()) {
          await expect(richText.getByRole('textbox')).toBeAttached()
        }
        // A JSON field's code editor stays an empty frame when Monaco does not load (it is a
        // check that it loads at all: on two slow, busy cores its first load took over 15 s).
        for (const json of await form.locator('.field-type.json-field').all()) {
          if (await json.isVisible())
            await expect(json.locator('.monaco-editor')).toBeVisible({ timeout: 45_000 })
        }
        if (entity.slug === 'crm-imports') {
          await expect(form.locator('.field-type.json-field .monaco-editor')).toBeVisible()
        }
        expect(errors).toEqual([])
        await page.close()
      })
    }
  })

  test('opened at another address, the admin says where it must be opened', async ({ page }) => {
    await page.goto(`${otherOrigin}/admin/login/`)
    const notice = page.getByRole('alert').filter({ hasText: 'Open the admin at its own address' })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: `Open the admin at ${adminOrigin}` })).toHaveAttribute(
      'href',
      `${adminOrigin}/admin/login/`,
    )
    await page.goto(`${adminOrigin}/admin/login/`)
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Open the admin at its own address' }),
    ).toHaveCount(0)
  })

  test('the navigation is grouped and translated for Dutch-speaking staff', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: adminOrigin, locale: 'nl-BE' })
    const page = await context.newPage()
    await page.goto('/admin/login/')
    await waitForHydration(page)
    await page.getByLabel('E-mail').fill(process.env.E2E_ADMIN_EMAIL ?? '')
    await page.getByLabel('Wachtwoord').fill(process.env.E2E_ADMIN_PASSWORD ?? '')
    await page.getByRole('button', { name: 'Inloggen' }).click()
    await expect(page.getByRole('heading', { name: 'In één oogopslag' })).toBeVisible({ timeout: 60_000 })
    const nav = adminNav(page)
    for (const group of ['Inhoud van de website', 'CRM-gegevens', 'Aanvragen en eigenaars', 'Instellingen']) {
      await expect(nav.getByRole('button', { name: group })).toBeVisible()
    }
    await expect(nav.getByRole('link', { name: 'Aanvragen', exact: true })).toHaveCount(1)
    await context.close()
  })
})
