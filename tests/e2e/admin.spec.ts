import { spawnSync } from 'node:child_process'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { adminToken } from '../helpers/admin'

// Payload accepts the admin's session cookie only from SITE_URL's origin, and global setup leaves
// SITE_URL at its default, http://localhost:<port>, while the other specs use 127.0.0.1. The admin
// is therefore driven at localhost. E2E_ADMIN_ORIGIN points the spec at another server (a dev
// server started with its own DATA_DIR, given as E2E_DATA_DIR, and admin credentials).
const port = Number(process.env.E2E_PORT ?? 3100)
const adminOrigin = process.env.E2E_ADMIN_ORIGIN ?? `http://localhost:${port}`
test.use({ baseURL: adminOrigin })

/** The same server under its other local name: an address the admin was not configured for. */
const otherOrigin = adminOrigin.includes('localhost')
  ? adminOrigin.replace('localhost', '127.0.0.1')
  : adminOrigin.replace('127.0.0.1', 'localhost')

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login/')
  await page.getByLabel('Email').fill(process.env.E2E_ADMIN_EMAIL ?? '')
  await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD ?? '')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible({ timeout: 60_000 })
}

// Payload's JSON fields use a code editor (Monaco) that @monaco-editor/loader fetches from
// cdn.jsdelivr.net unless told otherwise; the site serves it itself (docs/decisions/020). Any
// request to that CDN is cut off and counted as an error, so the test fails if the editor still
// depends on the network.
const MONACO_CDN = 'https://cdn.jsdelivr.net/**'

/** Console errors and uncaught exceptions of the page, e.g. a component missing from the import map. */
async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = []
  await page.route(MONACO_CDN, (route) => {
    errors.push(`${page.url()}: requested ${route.request().url()}`)
    return route.abort()
  })
  page.on('console', (message) => {
    const text = message.text()
    // The mail preview is a frame sandboxed without scripts on purpose (src/admin/MailPreview);
    // Chromium now and then reports a script it blocked there although the mail holds none (seen
    // in a CI run of 27 November): the sandbox doing its job, not an error of the page.
    if (/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(text))
      return
    if (/not found in importMap/i.test(text) || message.type() === 'error') {
      errors.push(`${page.url()}: ${text}`)
    }
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  return errors
}

// A fresh connection per call: between two calls the test may spend longer in the browser than
// the server keeps an idle connection open, and a reused, closed one fails with ECONNRESET.
const auth = (token: string) => ({ Authorization: `JWT ${token}`, Connection: 'close' })

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
    'crm-imports',
    'leads',
    'mails',
    'owners',
    'users',
  ].map((slug) => ({ kind: 'collections' as const, slug })),
  ...['site-settings', 'cookie-consent'].map((slug) => ({ kind: 'globals' as const, slug })),
]

/** Payload's side navigation (the dashboard's own quick links are a navigation too). */
const adminNav = (page: Page) => page.getByRole('complementary').getByRole('navigation')

/** The collections and globals the navigation links to, in its order. */
async function navSlugs(page: Page): Promise<string[]> {
  const hrefs = await adminNav(page)
    .locator('a[href*="/admin/collections/"], a[href*="/admin/globals/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs.map((href) => /\/admin\/(?:collections|globals)\/([^/?]+)/.exec(href)?.[1] ?? href)
}

/** Signs in without the login form: the session cookie the admin itself would set. */
async function withSession(page: Page, token: string): Promise<void> {
  await page.context().addCookies([{ name: 'payload-token', value: token, url: adminOrigin }])
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

/**
 * Leads and their mails are written only by the site's own server actions (their REST create is
 * closed), so the test writes them the same way: with the Local API, in a short process on the
 * server's database.
 */
function createWithLocalApi(collection: 'leads' | 'mails', data: Record<string, unknown>): void {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: global setup did not run')
  const code = `(async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const payload = await getPayload({ config })
    await payload.create({ collection: ${JSON.stringify(collection)}, data: ${JSON.stringify(data)} })
    process.exit(0)
  })().catch((error) => { console.error(error); process.exit(1) })`
  const result = spawnSync('npx', ['tsx', '--conditions=production', '-e', code], {
    encoding: 'utf8',
    timeout: 120_000,
    // As `npm start` runs the demo (production mode with the demo's defaults), so that this
    // short-lived process neither regenerates src/payload-types.ts nor checks dependencies.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAYLOAD_SECRET: '',
      SITE_URL: '',
      NODE_ENV: 'production',
      AGENCY_DEMO: '1',
    },
  })
  if (result.status !== 0) throw new Error(`creating a ${collection} document failed:\n${result.stderr}`)
}

async function figure(page: Page, name: string): Promise<number> {
  const text = await page.getByRole('region', { name }).locator('.staff-dashboard__figure').innerText()
  return Number(text)
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

  for (const entity of entities) {
    test(`${entity.slug}: the edit view shows its fields without a console error`, async ({
      page,
      request,
    }) => {
      const errors = await collectErrors(page)
      const token = await adminToken(request)
      // Leads and mails are created only by visitors' forms (create is closed to staff): make one here.
      if (entity.slug === 'leads') {
        createWithLocalApi('leads', {
          form: 'site-contact',
          locale: 'fr',
          email: `edit-view-${Date.now()}@example.be`,
        })
      }
      if (entity.slug === 'mails') {
        createWithLocalApi('mails', {
          kind: 'agency-notification',
          locale: 'fr',
          from: 'no-reply@localhost.localdomain',
          to: 'info@example.be',
          subject: 'Nouvelle demande',
          text: 'Bonjour',
          html: '<p>Bonjour</p>',
          status: 'sent',
        })
      }
      const path = await editPath(request, token, entity)
      expect(path, `${entity.slug} has a document to open`).toBeTruthy()
      await withSession(page, token)
      await page.goto(path ?? '')
      const form = page.locator('form.collection-edit__form, form.global-edit__form')
      await expect(form).toBeVisible({ timeout: 30_000 })
      await expect(form.locator('.field-type').first()).toBeVisible()
      // A rich-text field whose editor is missing from the import map renders an empty box.
      for (const richText of await form.locator('.field-type.rich-text-lexical').all()) {
        await expect(richText.getByRole('textbox')).toBeAttached()
      }
      // A JSON field's code editor stays an empty frame when Monaco does not load.
      for (const json of await form.locator('.field-type.json-field').all()) {
        if (await json.isVisible())
          await expect(json.locator('.monaco-editor')).toBeVisible({ timeout: 15_000 })
      }
      if (entity.slug === 'crm-imports') {
        await expect(form.locator('.field-type.json-field .monaco-editor')).toBeVisible()
      }
      expect(errors).toEqual([])
    })
  }

  test('the dashboard counts new leads and testimonials waiting for approval', async ({ page, request }) => {
    const token = await adminToken(request)
    await signIn(page)
    const leadsBefore = await figure(page, 'New leads')
    const pendingBefore = await figure(page, 'Testimonials awaiting approval')

    const email = `dashboard-${Date.now()}@example.be`
    createWithLocalApi('leads', { form: 'site-contact', locale: 'fr', email })
    const created = await request.post('/api/testimonials/', {
      headers: auth(token),
      data: { name: 'Dashboard test', comment: 'Waiting for approval.', approved: false },
    })
    expect(created.ok()).toBe(true)
    const testimonial = ((await created.json()) as { doc: { id: number } }).doc

    try {
      await page.reload()
      expect(await figure(page, 'New leads')).toBe(leadsBefore + 1)
      expect(await figure(page, 'Testimonials awaiting approval')).toBe(pendingBefore + 1)
      await expect(page.getByRole('region', { name: 'Last CRM import' })).toBeVisible()
      for (const link of ['Home banner', 'Popup', 'Menu pages']) {
        await expect(
          page.getByRole('navigation', { name: 'Edit often' }).getByRole('link', { name: link }),
        ).toBeVisible()
      }

      await page.getByRole('link', { name: 'Open the new leads' }).click()
      await expect(page.getByRole('cell', { name: email })).toBeVisible()
    } finally {
      await request.delete(`/api/testimonials/${testimonial.id}/`, { headers: auth(token) })
      await request.delete(`/api/leads/?where[email][equals]=${encodeURIComponent(email)}`, {
        headers: auth(token),
      })
    }
  })

  test('an article’s body edited in the rich-text editor is a draft, seen in the live preview, on the site once published', async ({
    browser,
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const found = await request.get('/api/articles/?where[slug][equals]=vente&locale=fr&depth=0', {
      headers: auth(token),
    })
    const article = ((await found.json()) as { docs: { id: number; content: unknown }[] }).docs[0]
    if (!article) throw new Error('the demo article “vente” is missing')
    const sentence = `Une phrase ajoutée dans l’éditeur ${Date.now()}.`
    const second = `Et une deuxième, vue dans l’aperçu ${Date.now()}.`
    // What a visitor sees: a browser of its own, without the staff member's cookies (no preview).
    const visitor = await (await browser.newContext({ baseURL: adminOrigin })).newPage()
    const visitorSees = async () => {
      await visitor.goto('/fr/services/vente/')
      return (await visitor.getByRole('main').innerText()).includes(sentence)
    }
    const draftHolds = async (text: string) => {
      const response = await request.get(`/api/articles/${article.id}/?draft=true&locale=fr&depth=0`, {
        headers: auth(token),
      })
      return JSON.stringify(await response.json()).includes(text)
    }

    try {
      await signIn(page)
      await page.goto(`/admin/collections/articles/${article.id}/?locale=fr`)
      const editor = page.locator('.field-type.rich-text-lexical').getByRole('textbox')
      // The editor is in the page before React has hydrated it; keys typed earlier are lost. Type
      // the new paragraph again until autosave has stored it as a draft.
      await page.waitForLoadState('networkidle')
      await expect(async () => {
        await editor.locator('p').last().click()
        await page.keyboard.press('Control+End')
        await page.keyboard.press('Enter')
        await page.keyboard.type(sentence)
        await expect.poll(() => draftHolds(sentence), { timeout: 6_000 }).toBe(true)
      }).toPass({ timeout: 45_000 })
      // Saved as a draft only: visitors still see the published article.
      expect(await visitorSees()).toBe(false)

      // The live preview shows the draft beside the form, and each autosave after.
      await page.getByRole('button', { name: 'Live Preview' }).click()
      const preview = page.frameLocator('iframe').first()
      await expect(preview.getByRole('main')).toContainText(sentence, { timeout: 30_000 })
      await expect(preview.getByRole('status').filter({ hasText: 'Aperçu' })).toBeVisible()
      await editor.locator('p').last().click()
      await page.keyboard.press('Control+End')
      await page.keyboard.press('Enter')
      await page.keyboard.type(second)
      await expect(preview.getByRole('main')).toContainText(second, { timeout: 30_000 })
      expect(await visitorSees()).toBe(false)

      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect.poll(visitorSees, { timeout: 30_000 }).toBe(true)
    } finally {
      await visitor.context().close()
      await request.patch(`/api/articles/${article.id}/?locale=fr`, {
        headers: auth(token),
        data: { content: article.content, _status: 'published' },
      })
    }
  })

  test('the home banner’s title changed as a draft shows in the live preview of the home page, on the site once published', async ({
    browser,
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const read = async (draft: boolean) => {
      const response = await request.get(
        `/api/globals/home-banner/?locale=fr&depth=0${draft ? '&draft=true' : ''}`,
        {
          headers: auth(token),
        },
      )
      return (await response.json()) as { searchBlock?: { title?: string | null } }
    }
    const before = (await read(false)).searchBlock?.title ?? null
    const title = `Votre maison, notre métier ${Date.now()}`
    const visitor = await (await browser.newContext({ baseURL: adminOrigin })).newPage()
    const visitorSees = async () => {
      await visitor.goto('/fr/')
      return (await visitor.getByRole('heading', { level: 1 }).innerText()).includes(title)
    }
    try {
      await signIn(page)
      await page.goto('/admin/globals/home-banner/?locale=fr')
      await page.waitForLoadState('networkidle')
      const field = page.locator('input[name="searchBlock.title"]')
      await expect(async () => {
        await field.fill(title)
        await expect.poll(async () => (await read(true)).searchBlock?.title, { timeout: 6_000 }).toBe(title)
      }).toPass({ timeout: 45_000 })
      expect(await visitorSees()).toBe(false)

      await page.getByRole('button', { name: 'Live Preview' }).click()
      const preview = page.frameLocator('iframe').first()
      await expect(preview.getByRole('heading', { level: 1 })).toContainText(title, { timeout: 30_000 })

      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect.poll(visitorSees, { timeout: 30_000 }).toBe(true)
    } finally {
      await visitor.context().close()
      await request.post('/api/globals/home-banner/?locale=fr', {
        headers: auth(token),
        data: { searchBlock: { title: before }, _status: 'published' },
      })
    }
  })

  test('a preview is for signed-in staff only: anyone else is sent to the login', async ({ playwright }) => {
    const visitor = await playwright.request.newContext({ baseURL: adminOrigin })
    try {
      const answer = await visitor.get('/preview/?collection=pages&id=1&locale=fr', { maxRedirects: 0 })
      expect(answer.status()).toBe(307)
      expect(answer.headers().location).toMatch(/^\/admin\/login\/\?redirect=/)
      expect(answer.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
    } finally {
      await visitor.dispose()
    }
  })

  test('staff start a CRM import from the dashboard and follow it to its result', async ({
    page,
    request,
  }) => {
    const errors = await collectErrors(page)
    const token = await adminToken(request)
    const me = await request.get('/api/users/me/', { headers: auth(token) })
    const staffId = ((await me.json()) as { user: { id: number } }).user.id
    await signIn(page)

    const card = page.getByRole('region', { name: 'Last CRM import' })
    const button = card.getByRole('button', { name: 'Import now' })
    await expect(button).toBeEnabled()
    await button.click()
    // While it runs: the step and a progress bar, and no second start.
    await expect(card.getByRole('progressbar', { name: 'Import progress' })).toBeVisible()
    await expect(button).toBeDisabled()
    const result = card.getByRole('region', { name: 'Import finished' })
    await expect(result).toBeVisible({ timeout: 90_000 })
    for (const label of ['New', 'Updated', 'Unchanged', 'Withdrawn', 'Errors']) {
      await expect(result.getByRole('term').filter({ hasText: label })).toBeVisible()
    }
    // The demo snapshot was imported at the first start: this run finds nothing new.
    await expect(result.getByRole('definition').first()).toHaveText('0')
    await expect(result.getByRole('definition').filter({ hasText: 'none' })).toBeVisible()
    await expect(button).toBeEnabled()

    // The run is in the history, recorded as every import is, with who started it.
    const listed = await request.get('/api/crm-imports/?sort=-createdAt&limit=1&depth=0', {
      headers: auth(token),
    })
    const run = ((await listed.json()) as { docs: Record<string, unknown>[] }).docs[0]
    expect(run).toMatchObject({ outcome: 'succeeded', requestedBy: staffId, activeSlot: null, error: null })
    expect(run?.counts).toMatchObject({ properties: { created: 0, withdrawn: 0 } })

    // The history list offers the same action.
    await page.goto('/admin/collections/crm-imports/')
    await expect(page.getByRole('button', { name: 'Import now' })).toBeEnabled()
    expect(errors).toEqual([])
  })

  test('a second start while an import is queued or running is refused', async ({ request }) => {
    const token = await adminToken(request)
    const first = await request.post('/api/crm-imports/import-now/', { headers: auth(token) })
    expect(first.status()).toBe(202)
    const { run } = (await first.json()) as { run: { id: number } }
    const second = await request.post('/api/crm-imports/import-now/', { headers: auth(token) })
    expect(second.status()).toBe(409)
    expect(((await second.json()) as { run: { id: number } }).run.id).toBe(run.id)
    // Let it end before the next test.
    await expect(async () => {
      const status = await request.get(`/api/crm-imports/import-now/?run=${run.id}`, { headers: auth(token) })
      expect(((await status.json()) as { run: { outcome: string } }).run.outcome).toBe('succeeded')
    }).toPass({ timeout: 90_000 })
  })

  test('owners and anonymous visitors cannot start or follow an import', async ({ request }) => {
    const token = await adminToken(request)
    const count = async () =>
      (
        (await (await request.get('/api/crm-imports/?limit=1', { headers: auth(token) })).json()) as {
          totalDocs: number
        }
      ).totalDocs
    const before = await count()

    const anonymous = { Connection: 'close' }
    expect((await request.post('/api/crm-imports/import-now/', { headers: anonymous })).status()).toBe(401)
    expect((await request.get('/api/crm-imports/import-now/', { headers: anonymous })).status()).toBe(401)

    const email = `import-owner-${Date.now()}@example.be`
    const password = 'correct-horse-battery-staple'
    const created = await request.post('/api/owners/', {
      headers: auth(token),
      data: { email, password, firstName: 'Anne', lastName: 'Peeters', language: 'nl' },
    })
    expect(created.ok()).toBe(true)
    const owner = ((await created.json()) as { doc: { id: number } }).doc
    try {
      const login = await request.post('/api/owners/login/', { data: { email, password } })
      expect(login.ok(), await login.text()).toBe(true)
      const ownerToken = ((await login.json()) as { token: string }).token
      const post = await request.post('/api/crm-imports/import-now/', { headers: auth(ownerToken) })
      expect(post.status()).toBe(403)
      const get = await request.get('/api/crm-imports/import-now/', { headers: auth(ownerToken) })
      expect(get.status()).toBe(403)
    } finally {
      await request.delete(`/api/owners/${owner.id}/`, { headers: auth(token) })
    }
    expect(await count()).toBe(before)
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
