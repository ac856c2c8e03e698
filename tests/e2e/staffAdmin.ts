/** Shared by the staff admin's specs (admin-*.spec.ts): where the admin is, signing in, watching for errors. */
import { spawnSync } from 'node:child_process'
import { expect, type Page } from '@playwright/test'

import { ALIAS_HOST } from './alias'

// Payload accepts the admin's session cookie only from SITE_URL's and SITE_ALIASES' origins, and
// global setup leaves SITE_URL at its default, http://localhost:<port>, while the other specs use
// 127.0.0.1. The admin is therefore driven at localhost (and at the alias in admin-alias.spec.ts). E2E_ADMIN_ORIGIN points the spec at another server (a dev
// server started with its own DATA_DIR, given as E2E_DATA_DIR, and admin credentials).
const port = Number(process.env.E2E_PORT ?? 3100)
export const adminOrigin = process.env.E2E_ADMIN_ORIGIN ?? `http://localhost:${port}`

/** The same server at its alias (SITE_ALIASES): an address the admin works at as well. */
export const aliasOrigin = `http://${ALIAS_HOST}:${new URL(adminOrigin).port}`

/** The same server under its other local name: an address the admin was not configured for. */
export const otherOrigin = adminOrigin.includes('localhost')
  ? adminOrigin.replace('localhost', '127.0.0.1')
  : adminOrigin.replace('127.0.0.1', 'localhost')

/**
 * Waits until React has hydrated the page's form and committed it. Payload's auth forms (sign-in,
 * reset) do nothing when clicked before that, and a field filled before it keeps its text on screen
 * while the form's state stays empty, so the submit fails its own validation (the page stays put,
 * its error toast gone by the time the test gives up). A fiber on the button is not enough: React
 * sets it while rendering, before the commit. Payload's `Form` marks itself `data-form-ready` once
 * mounted and not busy, which is what Payload's own e2e tests wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('form button[type="submit"]')
    const form = button?.closest('form')
    return (
      form?.getAttribute('data-form-ready') === 'true' &&
      Object.keys(button!).some((key) => key.startsWith('__reactFiber'))
    )
  })
}

export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login/')
  await waitForHydration(page)
  await page.getByLabel('Email').fill(process.env.E2E_ADMIN_EMAIL ?? '')
  await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD ?? '')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible({ timeout: 60_000 })
}

/**
 * Opens the document's live preview. Payload remembers an open preview per staff member and
 * document, so a retry (or a later test on the same document) finds it open already, and a click
 * on the button would close it.
 */
export async function openLivePreview(page: Page): Promise<void> {
  const frame = page.locator('iframe').first()
  if (!(await frame.isVisible())) await page.getByRole('button', { name: 'Live Preview' }).click()
  await expect(frame).toBeVisible()
}

// Payload's JSON fields use a code editor (Monaco) that @monaco-editor/loader fetches from
// cdn.jsdelivr.net unless told otherwise; the site serves it itself (docs/decisions/020). Any
// request to that CDN is cut off and counted as an error, so the test fails if the editor still
// depends on the network.
const MONACO_CDN = 'https://cdn.jsdelivr.net/**'

/** Console errors and uncaught exceptions of the page, e.g. a component missing from the import map. */
export async function collectErrors(page: Page): Promise<string[]> {
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
export const auth = (token: string) => ({ Authorization: `JWT ${token}`, Connection: 'close' })

/** Payload's side navigation (the dashboard's own quick links are a navigation too). */
export const adminNav = (page: Page) => page.getByRole('complementary').getByRole('navigation')

/**
 * Leads and their mails are written only by the site's own server actions (their REST create is
 * closed), so the test writes them the same way: with the Local API, in a short process on the
 * server's database.
 */
export function createWithLocalApi(
  docs: {
    collection: 'leads' | 'mails' | 'demands' | 'listing-events' | 'crm-pushes'
    data: Record<string, unknown>
  }[],
): void {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: global setup did not run')
  // One process for them all: each start loads the whole Payload config (several seconds).
  const code = `(async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const payload = await getPayload({ config })
    for (const { collection, data } of ${JSON.stringify(docs)}) await payload.create({ collection, data })
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
  if (result.status !== 0)
    throw new Error(`creating ${docs.map((doc) => doc.collection).join(', ')} failed:\n${result.stderr}`)
}

export async function figure(page: Page, name: string): Promise<number> {
  const text = await page.getByRole('region', { name }).locator('.staff-dashboard__figure').innerText()
  return Number(text)
}
