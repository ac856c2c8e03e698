/**
 * Which public page requests the page cache may answer, under which key, and with which
 * Cache-Control (issue 19, docs/decisions/042). Pure: the proxy (src/proxy.ts) and the cache
 * (src/http/pageCache.ts) decide with these.
 */

/**
 * The query parameters public pages read: the lists' filters, sort, view and page
 * (src/domain/listing/listQuery.ts), a project's `id`, `status` and `unit` (ProjectView), the map
 * frame's `lang`. Any other parameter (utm_*, gclid, fbclid, a typo, a random cache-buster) changes
 * nothing a page shows, so it is left out of the key and out of the render: it never makes a new
 * cache entry. Campaign parameters are read by the browser (src/components/tracking/campaign.ts).
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'type',
  'city',
  'min',
  'max',
  'beds',
  'sort',
  'view',
  'page',
  'id',
  'status',
  'unit',
  'lang',
])

/** A query string longer than this is not a page's own: rendered, never kept. */
export const MAX_CACHED_QUERY = 512

/**
 * The query string a cached page is keyed and rendered under: only PAGE_QUERY_PARAMS, none empty
 * (a filter left blank in the list's GET form shows what no filter shows), sorted by name, each
 * encoded one way. '' for none; null when the query is too long to be a page's own.
 */
export function normaliseQuery(search: string): string | null {
  if (search.length > MAX_CACHED_QUERY) return null
  const params = new URLSearchParams(search)
  const kept: [string, string][] = []
  for (const [name, value] of params) {
    if (PAGE_QUERY_PARAMS.has(name) && value.trim() !== '') kept.push([name, value])
  }
  if (kept.length === 0) return ''
  // A stable sort: a repeated parameter keeps its order (the first is the one pages read).
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `?${new URLSearchParams(kept).toString()}`
}

/** Next.js's draft mode: a staff preview (src/data/preview.ts). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Cookies that make a page someone's own: a staff session (Payload's `payload-token`), an owner's
 * session, Next's draft mode (a staff preview). A request carrying one is rendered for it and never
 * answered from, nor stored in, the shared cache. Consent and the saved language change nothing on
 * the server's page (the language is in the path, or in the key for a path without one).
 */
export const SESSION_COOKIES: readonly string[] = ['payload-token', 'owner-session', DRAFT_MODE_COOKIE]

export function carriesSession(cookieNames: Iterable<string>): boolean {
  for (const name of cookieNames) if (SESSION_COOKIES.includes(name)) return true
  return false
}

/**
 * Route kinds whose page is the visitor's own, whatever the cookies say: the owners' sign-in and
 * reset (a token in the query), the search demand's confirmation and the unsubscribe page (a token
 * in the query, an answer to it). Never cached.
 */
export const PRIVATE_ENTRY_KINDS: ReadonlySet<string> = new Set(['login', 'demand-register', 'unsubscribe'])

/** Statuses a cached page may have: a page, a missing one, a withdrawn one. */
export const CACHED_STATUSES: ReadonlySet<number> = new Set([200, 404, 410])

/** How long shared caches keep a page (site settings, "Caching" tab), in seconds. */
export type CacheTimes = {
  /** s-maxage of a page (200). */
  sharedMaxAge: number
  /** stale-while-revalidate of a page. */
  staleWhileRevalidate: number
  /** s-maxage of a missing (404) or withdrawn (410) page. */
  missingMaxAge: number
}

export const DEFAULT_CACHE_TIMES: CacheTimes = {
  sharedMaxAge: 300,
  staleWhileRevalidate: 86_400,
  missingMaxAge: 60,
}

/**
 * The Cache-Control of a cached public page. Browsers revalidate every time (max-age=0): a change
 * purges this server's copy and can call a CDN's purge, never a visitor's browser. Shared caches
 * (a CDN) keep it for s-maxage and may serve it stale while they fetch a fresh one. A 404 or 410
 * is kept briefly and never served stale: a page published a minute later must appear.
 */
export function publicCacheControl(status: number, times: CacheTimes): string {
  if (status !== 200) return `public, max-age=0, s-maxage=${times.missingMaxAge}`
  return `public, max-age=0, s-maxage=${times.sharedMaxAge}, stale-while-revalidate=${times.staleWhileRevalidate}`
}
