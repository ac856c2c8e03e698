import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'

import { parseVideoUrl } from '@/domain/property/parseVideoUrl'
import {
  adminCsp,
  ALTCHA_STYLE_HASH,
  type CspSources,
  noSources,
  parseOrigins,
  publicCsp,
  resourceCsp,
  tileSource,
  videoFrameOrigins,
} from './csp'

/** A policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

const nonce = 'bm9uY2Utb2YtdGhlLXRlc3Q='
const publicPolicy = (sources: Partial<CspSources> = {}, https = true) =>
  directives(publicCsp({ nonce, https, sources: { ...noSources, ...sources } }))

/** Whether a CSP host source (https://*.example.com) allows a URL. */
function allows(sources: readonly string[], url: string): boolean {
  const { protocol, host } = new URL(url)
  return sources.some((source) => {
    const [scheme, pattern = ''] = source.split('://')
    if (`${scheme}:` !== protocol) return false
    return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern
  })
}

describe('publicCsp', () => {
  it('runs only scripts with the nonce, and what they load (strict-dynamic), never inline code', () => {
    const policy = publicPolicy()
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"])
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'")
    // <style> elements need the nonce (or are ALTCHA's); style attributes (brand colour, Leaflet's
    // markers) may stay.
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`, ALTCHA_STYLE_HASH])
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"])
  })

  it('locks down plugins, <base>, form targets and framing', () => {
    const policy = publicPolicy()
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('asks for HTTPS subresources only when the page itself came over HTTPS', () => {
    expect(publicPolicy({}, true).has('upgrade-insecure-requests')).toBe(true)
    expect(publicPolicy({}, false).has('upgrade-insecure-requests')).toBe(false)
  })

  it('allows nothing over plain HTTP on a page served over HTTPS', () => {
    const sources = {
      tileUrl: 'http://tiles.example.be/{z}/{x}/{y}.png',
      siteOrigin: 'http://www.agency.example',
    }
    const overHttps = publicCsp({ nonce, https: true, sources: { ...noSources, ...sources } })
    expect(overHttps).not.toMatch(/http:/)
    expect(directives(overHttps).get('img-src')).toEqual(
      expect.arrayContaining(['https://tiles.example.be', 'https://www.agency.example']),
    )
    // Over plain HTTP (the local demo) the addresses stay as configured.
    const overHttp = directives(publicCsp({ nonce, https: false, sources: { ...noSources, ...sources } }))
    expect(overHttp.get('img-src')).toEqual(
      expect.arrayContaining(['http://tiles.example.be', 'http://www.agency.example']),
    )
  })

  it('allows no third party at all when the settings configure none', () => {
    const policy = publicPolicy()
    for (const name of ['img-src', 'connect-src', 'media-src', 'font-src']) {
      expect(policy.get(name)?.filter((source) => source.includes('://'))).toEqual([])
    }
  })

  it('adds the map tiles host from the settings, to images only', () => {
    const policy = publicPolicy({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
    expect(policy.get('img-src')).toContain('https://tile.openstreetmap.org')
    expect(policy.get('connect-src')).toEqual(["'self'"])
  })

  it.each([
    ['googleAnalytics', 'connect-src', 'https://region1.google-analytics.com/g/collect'],
    ['googleAnalytics', 'img-src', 'https://www.google-analytics.com/g/collect'],
    ['googleAds', 'frame-src', 'https://td.doubleclick.net/td/rul/1'],
    ['googleAds', 'img-src', 'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/1/'],
    ['tagManager', 'connect-src', 'https://www.googletagmanager.com/a'],
    ['socialPixel', 'img-src', 'https://www.facebook.com/tr/'],
    ['socialPixel', 'connect-src', 'https://www.facebook.com/tr/'],
  ] as const)('%s, once configured, may use %s for %s', (tracker, directive, url) => {
    expect(allows(publicPolicy({ [tracker]: true }).get(directive) ?? [], url)).toBe(true)
    expect(allows(publicPolicy().get(directive) ?? [], url)).toBe(false)
  })

  it('adds the CRM media origins to images and media', () => {
    const policy = publicPolicy({ mediaOrigins: ['https://images.crm.example'] })
    expect(policy.get('img-src')).toContain('https://images.crm.example')
    expect(policy.get('media-src')).toContain('https://images.crm.example')
  })

  it('allows media at SITE_URL, where uploads have their absolute URLs', () => {
    const policy = publicPolicy({ siteOrigin: 'https://www.agency.example' })
    expect(policy.get('img-src')).toContain('https://www.agency.example')
    expect(policy.get('media-src')).toContain('https://www.agency.example')
    expect(policy.get('connect-src')).toEqual(["'self'"])
  })

  it("allows ALTCHA's <style> by the hash of the styles the installed altcha writes", () => {
    // The build the site imports (`import('altcha')`): dist/main/altcha.js, `injectCss(css)`.
    const source = readFileSync('node_modules/altcha/dist/main/altcha.js', 'utf8')
    expect(source).toContain('injectCss(css);')
    const literal = /^const css = ('(?:[^'\\]|\\.)*');$/m.exec(source)?.[1]
    expect(literal, 'the styles altcha injects').toBeTruthy()
    const css = vm.runInNewContext(literal ?? '') as string
    const hash = `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`
    expect(ALTCHA_STYLE_HASH).toBe(hash)
  })

  it('frames every player parseVideoUrl embeds, and the map frame', () => {
    const frameSrc = publicPolicy().get('frame-src') ?? []
    expect(frameSrc).toContain("'self'")
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://www.facebook.com/agency/videos/123456789/',
      'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      'https://www.tvl.be/video/villa-123',
      'https://app.yisual.com/tour/abc',
    ]) {
      const source = parseVideoUrl(link)
      if (!source || source.provider === 'file') throw new Error(`not an embed: ${link}`)
      expect(allows(videoFrameOrigins, source.embedUrl), source.embedUrl).toBe(true)
    }
  })

  it('never repeats a source in a directive', () => {
    const policy = publicPolicy({ googleAds: true, tagManager: true, googleAnalytics: true })
    for (const [, values] of policy) expect(new Set(values).size).toBe(values.length)
  })
})

describe('adminCsp', () => {
  it('keeps scripts to the nonce but lets Payload and Monaco write styles', () => {
    const policy = directives(adminCsp({ nonce, https: false }))
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"])
    // A nonce in style-src would switch 'unsafe-inline' off.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:'])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    // No CDN: Monaco is served by the site (decision 020).
    expect(adminCsp({ nonce, https: true })).not.toMatch(/jsdelivr|https:\/\//)
  })
})

describe('resourceCsp', () => {
  it('runs nothing when a file or an API answer is opened as a page', () => {
    const policy = directives(resourceCsp)
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.has('script-src')).toBe(false)
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
  })
})

describe('tileSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.fr/osmfr/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.fr'],
    ['https://tiles.example.be:8443/{z}/{x}/{y}.png?key=1', 'https://tiles.example.be:8443'],
    ['HTTPS://Tiles.Example.be/{z}/{x}/{y}', 'https://tiles.example.be'],
    ['http://tiles.example.be/{z}/{x}/{y}.png', 'http://tiles.example.be'],
    ['/tiles/{z}/{x}/{y}.png', null],
    ['https://tiles.{s}.example.be/{z}/{x}/{y}.png', null],
    ["https://evil.example'; script-src *", null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%j → %j', (template, source) => {
    expect(tileSource(template)).toBe(source)
  })
})

describe('parseOrigins', () => {
  it('keeps https origins, once each, and nothing else', () => {
    expect(
      parseOrigins(
        'https://a.example, https://b.example:8443 https://a.example http://c.example https://d.example/x',
      ),
    ).toEqual(['https://a.example', 'https://b.example:8443'])
    expect(parseOrigins(undefined)).toEqual([])
    expect(parseOrigins("https://a.example'; script-src *")).toEqual([])
  })
})
