/**
 * Issue 13: absolute URLs on the origin the visitor used, when it is one of the site's
 * (SITE_URL, SITE_ALIASES), else SITE_URL; redirects that stay on the visitor's host
 * (docs/decisions/031). Against a production server behind "one proxy" (TRUSTED_PROXY_HOPS=1): the
 * requests carry X-Forwarded-Host and X-Forwarded-Proto as that proxy would write them, and a Host
 * that is the server's own listening address.
 *
 *   npx vitest run --project system tests/system/publicOrigins.test.ts
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copyBuild, freePort, prepareDatabase, type Site, startSite } from '../helpers/site'
import { type SmtpServer, startSmtpServer } from '../helpers/smtp'
import { ensureBuild } from './leads/server'

const SITE_URL = 'https://www.agency.example'
const ALIAS = 'https://agency.example'

type Answer = { status: number; location: string | undefined; body: string }

/** GET `pathname` with exactly these headers (fetch would not let the Host header be chosen). */
function get(site: Site, pathname: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: site.port, path: pathname, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** As the proxy in front writes them for a visitor at `origin`. */
const via = (origin: string) => {
  const url = new URL(origin)
  return {
    host: '127.0.0.1',
    'x-forwarded-host': url.host,
    'x-forwarded-proto': url.protocol.replace(':', ''),
    'x-forwarded-for': '203.0.113.9',
  }
}

const links = (html: string, rel: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? '')

describe('public origins on a production server', () => {
  let smtp: SmtpServer
  let site: Site
  let dist: { distDir: string; remove: () => void }
  let scratch = ''

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'agency-origins-'))
    ensureBuild()
    dist = copyBuild('origins')
    smtp = await startSmtpServer()
    const port = await freePort()
    const env = {
      DATA_DIR: scratch,
      DATABASE_URL: `file:${path.join(scratch, 'agency.db')}`,
      NEXT_DIST_DIR: dist.distDir,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      SITE_URL,
      SITE_ALIASES: ALIAS,
      SMTP_URL: smtp.url,
      TRUSTED_PROXY_HOPS: '1',
    }
    await prepareDatabase(env)
    site = await startSite(port, env)
  }, 900_000)

  afterAll(async () => {
    await site?.stop()
    await smtp?.stop()
    dist?.remove()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it('sends the search form to a relative Location, whatever host the server listens on', async () => {
    const answer = await get(site, '/suggest/go/?q=&locale=fr', via(ALIAS))
    expect(answer.status).toBe(303)
    expect(answer.location).toMatch(/^\/fr\/[^/]/)
  })

  it.each([
    [ALIAS, ALIAS],
    [SITE_URL, SITE_URL],
    // Not one of the site's origins: SITE_URL, never the host a request made up.
    ['https://evil.example.org', SITE_URL],
  ])('writes canonical and hreflang on %s as %s', async (visited, expected) => {
    const answer = await get(site, '/fr/', via(visited))
    expect(answer.status).toBe(200)
    const [canonical] = links(answer.body, 'canonical')
    const alternates = links(answer.body, 'alternate').filter((href) => href.startsWith('http'))
    expect(canonical).toBe(`${expected}/fr/`)
    expect(alternates.length).toBeGreaterThanOrEqual(4)
    for (const href of alternates) expect(href.startsWith(`${expected}/`), href).toBe(true)
    expect(answer.body).toContain(`<meta property="og:url" content="${expected}/fr/"`)
    expect(answer.body).not.toContain('evil.example.org')
  })

  it('writes the sitemap and robots.txt on the alias they were asked at', async () => {
    const sitemap = await get(site, '/sitemap.xml', via(ALIAS))
    expect(sitemap.status).toBe(200)
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
    expect(locs.length).toBeGreaterThan(10)
    for (const loc of locs) expect(loc.startsWith(`${ALIAS}/`), loc).toBe(true)
    const robots = await get(site, '/robots.txt', via(ALIAS))
    expect(robots.body).toContain(`Sitemap: ${ALIAS}/sitemap.xml`)
    const foreign = await get(site, '/robots.txt', via('https://evil.example.org'))
    expect(foreign.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  })
})
