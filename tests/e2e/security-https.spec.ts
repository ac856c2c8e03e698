import { readFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { expect, test } from '@playwright/test'

import { observatoryReport, observatoryScan } from '../helpers/observatory'
import { freePort, type Site } from '../helpers/site'
import { startSiteBehindProxy } from '../helpers/siteBehindProxy'
import {
  makeCertificates,
  removeCertificates,
  startTlsTerminator,
  type TestCertificates,
  type TlsTerminator,
} from '../helpers/tlsTerminator'

/**
 * The site behind a TLS-terminating proxy, as in production (docs/decisions/030): a second
 * `next start` on the e2e build and database, told it has one proxy in front
 * (TRUSTED_PROXY_HOPS=1), and tests/helpers/tlsTerminator.ts as that proxy with a certificate
 * authority made for this run. Mozilla's HTTP Observatory then grades it, as
 * observatory.mozilla.org would grade the live site. Addresses say `localhost`: Next.js writes a
 * loopback address so in the redirects it makes, and the scanner wants the redirect's host to be
 * the one it asked.
 */

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

let certificates: TestCertificates
let site: Site
let terminator: TlsTerminator
let ca: Buffer

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(url, { ca, headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', reject)
  })
}

test.describe('behind a TLS-terminating proxy', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    const dataDir = process.env.E2E_DATA_DIR
    if (!dataDir) throw new Error('E2E_DATA_DIR is set by global setup')
    certificates = makeCertificates()
    ca = readFileSync(certificates.caFile)
    // The public address is the terminator's, over HTTPS: plain HTTP through it is redirected.
    const frontPort = await freePort()
    site = await startSiteBehindProxy({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAYLOAD_SECRET: '',
      AGENCY_DEMO: '1',
      SITE_URL: `https://localhost:${frontPort}`,
    })
    terminator = await startTlsTerminator(site.port, certificates, frontPort)
    // A first render of each kind, so that the scan's ten seconds are not spent warming up.
    await get(`https://localhost:${terminator.port}/`)
  })

  test.afterAll(async () => {
    await terminator?.close()
    await site?.stop()
    if (certificates) removeCertificates(certificates)
  })

  test('Mozilla HTTP Observatory grades the site A+', async () => {
    test.setTimeout(90_000)
    const scan = await observatoryScan(`localhost:${terminator.port}`, certificates.caFile)
    console.log(observatoryReport(scan))
    expect(scan.scan.grade, observatoryReport(scan)).toBe('A+')
    // Every test passed, and none cost points: an A+ can hide a test that passed with a deduction
    // (a policy allowing http: images on an HTTPS page passes at -10).
    for (const [name, result] of Object.entries(scan.tests)) {
      expect(result.pass, name).toBe(true)
      expect(result.scoreModifier, name).toBeGreaterThanOrEqual(0)
    }
  })

  test('plain HTTP is sent to the same address over HTTPS, with the security headers', async () => {
    const base = `localhost:${terminator.port}`
    for (const path of ['/', '/fr/a-vendre/?page=2', '/admin/', '/robots.txt', '/fr/a-vendre']) {
      const answer = await get(`http://${base}${path}`)
      expect(answer.status, path).toBe(308)
      expect(answer.headers.location, path).toBe(`https://${base}${path}`)
      expect(answer.headers['content-security-policy'], path).toBeTruthy()
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff')
      // Over plain HTTP a browser ignores HSTS; it is sent over HTTPS only.
      expect(answer.headers['strict-transport-security'], path).toBeUndefined()
    }
  })

  test('HTTPS answers carry HSTS and a policy asking for HTTPS subresources; cookies are Secure', async ({
    browser,
  }) => {
    const base = `https://localhost:${terminator.port}`
    for (const path of [
      '/fr/',
      '/admin/login/',
      '/fr/page-that-does-not-exist/',
      '/robots.txt',
      '/fr/a-vendre',
    ]) {
      const answer = await get(`${base}${path}`)
      expect(answer.headers['strict-transport-security'], path).toBe('max-age=63072000')
    }
    const page = await get(`${base}/nl/`)
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests')
    // A public page sets no cookie (a CDN may keep it): the page saves its language itself, Secure.
    expect(page.headers['set-cookie']).toBeUndefined()
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    const tab = await context.newPage()
    await tab.goto(`${base}/nl/`)
    const saved = (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')
    expect(saved).toMatchObject({ value: 'nl', secure: true, sameSite: 'Lax' })
    await context.close()
    // The REST API does not pass through the proxy: its HSTS comes from next.config.ts.
    const api = await get(`${base}/api/users/me/`)
    expect(api.headers['strict-transport-security']).toBe('max-age=63072000')
  })

  test('a client cannot claim HTTPS past the proxy', async () => {
    // The proxy writes X-Forwarded-Proto itself; one forged by the client never reaches the site.
    const answer = await get(`http://localhost:${terminator.port}/fr/`, { 'X-Forwarded-Proto': 'https' })
    expect(answer.status).toBe(308)
    expect(answer.headers['strict-transport-security']).toBeUndefined()
  })
})
