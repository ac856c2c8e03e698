/**
 * Issue 13: the admin saves from every origin the site answers on. Payload counts the session
 * cookie only on requests whose Origin is in its csrf list; that list now holds SITE_URL's origin
 * and SITE_ALIASES', and nothing else (docs/decisions/031). Through Payload's REST router with the
 * headers a browser sends for a save, on SQLite and PostgreSQL. Preview URLs are built on the
 * admin's own origin, and no CORS is needed: Payload has no serverURL to send calls to.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

vi.mock('server-only', () => ({}))

let t: TestPayload
let payload: Payload
let cookie = ''
let pageId: number
let dataDir = ''
const saved: Record<string, string | undefined> = {}
const siteUrl = 'https://www.example.be'
const admin = { email: 'office@example.be', password: 'a-staff-password-1' }

async function rest(
  route: string,
  init: { method: string; body?: string; headers?: Record<string, string> },
) {
  const key = path.basename(new URL(t.databaseUrl).pathname).replace(/\.db$/, '')
  return handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: key,
    request: new Request(`${siteUrl}/api/${route}`, {
      method: init.method,
      body: init.body,
      headers: { 'content-type': 'application/json', ...init.headers },
    }),
  })
}

/** A save from the admin's edit view, as the browser sends it: the cookie and the page's Origin. */
const saveFrom = (origin: string, name: string) =>
  rest(`pages/${pageId}?locale=fr`, {
    method: 'PATCH',
    body: JSON.stringify({ name }),
    headers: { cookie, origin, 'sec-fetch-site': 'same-origin' },
  })

describe(`admin saves from every configured origin (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'admin-origins-int-'))
    const vars = {
      SITE_URL: siteUrl,
      SITE_ALIASES: 'https://example.be, https://www.example.com',
      DATA_DIR: dataDir,
    }
    for (const [name, value] of Object.entries(vars)) {
      saved[name] = process.env[name]
      process.env[name] = value
    }
    t = await createTestPayload()
    payload = t.payload
    await payload.create({ collection: 'users', data: admin })
    const page = await payload.create({
      collection: 'pages',
      locale: 'fr',
      data: {
        name: 'À propos',
        path: 'a-propos',
        originalPath: '/about/',
        type: 'page',
        status: 'published',
      },
    })
    pageId = page.id
    const login = await rest('users/login', { method: 'POST', body: JSON.stringify(admin) })
    expect(login.status).toBe(200)
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(cookie).toMatch(/^payload-token=./)
  })

  afterAll(async () => {
    await t?.cleanup()
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it.each([siteUrl, 'https://example.be', 'https://www.example.com'])('saves from %s', async (origin) => {
    const answer = await saveFrom(origin, `Saved from ${origin}`)
    expect(answer.status).toBe(200)
    const page = await payload.findByID({ collection: 'pages', id: pageId, locale: 'fr', depth: 0 })
    expect(page.name).toBe(`Saved from ${origin}`)
  })

  it('refuses a save from an origin that is not configured, as Payload does', async () => {
    const answer = await saveFrom('https://evil.example.org', 'Hijacked')
    expect(answer.status).toBe(403)
    const page = await payload.findByID({ collection: 'pages', id: pageId, locale: 'fr', depth: 0 })
    expect(page.name).not.toBe('Hijacked')
  })

  it('answers no CORS request: the admin calls only its own origin', async () => {
    const preflight = (origin: string) =>
      rest(`pages/${pageId}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PATCH' },
      })
    for (const origin of ['https://example.be', 'https://evil.example.org']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull()
    }
  })

  it('builds preview URLs on the origin the admin was opened at, and on SITE_URL for any other', () => {
    const admin = payload.collections.pages.config.admin
    const doc = { id: pageId }
    const at = (host: string) => ({ locale: 'fr', req: { headers: new Headers({ host }) } })
    const preview = admin.preview as (doc: unknown, options: unknown) => string | null
    const live = admin.livePreview?.url as (args: unknown) => string | null
    expect(preview(doc, at('example.be'))).toBe(
      `https://example.be/preview/?collection=pages&id=${pageId}&locale=fr`,
    )
    expect(preview(doc, at('evil.example.org'))).toMatch(/^https:\/\/www\.example\.be\/preview\//)
    expect(live({ data: doc, ...at('www.example.com'), locale: { code: 'nl' } })).toBe(
      `https://www.example.com/preview/?collection=pages&id=${pageId}&locale=nl`,
    )
  })

  it('hands out media URLs as paths, so the admin loads images from the origin it was opened at', async () => {
    const image = { create: { width: 600, height: 400, channels: 3 as const, background: '#3b6d8a' } }
    const data = await sharp(image).jpeg().toBuffer()
    const created = await payload.create({
      collection: 'media',
      data: { alt: 'Jardin' },
      file: { data, mimetype: 'image/jpeg', name: 'jardin.jpg', size: data.length },
    })
    const answer = await rest(`media/${created.id}`, {
      method: 'GET',
      headers: { cookie, origin: 'https://example.be' },
    })
    const doc = (await answer.json()) as {
      url: string
      thumbnailURL: string
      sizes: Record<string, { url: string }>
    }
    const urls = [doc.url, doc.thumbnailURL, ...Object.values(doc.sizes).map((size) => size.url)]
    expect(urls.length).toBeGreaterThan(3)
    for (const url of urls) expect(url).toMatch(/^\/api\/media\/file\/[^/]+\.\w+$/)
  })
})
