import { describe, expect, it } from 'vitest'

import { httpsUrl, needsHttpsRedirect, requestIsHttps } from './transport'

describe('requestIsHttps', () => {
  it.each([
    // [X-Forwarded-Proto, TRUSTED_PROXY_HOPS, came over HTTPS]
    // Without a trusted proxy the header is whatever the client wrote: Node serves plain HTTP.
    ['https', 0, false],
    [null, 0, false],
    // One proxy that overwrites the header (nginx `$scheme`) or appends to the client's.
    ['https', 1, true],
    ['http', 1, false],
    ['HTTPS', 1, true],
    ['http, https', 1, true],
    ['https, http', 1, false],
    // Two proxies appending: the outermost one's entry, two places from the right.
    ['https, http', 2, true],
    ['evil, https, http', 2, true],
    // Fewer entries than hops (the nearest proxy overwrote it): its only value.
    ['https', 2, true],
    // Next.js writes `http` when no proxy sent the header; nothing at all reads as HTTP too.
    [null, 1, false],
    ['', 1, false],
  ] as const)('%j with %d hops → %s', (header, hops, https) => {
    expect(requestIsHttps(header, hops)).toBe(https)
  })
})

const SITE = 'https://www.example.be'

describe('needsHttpsRedirect', () => {
  it('redirects only what a trusted proxy received over plain HTTP', () => {
    expect(needsHttpsRedirect('http', 1, SITE)).toBe(true)
    expect(needsHttpsRedirect(null, 1, SITE)).toBe(true)
    expect(needsHttpsRedirect('https', 1, SITE)).toBe(false)
    // A site whose public address is plain HTTP (the demo, tests behind a plain proxy): never.
    expect(needsHttpsRedirect('http', 1, 'http://localhost:3000')).toBe(false)
    // No proxy: there may be no HTTPS at all (the local demo, the tests).
    expect(needsHttpsRedirect('http', 0, SITE)).toBe(false)
  })
})

describe('httpsUrl', () => {
  const site = 'https://www.agency.example'
  it.each([
    ['www.agency.example', '/fr/a-vendre/?page=2', 'https://www.agency.example/fr/a-vendre/?page=2'],
    ['127.0.0.1:8443', '/', 'https://127.0.0.1:8443/'],
    ['[::1]:8443', '/fr/', 'https://[::1]:8443/fr/'],
    // Port 80 is the HTTP one: not kept for HTTPS.
    ['agency.example:80', '/', 'https://agency.example/'],
    // A missing or malformed Host: the site's own.
    [null, '/fr/', 'https://www.agency.example/fr/'],
    ['evil.example/x?', '/fr/', 'https://www.agency.example/fr/'],
    ['a b', '/', 'https://www.agency.example/'],
    // The path stays a path, even one that looks like a host.
    ['agency.example', '//evil.example/', 'https://agency.example//evil.example/'],
  ])('%j %j → %s', (host, path, url) => {
    expect(httpsUrl(host, path, site)).toBe(url)
  })
})
