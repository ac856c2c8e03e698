import { describe, expect, it } from 'vitest'

import { publicOrigin } from './publicOrigin'

// Issue 13: "canonical, hreflang, sitemap … use the request's origin when it is SITE_URL or one of
// these (taken from X-Forwarded-Host/X-Forwarded-Proto only when TRUSTED_PROXY_HOPS > 0, else the
// Host header), else SITE_URL — never an arbitrary Host (cache poisoning)".
const origins = ['https://www.example.be', 'https://example.be', 'http://localhost:3000']
const headers = (values: Record<string, string>) => new Headers(values)

describe('publicOrigin', () => {
  it.each([
    ['SITE_URL’s own host', { host: 'www.example.be' }, 0, 'https://www.example.be'],
    ['an alias', { host: 'example.be' }, 0, 'https://example.be'],
    ['an alias, in capitals', { host: 'EXAMPLE.be' }, 0, 'https://example.be'],
    ['an alias with its port', { host: 'localhost:3000' }, 0, 'http://localhost:3000'],
    ['a foreign host: SITE_URL', { host: 'evil.example.com' }, 0, 'https://www.example.be'],
    ['no Host at all: SITE_URL', {}, 0, 'https://www.example.be'],
    ['a known host on another port: SITE_URL', { host: 'localhost:3001' }, 0, 'https://www.example.be'],
    [
      'X-Forwarded-Host while no proxy is trusted: ignored',
      { host: 'www.example.be', 'x-forwarded-host': 'example.be' },
      0,
      'https://www.example.be',
    ],
    [
      'X-Forwarded-Host from a trusted proxy',
      { host: 'app:3000', 'x-forwarded-host': 'example.be', 'x-forwarded-proto': 'https' },
      1,
      'https://example.be',
    ],
    [
      'a trusted proxy forwarding a foreign host: SITE_URL',
      { host: 'app:3000', 'x-forwarded-host': 'evil.example.com', 'x-forwarded-proto': 'https' },
      1,
      'https://www.example.be',
    ],
    [
      'a trusted proxy without X-Forwarded-Host: Host',
      { host: 'example.be', 'x-forwarded-proto': 'https' },
      1,
      'https://example.be',
    ],
    [
      'the entry the outermost of two proxies wrote',
      { host: 'app:3000', 'x-forwarded-host': 'evil.example.com, example.be, internal:8080' },
      2,
      'https://example.be',
    ],
    [
      'a scheme that matches none of the host’s origins: still the host’s own',
      { host: 'app:3000', 'x-forwarded-host': 'example.be', 'x-forwarded-proto': 'http' },
      1,
      'https://example.be',
    ],
  ] as const)('%s', (_, values, trustedProxyHops, expected) => {
    expect(publicOrigin(headers(values), { origins, trustedProxyHops })).toBe(expected)
  })

  it('chooses by the forwarded scheme between two origins of one host', () => {
    const both = ['https://www.example.be', 'http://shop.example.be', 'https://shop.example.be']
    const at = (proto: string) =>
      publicOrigin(headers({ 'x-forwarded-host': 'shop.example.be', 'x-forwarded-proto': proto }), {
        origins: both,
        trustedProxyHops: 1,
      })
    expect(at('https')).toBe('https://shop.example.be')
    expect(at('http')).toBe('http://shop.example.be')
    // No proxy trusted: SITE_URL's scheme.
    expect(publicOrigin(headers({ host: 'shop.example.be' }), { origins: both, trustedProxyHops: 0 })).toBe(
      'https://shop.example.be',
    )
  })
})
