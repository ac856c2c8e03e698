import { type NextRequest, NextResponse } from 'next/server'

import { cameThroughProxies, trustedProxyHops } from '@/auth/clientAddress'
import { lastKnown } from '@/data/cache/lastKnown'
import { isPublished } from '@/data/publishedIds'
import { getPublishedRouteTable } from '@/data/routeTable'
import { DRAFT_MODE_COOKIE } from '@/domain/cache/pageRequest'
import {
  ACTION_BODY_LIMIT_BYTES,
  type ActionEnvelope,
  actionEnvelopeProblem,
} from '@/domain/forms/actionEnvelope'
import { chooseLocale, SEARCH_HEADER, splitLocale } from '@/domain/routes/paths'
import { type IdToLook, NOT_FOUND_HEADER, pathStatus } from '@/domain/routes/status'
import type { RouteTable } from '@/domain/routes/types'
import { env } from '@/env'
import { type CachedAnswer, cachedAnswer, type PageRequest } from '@/http/cachedAnswer'
import { FILL_HEADER, isFillRequest, placeholderNonce } from '@/http/pageCache'
import { type Locale, LOCALE_COOKIE } from '@/i18n/locales'
import { adminCsp, publicCsp } from '@/security/csp'
import { baseHeaders, documentHeaders, LOCALE_HEADER, NONCE_HEADER } from '@/security/headers'
import { isDecodablePath, pathKind, takesPost, trailingSlashRedirect } from '@/security/paths'
import { cspSources } from '@/security/sources'
import { HSTS, httpsUrl, needsHttpsRedirect, requestIsHttps } from '@/security/transport'

/**
 * Every request but the REST API's and Next's own assets passes here.
 *
 * Edges first (docs/decisions/030), each answer with the security headers, which Next.js leaves off
 * its own redirects and bare errors: a path that does not decode is refused with 400; a request a
 * trusted proxy received over plain HTTP is sent to HTTPS; a path without its trailing slash is
 * sent to it (Next's own redirect is off, `skipTrailingSlashRedirect`).
 *
 * Then documents get a fresh nonce and their Content-Security-Policy (Next.js puts the nonce on
 * its scripts from the request's policy, the layout on ours), and public pages their language
 * (spec §2 routing):
 * - a path without a language segment is served in the visitor's saved language, else the
 *   default: next.config.ts rewrites it to /{locale}{path} by the header set here (the page
 *   declares the localized URL canonical); a rewrite from here would name that path in an
 *   `x-middleware-rewrite` response header;
 * - a visited language is remembered in a cookie (the "saved choice"), by the page itself;
 * - an anonymous visitor's page is answered from the page cache when it holds it
 *   (src/http/pageCache.ts, docs/decisions/042);
 * - withdrawn pages and properties answer 410 Gone, paths and listing or project ids that name
 *   nothing 404, set here before the page renders (src/domain/routes/status.ts).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl
  // A request that did not come through the trusted proxies (a health check on the server's own
  // port) is taken as it came, plain HTTP: not redirected, and its X-Forwarded-Proto not believed.
  const hops = cameThroughProxies(request.headers) ? trustedProxyHops() : 0
  const forwardedProto = request.headers.get('x-forwarded-proto')
  const https = requestIsHttps(forwardedProto, hops)

  if (!isDecodablePath(pathname)) return secured(refuse(400, 'undecodable path'), https)
  // The API and Next's assets come here only for the checks of the matcher's last patterns.
  if (/^\/(api|_next)\//.test(pathname)) {
    // Next's assets answer reads only. A path with dot segments (`/./_next/…`) is routed by Next to
    // a page, which takes a form posted to it for a server action and answers a body it cannot
    // parse with a 500.
    if (pathname.startsWith('/_next/') && !READ_METHODS.has(request.method))
      return secured(notAllowed(), https)
    // The image optimiser decodes its `url` once more, and answers a 500 when that fails.
    if (IMAGE_PATH.test(pathname) && !isDecodablePath(request.nextUrl.searchParams.get('url') ?? ''))
      return secured(refuse(400, 'undecodable image url'), https)
    return secured(NextResponse.next(), https)
  }
  if (needsHttpsRedirect(forwardedProto, hops, env.siteUrl)) {
    const target = httpsUrl(request.headers.get('host'), `${pathname}${search}`, env.siteUrl)
    return secured(NextResponse.redirect(target, 308), https)
  }
  const slashed = trailingSlashRedirect(pathname)
  if (slashed)
    return secured(NextResponse.redirect(new URL(`${slashed}${search}`, request.nextUrl), 308), https)

  const kind = pathKind(pathname)
  // Files, route handlers outside the API and the map frame answer reads only: Next would take a
  // form posted to them for a server action and answer a body it cannot parse with a 500.
  if (
    (kind === 'resource' || kind === 'frame') &&
    !READ_METHODS.has(request.method) &&
    !takesPost(pathname, request.method)
  )
    return secured(notAllowed(), https)
  if (kind === 'resource') return secured(NextResponse.next(), https)

  if (kind === 'page' && request.method === 'POST') {
    const refused = await refuseUndecodableAction(request)
    if (refused) return secured(refused, https)
  }
  if (kind === 'admin' && request.method === 'POST') {
    const refused = refuseAdminPost(request)
    if (refused) return secured(refused, https)
  }

  // This server's own render for the page cache gets the placeholder its answers replace.
  const fill = kind === 'page' && isFillRequest(request.headers)
  const nonce = fill ? placeholderNonce() : freshNonce()
  const policy =
    kind === 'admin' ? adminCsp({ nonce, https }) : publicCsp({ nonce, https, sources: await cspSources() })
  const headers = new Headers(request.headers)
  headers.set(NONCE_HEADER, nonce)
  headers.set('content-security-policy', policy)
  headers.delete(LOCALE_HEADER)
  headers.delete(FILL_HEADER)
  headers.delete(NOT_FOUND_HEADER)

  let response: NextResponse
  if (kind === 'page') {
    const page = pageRequest(request)
    const { locale, segments } = page
    // An anonymous visitor's page comes from the page cache (docs/decisions/042). The language
    // shown is saved by the page itself (RememberLocale): a cached answer sets no cookie.
    const cached = fill ? null : await fromPageCache(request, page, { nonce, policy, https, keptOnly: false })
    if (cached) return new NextResponse(cached.body, { status: cached.status, headers: cached.headers })
    const status = await statusOf(request, locale, segments, search)
    // Layouts get no query: the frame of /project/?id= needs it (always set, so a visitor can't supply it).
    headers.set(SEARCH_HEADER, search)
    if (!page.prefixed) headers.set(LOCALE_HEADER, locale)
    if (status === 404) headers.set(NOT_FOUND_HEADER, '1')
    response = NextResponse.next({ ...(status ? { status } : {}), request: { headers } })
  } else {
    response = NextResponse.next({ request: { headers } })
  }
  response.headers.set('content-security-policy', policy)
  for (const { key, value } of documentHeaders) response.headers.set(key, value)
  return secured(response, https)
}

/**
 * The answer the proxy gives a GET or HEAD of a page the page cache keeps now, whole (its policy
 * and every header); null for any other request, and for a page it would have to render. The
 * checks are the proxy's own, in its order: what it would refuse, redirect or render is not
 * answered here. For the request hook, which answers such a page before Next.js routes the
 * request (src/http/keptAnswer.ts, docs/decisions/048).
 */
export async function keptPage(request: NextRequest): Promise<CachedAnswer | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const { pathname } = request.nextUrl
  const hops = cameThroughProxies(request.headers) ? trustedProxyHops() : 0
  const forwardedProto = request.headers.get('x-forwarded-proto')
  if (!isDecodablePath(pathname) || /^\/(api|_next)\//.test(pathname)) return null
  if (needsHttpsRedirect(forwardedProto, hops, env.siteUrl) || trailingSlashRedirect(pathname)) return null
  if (pathKind(pathname) !== 'page' || request.headers.has(FILL_HEADER)) return null
  const https = requestIsHttps(forwardedProto, hops)
  const nonce = freshNonce()
  const policy = publicCsp({ nonce, https, sources: await cspSources() })
  return fromPageCache(request, pageRequest(request), { nonce, policy, https, keptOnly: true })
}

const freshNonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))

/** A page's language (the path's, else the saved one) and its path after the language. */
function pageRequest(request: NextRequest): PageRequest {
  const { locale: pathLocale, segments } = splitLocale(request.nextUrl.pathname)
  const locale = pathLocale ?? chooseLocale(request.cookies.get(LOCALE_COOKIE)?.value)
  return { locale, prefixed: !!pathLocale, segments }
}

/** The page cache's answer to a page request, with this answer's policy and every page header. */
async function fromPageCache(
  request: NextRequest,
  page: PageRequest,
  { nonce, policy, https, keptOnly }: { nonce: string; policy: string; https: boolean; keptOnly: boolean },
): Promise<CachedAnswer | null> {
  const cached = await cachedAnswer(request, page, nonce, { keptOnly })
  if (!cached) return null
  cached.headers.set('content-security-policy', policy)
  for (const { key, value } of documentHeaders) cached.headers.set(key, value)
  secureHeaders(cached.headers, https)
  return cached
}

/** The headers of every response (src/security/headers.ts), and HSTS on those sent over HTTPS. */
function secured(response: NextResponse, https: boolean): NextResponse {
  secureHeaders(response.headers, https)
  return response
}

function secureHeaders(headers: Headers, https: boolean): void {
  for (const { key, value } of baseHeaders) {
    if (!headers.has(key)) headers.set(key, value)
  }
  if (https) headers.set('strict-transport-security', HSTS)
}

/**
 * A form's POST that Next.js could not decode as a server action answers 400 here, not 500 from
 * Next (src/domain/forms/actionEnvelope.ts says what passes); one over the size limit, 413. Next
 * buffers the body for the proxy, so reading it here leaves it whole for the action.
 */
async function refuseUndecodableAction(request: NextRequest): Promise<NextResponse | null> {
  const fetchAction = request.headers.has('next-action')
  const multipart = isMultipart(request)
  if (!fetchAction && !multipart) return null
  if (isCrossSite(request)) return refuse(403, 'action from another site')
  if (Number(request.headers.get('content-length') ?? 0) > ACTION_BODY_LIMIT_BYTES)
    return refuse(413, 'request too large')
  let envelope: ActionEnvelope
  try {
    envelope = multipart
      ? {
          kind: 'multipart',
          fetchAction,
          entries: [...(await request.formData()).entries()].map(([name, value]) => [
            name,
            typeof value === 'string' ? value : { fileName: value.name },
          ]),
        }
      : { kind: 'text', fetchAction, body: await request.text() }
  } catch {
    return refuse(400, 'body not readable')
  }
  const problem = actionEnvelopeProblem(envelope)
  return problem ? refuse(400, problem) : null
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const IMAGE_PATH = /^\/_next\/image\/?$/

function notAllowed(): NextResponse {
  return new NextResponse('Method not allowed\n', {
    status: 405,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', Allow: [...READ_METHODS].join(', ') },
  })
}

/**
 * Payload's admin posts only its server functions (fetch, with a Next-Action header); a form posted
 * to it without JavaScript, or from another site, is nothing it serves. Next would take either for
 * a server action and answer 500 (a multipart body it cannot decode, or its own cross-site check).
 */
function refuseAdminPost(request: NextRequest): NextResponse | null {
  if (isCrossSite(request)) return refuse(403, 'action from another site')
  if (!request.headers.has('next-action') && isMultipart(request)) return refuse(400, 'not a server function')
  return null
}

const isMultipart = (request: NextRequest) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')

/**
 * What Next's server actions refuse with a 500: an Origin whose host is not the request's own
 * (X-Forwarded-Host, else Host). An absent or opaque ("null") Origin passes, as it does in Next.
 */
function isCrossSite(request: NextRequest): boolean {
  const origin = request.headers.get('origin')
  if (!origin || origin === 'null') return false
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return true
  }
  const own = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  return host !== own
}

const REFUSALS = { 400: 'Bad request\n', 403: 'Forbidden\n', 413: 'Request too large\n' } as const

function refuse(status: 400 | 403 | 413, problem: string): NextResponse {
  return new NextResponse(REFUSALS[status], {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Refused': problem },
  })
}

/**
 * The published route table, read directly: Next 16 runs the proxy in the server's own Node.js
 * process (never the edge runtime), so this is the per-process value every page reads, rebuilt
 * once a change of its sources is heard, here or from another process (docs/caching.md). No call
 * to the site over HTTP, no time limit of its own. Answering matters more than the exact status:
 * on a failed read, the last table read (at first, none: no status is set).
 */
const publishedTable = lastKnown<RouteTable | null>(getPublishedRouteTable, null)

/**
 * 410 for a withdrawn page or property, 404 for a path that names nothing or a listing's or
 * project's id that names none (the page then shows its message itself), from the page's own
 * resolution (src/domain/routes/status.ts). No 404 in a staff preview, whose page may be a draft
 * the published table does not have: the page then throws `notFound()` as it would without this.
 */
async function statusOf(request: NextRequest, locale: Locale, segments: readonly string[], search: string) {
  const table = await publishedTable()
  if (!table) return null
  const found = pathStatus(table, locale, segments, search)
  const status = typeof found === 'object' && found !== null ? await idStatus(found, locale) : found
  return status === 404 && request.cookies.has(DRAFT_MODE_COOKIE) ? null : status
}

/**
 * 404 for a listing's or a project's id that names none of the published ones. When they cannot
 * be read (a database error), none: the page looks the id up itself, and throws `notFound()`.
 */
async function idStatus(id: IdToLook, locale: Locale): Promise<404 | null> {
  try {
    return (await isPublished(id, locale)) ? null : 404
  } catch {
    return null
  }
}

export const config = {
  matcher: [
    // Not the REST API (Next would buffer its uploads for the proxy, and cut them at 10 MB) nor
    // Next's hashed assets: next.config.ts gives those their headers.
    '/((?!api/|_next/).*)',
    // But theirs too when a percent escape might not decode: 400 here, not a bare 500 from Next.
    '/(api|_next)/(.*%.*)',
    // And a body posted to Next's assets: reached by a path with dot segments (`/./_next/…`), it
    // is routed to a page, which would take it for a server action. (Literals: Next reads this
    // object from the source, without running it.)
    { source: '/_next/:path*', has: [{ type: 'header', key: 'content-type' }] },
    { source: '/_next/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // And the image optimiser's when its `url` holds a percent sign, which might not decode.
    { source: '/_next/image', has: [{ type: 'query', key: 'url', value: '.*%.*' }] },
    { source: '/_next/image/', has: [{ type: 'query', key: 'url', value: '.*%.*' }] },
  ],
}
