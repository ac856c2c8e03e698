import type { NextRequest } from 'next/server'

import { trustedProxyHops } from '@/auth/clientAddress'
import { lastKnown } from '@/data/cache/lastKnown'
import { getPrivatePaths } from '@/data/routeTable'
import { getCacheTimes } from '@/data/settings'
import {
  CACHED_STATUSES,
  carriesSession,
  DEFAULT_CACHE_TIMES,
  normaliseQuery,
  publicCacheControl,
} from '@/domain/cache/pageRequest'
import { hasPathKey } from '@/domain/routes/pathKeys'
import { publicOrigin } from '@/domain/seo/publicOrigin'
import { env } from '@/env'
import { type Locale, LOCALE_COOKIE } from '@/i18n/locales'
import { PAGE_CACHE_TAG } from './cdnPurge'
import { ENCODING_HEADER } from './encodedAnswer'
import { cachedPage, pageBody } from './pageCache'
import { requestHookInstalled } from './peerAddress'

export type PageRequest = {
  /** The page's language: the path's, or the saved one for a path without one. */
  locale: Locale
  /** Whether the path names its language. */
  prefixed: boolean
  /** The path's segments after the language. */
  segments: string[]
}

/**
 * Whether this request may be answered from the page cache: a GET or HEAD of a public page by a
 * visitor without a session, asking for HTML, not a page that is the visitor's own, with a query
 * a page could have written.
 *
 * "Asking for HTML": Next's client navigations and prefetches fetch the same URL for the page's
 * flight data, and Next takes their `RSC` headers and `_rsc` parameter off the request before the
 * proxy sees it (next/dist/server/web/adapter.js). What is left to tell them apart is what the
 * browser sends: `Accept: text/html…` on a navigation, anything (`*` `/` `*`) on a fetch().
 */
async function cacheable(request: NextRequest, page: PageRequest): Promise<string | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (!(request.headers.get('accept') ?? '').includes('text/html')) return null
  if (carriesSession(request.cookies.getAll().map((cookie) => cookie.name))) return null
  const query = normaliseQuery(request.nextUrl.search)
  if (query === null) return null
  if (hasPathKey(await privatePaths(), page.locale, page.segments)) return null
  return query
}

const privatePaths = lastKnown(getPrivatePaths, [])
const cacheTimes = lastKnown(getCacheTimes, DEFAULT_CACHE_TIMES)

/** A `Vary` that names Accept-Encoding: the same URL is answered compressed or not. */
function withAcceptEncoding(vary: string | null): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*')) return names.join(', ')
  return [...names, 'Accept-Encoding'].join(', ')
}

/** An answer of the page cache: its status, headers and body (none for HEAD). */
export type CachedAnswer = { status: number; headers: Headers; body: Buffer<ArrayBuffer> | null }

/**
 * The answer from the page cache (src/http/pageCache.ts), with this answer's nonce and a public
 * Cache-Control; null when the request is not one the cache answers, or the page could not be
 * kept (a redirect, an error, a page that set a cookie): Next then renders it as usual. With
 * `keptOnly`, null as well when the page is not kept now (nothing is rendered).
 */
export async function cachedAnswer(
  request: NextRequest,
  page: PageRequest,
  nonce: string,
  { keptOnly = false }: { keptOnly?: boolean } = {},
): Promise<CachedAnswer | null> {
  const query = await cacheable(request, page)
  if (query === null) return null
  const times = await cacheTimes()
  if (times.sharedMaxAge <= 0) return null
  const { pathname } = request.nextUrl
  const origin = publicOrigin(request.headers, {
    origins: env.publicOrigins,
    trustedProxyHops: trustedProxyHops(),
  })
  const key = `${origin} ${page.locale} ${pathname}${query}`

  // What the page's render reads of the request: its host (absolute URLs), and the language of a
  // path without one. Nothing else of the visitor's reaches the render.
  const headers: Record<string, string> = { accept: 'text/html' }
  for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  if (!page.prefixed) headers.cookie = `${LOCALE_COOKIE}=${page.locale}`

  let answer: Awaited<ReturnType<typeof cachedPage>>
  try {
    answer = await cachedPage(
      key,
      `${pathname}${query}`,
      headers,
      (status) => (status === 200 ? times.sharedMaxAge : times.missingMaxAge),
      { keptOnly },
    )
  } catch {
    return null
  }
  if (!answer) return null
  const { page: kept, hit } = answer
  if (!CACHED_STATUSES.has(kept.status) || ('setsCookie' in kept && kept.setsCookie)) return null

  const { body, gzip } = pageBody(
    kept,
    nonce,
    // Only where the hook that passes the encoding on runs (src/http/encodedAnswer.ts).
    requestHookInstalled() ? request.headers.get('accept-encoding') : null,
  )
  const answerHeaders = new Headers(kept.headers)
  if (gzip) answerHeaders.set(ENCODING_HEADER, 'gzip')
  answerHeaders.set('vary', withAcceptEncoding(answerHeaders.get('vary')))
  answerHeaders.set('cache-control', publicCacheControl(kept.status, times))
  answerHeaders.set('x-page-cache', hit ? 'hit' : 'miss')
  // What a CDN purges by tag when the hook is called (src/http/cdnPurge.ts).
  answerHeaders.set('cache-tag', PAGE_CACHE_TAG)
  return { status: kept.status, headers: answerHeaders, body: request.method === 'HEAD' ? null : body }
}
