/**
 * The Content-Security-Policy of each kind of response (docs/decisions/030-security-headers.md).
 * Pure: the proxy gives it the request's nonce, whether the request came over HTTPS, and what the
 * site settings configure (src/security/sources.ts).
 */

/** What the site settings switch on: each adds the hosts it needs, and only those. */
export type CspSources = {
  /** The map tile template (`agency.mapTileUrl`), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  tileUrl: string | null
  googleAnalytics: boolean
  googleAds: boolean
  tagManager: boolean
  socialPixel: boolean
  /** Origins of CRM photos and video files served from elsewhere (CRM_MEDIA_ORIGINS). */
  mediaOrigins: readonly string[]
  /**
   * SITE_URL's origin: a media URL written absolute on it (in stored rich text, or by an earlier
   * version that gave Payload a serverURL) is another origin when the site is reached at another
   * address (www or not, a test's 127.0.0.1).
   */
  siteOrigin: string | null
}

export const noSources: CspSources = {
  tileUrl: null,
  googleAnalytics: false,
  googleAds: false,
  tagManager: false,
  socialPixel: false,
  mediaOrigins: [],
  siteOrigin: null,
}

type Directives = Record<string, string[]>

/**
 * The one `<style>` element a library of ours writes: ALTCHA's widget styles (altcha 3.2,
 * dist/main/altcha.js). It looks for a nonce on `document.currentScript`, which under Turbopack is
 * the chunk's own `<script>` and carries none, so it is allowed by the hash of its text instead.
 * csp.test.ts recomputes it from the installed package: an upgrade that changes the styles fails
 * there, not in a visitor's browser.
 */
export const ALTCHA_STYLE_HASH = "'sha256-ZgqGuQlekW98cv0XQjYUGCLTvc3q5MkU+2SkqlFGoTM='"

/**
 * The players src/domain/property/parseVideoUrl.ts embeds (spec §5's video and virtual tour
 * hosts). Fixed, not configured: they are what a CRM link can turn into, and nothing is requested
 * from them before the visitor presses play.
 */
export const videoFrameOrigins = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://my.matterport.com',
  'https://tvl.be',
  'https://*.tvl.be',
  'https://yisual.com',
  'https://*.yisual.com',
  'https://yisual.nl',
  'https://*.yisual.nl',
]

// Hosts per tracker, from Google's "Use Google Tag Manager with a Content Security Policy"
// (developers.google.com/tag-platform/security/guides/csp) and Meta's pixel base code. Script hosts
// are listed for browsers without 'strict-dynamic'; the others ignore them and trust what the
// nonce-bearing scripts load.
const trackerHosts: Record<'googleAnalytics' | 'googleAds' | 'tagManager' | 'socialPixel', Directives> = {
  googleAnalytics: {
    'script-src': ['https://*.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  },
  googleAds: {
    'script-src': [
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://www.google.com',
      'https://googleads.g.doubleclick.net',
      'https://pagead2.googlesyndication.com',
    ],
    'img-src': [
      'https://www.googletagmanager.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
      'https://www.google.be',
      'https://pagead2.googlesyndication.com',
      'https://www.googleadservices.com',
    ],
    'connect-src': [
      'https://www.google.com',
      'https://google.com',
      'https://googleads.g.doubleclick.net',
      'https://pagead2.googlesyndication.com',
      'https://www.googleadservices.com',
    ],
    'frame-src': [
      'https://www.googletagmanager.com',
      'https://td.doubleclick.net',
      'https://bid.g.doubleclick.net',
    ],
  },
  tagManager: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://www.googletagmanager.com'],
    'connect-src': ['https://www.googletagmanager.com', 'https://www.google.com'],
  },
  socialPixel: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
}

/**
 * The origin a tile template loads from, as a CSP source: `{s}` (Leaflet's subdomains) as the
 * leftmost label becomes `*`. Null for anything that is not an absolute http(s) template, or a host
 * with a placeholder elsewhere: those tiles are then refused and the map's list of places stands in
 * (decision 012).
 */
export function tileSource(template: string | null): string | null {
  if (!template) return null
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim())
  if (!match?.[1] || !match[2]) return null
  const scheme = match[1].toLowerCase()
  const host = match[2].replace(/^\{[a-z]+\}\./i, '*.').toLowerCase()
  if (!/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(host) || host.includes('..')) return null
  return `${scheme}://${host}`
}

/** An origin list from text (CRM_MEDIA_ORIGINS): https origins only, one spelling each. */
export function parseOrigins(text: string | undefined): string[] {
  const origins = new Set<string>()
  for (const item of (text ?? '').split(/[\s,]+/).filter(Boolean)) {
    // Checked as text, not only with URL(), which accepts a quote or a semicolon in a host name.
    const match = /^https:\/\/([a-z0-9.-]+(?::\d{1,5})?)\/?$/i.exec(item)
    if (match?.[1] && !match[1].includes('..')) origins.add(`https://${match[1].toLowerCase()}`)
  }
  return [...origins]
}

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...new Set(values)].join(' '))
    .join('; ')
}

/** `'nonce-…'` with 'strict-dynamic': only our own scripts, and what they load, run. */
function scriptSources(nonce: string): string[] {
  // 'self' and https: are ignored by browsers that know 'strict-dynamic' (all current ones); a
  // browser that does not would otherwise run none of the site's scripts.
  return [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"]
}

type DocumentOptions = { nonce: string; https: boolean }

/**
 * The public site and the map frame: every script carries the nonce (Next.js puts it on its own,
 * the layout on ours); `<style>` elements need it too, or ALTCHA's hash; style attributes stay
 * allowed (`style-src-attr`), since the server renders some (the brand colour, block spacing) and
 * Leaflet writes them into its markers.
 */
export function publicCsp({ nonce, https, sources }: DocumentOptions & { sources: CspSources }): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': scriptSources(nonce),
    'style-src': ["'self'", `'nonce-${nonce}'`, ALTCHA_STYLE_HASH],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The spam check solves its proof of work in workers made from a blob (altcha).
    'worker-src': ["'self'", 'blob:'],
    // The map frame (same origin) and the video players.
    'frame-src': ["'self'", ...videoFrameOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // The admin's live preview shows the pages in a frame, and pages show the map frame.
    'frame-ancestors': ["'self'"],
  }
  // Over HTTPS an http: address is fetched over https (upgrade-insecure-requests, applied before
  // the policy is checked), so it is allowed as such: the page then allows nothing over plain HTTP.
  const secure = (source: string) => (https ? source.replace(/^http:/, 'https:') : source)
  const tiles = tileSource(sources.tileUrl)
  if (tiles) directives['img-src']?.push(secure(tiles))
  const media = [...(sources.siteOrigin ? [secure(sources.siteOrigin)] : []), ...sources.mediaOrigins]
  directives['img-src']?.push(...media)
  directives['media-src']?.push(...media)
  for (const tracker of ['googleAnalytics', 'googleAds', 'tagManager', 'socialPixel'] as const) {
    if (!sources[tracker]) continue
    for (const [name, hosts] of Object.entries(trackerHosts[tracker])) {
      ;(directives[name] ??= []).push(...hosts)
    }
  }
  if (https) directives['upgrade-insecure-requests'] = []
  return serialize(directives)
}

/**
 * Payload's admin: scripts as strict as the site's, but inline styles allowed (Payload's components
 * render `<style>` elements and style attributes, the code editor writes its own), and Monaco's
 * workers from a blob. Everything else, Monaco included (decision 020), comes from the site.
 */
export function adminCsp({ nonce, https }: DocumentOptions): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': scriptSources(nonce),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  if (https) directives['upgrade-insecure-requests'] = []
  return serialize(directives)
}

/**
 * Everything that is not a page (the REST API, media files, Next's assets, plain-text refusals):
 * nothing runs and nothing is fetched if such a response is opened as a document, e.g. an uploaded
 * SVG. Images and media may show, PDFs in the browser's viewer (`object-src 'self'`).
 */
export const resourceCsp = serialize({
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'media-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'object-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
})
