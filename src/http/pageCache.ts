import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

import { type ChangeSource, changeStamp } from '@/db/changes'
import { CACHED_STATUSES } from '@/domain/cache/pageRequest'
import { acceptsGzip, compressParts, joinParts, splicedGzip, splitBuffer } from './gzipSplice'
import { scriptsAfterMainPicture } from './laterScripts'
import { type CachedPage, PageStore } from './pageStore'
import { processOrigin } from './processPort'

/**
 * The page cache (issue 19, docs/decisions/042): whole public pages as this process rendered them
 * for an anonymous visitor, kept in memory by key (origin, language, path, normalised query) and
 * answered by the proxy without rendering again.
 *
 * - **The nonce.** Every answer needs its own Content-Security-Policy nonce, which Next.js writes
 *   into the page. A page is therefore rendered with a placeholder nonce (random per process, the
 *   shape of a real one) and kept split at it; each answer joins the parts with a fresh nonce.
 * - **Compressed once.** A page asked for again is compressed in the background, once; from then
 *   on an answer splices its nonce into the compressed parts without compressing the page again
 *   (src/http/gzipSplice.ts, decision 045). A page nobody asks for twice never costs that.
 * - **Rendering.** On a miss the proxy asks this same server for the page over loopback, with a
 *   per-process token that makes the proxy pass it to Next with the placeholder. Concurrent misses
 *   of one key share one render.
 * - **Freshness.** An entry is kept with the change counts of every source a public page reads
 *   (`changeStamp`): a change committed by any process on the database (an admin save, an import, a
 *   booking) leaves every entry stale, and the next request renders again. Entries also expire after
 *   the shared max-age, for what moves with the clock (today's visit slots, a calendar's months).
 * - **Bound.** Least recently used entries go past PAGE_CACHE_MB (64 by default); a page larger
 *   than a quarter of it is never kept.
 * - **Scripts after the main picture.** A render's HTML asks for Next's scripts only once its main
 *   picture is on screen (./laterScripts.ts, decision 050).
 */

/** Every collection and global a public page reads (docs/caching.md): a change to one purges. */
export const PAGE_SOURCES: readonly ChangeSource[] = [
  'properties',
  'projects',
  'pages',
  'articles',
  'categories',
  'cities',
  'property-types',
  'testimonials',
  'media',
  'tree-nodes',
  'visit-slots',
  'global:site-settings',
  'global:header',
  'global:footer',
  'global:top-bar',
  'global:home-banner',
  'global:popup',
  'global:cookie-consent',
]

function randomToken(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

/** The header a loopback render carries, with this process's token. */
export const FILL_HEADER = 'x-agency-page-fill'

type State = {
  store: PageStore
  placeholder: string
  /** The placeholder's bytes, which kept pages are split at. */
  placeholderBytes: Buffer
  token: string
  /** Renders under way, by key and stamp: a request never gets a render begun before a change. */
  rendering: Map<string, Promise<CachedPage | Rendered>>
}

// On globalThis: one cache per process, however many bundles load this module.
const STATE = Symbol.for('agency.page-cache')

function newState(): State {
  const placeholder = randomToken()
  return {
    store: new PageStore(Math.max(1, Number(process.env.PAGE_CACHE_MB) || 64) * 1024 * 1024),
    placeholder,
    placeholderBytes: Buffer.from(placeholder),
    token: randomToken(),
    rendering: new Map(),
  }
}

function state(): State {
  const holder = globalThis as { [STATE]?: State }
  holder[STATE] ??= newState()
  return holder[STATE]
}

/** Whether a request is this process's own loopback render, and so gets the placeholder nonce. */
export function isFillRequest(headers: Headers): boolean {
  return headers.get(FILL_HEADER) === state().token
}

/** The nonce a loopback render is written with. */
export const placeholderNonce = (): string => state().placeholder

export type Rendered = {
  status: number
  headers: [string, string][]
  body: Buffer
  /** Whether the render set a cookie: such a page is someone's and is never kept. */
  setsCookie: boolean
}

/** Response headers a kept page answers with again; the rest are the proxy's, set per answer. */
const KEPT_HEADERS = ['content-type', 'vary', 'link']

/**
 * This server's own rendering of `pathAndQuery`, asked over loopback with the visitor's host and
 * forwarded headers (the page's absolute URLs are written on the origin they name) and nothing of
 * theirs that a page could make personal: no cookie but the language of a path without one.
 */
async function renderOverLoopback(pathAndQuery: string, headers: Record<string, string>): Promise<Rendered> {
  // One of several processes on the site's port: its own port instead (./processPort.ts).
  const origin = new URL(
    (await processOrigin()) ??
      (process.env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${process.env.PORT ?? 3000}`),
  )
  const send = origin.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const request = send(
      {
        hostname: origin.hostname === 'localhost' ? '127.0.0.1' : origin.hostname,
        port: origin.port,
        path: pathAndQuery,
        method: 'GET',
        headers: { ...headers, [FILL_HEADER]: state().token, 'accept-encoding': 'identity' },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const kept: [string, string][] = []
          for (const name of KEPT_HEADERS) {
            const value = response.headers[name]
            if (typeof value === 'string') kept.push([name, value])
          }
          const body = Buffer.concat(chunks)
          const html = response.headers['content-type']?.startsWith('text/html') ?? false
          resolve({
            status: response.statusCode ?? 500,
            headers: kept,
            body: html ? Buffer.from(scriptsAfterMainPicture(body.toString('utf8'))) : body,
            setsCookie: (response.headers['set-cookie']?.length ?? 0) > 0,
          })
        })
      },
    )
    request.on('timeout', () => request.destroy(new Error(`page cache: rendering ${pathAndQuery} timed out`)))
    request.on('error', reject)
    request.end()
  })
}

export type PageAnswer = { page: CachedPage | Rendered; hit: boolean }

/** A render as the store keeps it: split at the placeholder, not compressed yet. */
function toKept(rendered: Rendered, stamp: string, maxAge: number): CachedPage {
  return {
    status: rendered.status,
    headers: rendered.headers,
    parts: splitBuffer(rendered.body, state().placeholderBytes),
    gzip: null,
    compressing: false,
    bytes: rendered.body.length,
    stamp,
    expires: Date.now() + maxAge * 1000,
  }
}

/** Compresses a kept page for splicing, once, in the background; the store counts its bytes. */
function compressLater(key: string, page: CachedPage): void {
  if (page.compressing) return
  page.compressing = true
  compressParts(page.parts, state().placeholderBytes.length).then(
    (blocks) => {
      if (!blocks) return
      page.gzip = blocks
      state().store.grow(
        key,
        page,
        blocks.reduce((sum, block) => sum + block.length, 0),
      )
    },
    // Not compressed: the page is answered as text, and Next compresses it as before.
    () => undefined,
  )
}

/**
 * The page for `key`: kept, or rendered now (one render for concurrent requests of one key) and
 * kept when it may be (a 200, 404 or 410 without a cookie). `maxAge` is how long, in seconds.
 * With `keptOnly`, null instead of a render: the request hook answers hits only (./keptAnswer.ts).
 */
export async function cachedPage(
  key: string,
  pathAndQuery: string,
  headers: Record<string, string>,
  maxAge: (status: number) => number,
  { keptOnly = false }: { keptOnly?: boolean } = {},
): Promise<PageAnswer | null> {
  const { store, rendering } = state()
  const stamp = changeStamp(PAGE_SOURCES)
  const kept = store.get(key, stamp, Date.now())
  if (kept) {
    compressLater(key, kept)
    return { page: kept, hit: true }
  }
  if (keptOnly) return null

  const flight = `${stamp} ${key}`
  let render = rendering.get(flight)
  if (!render) {
    render = renderOverLoopback(pathAndQuery, headers).then((rendered) => {
      // Kept only when no change committed during the render: it may have read from before it.
      const keep =
        changeStamp(PAGE_SOURCES) === stamp &&
        CACHED_STATUSES.has(rendered.status) &&
        !rendered.setsCookie &&
        maxAge(rendered.status) > 0
      if (!keep) return rendered
      const page = toKept(rendered, stamp, maxAge(rendered.status))
      store.set(key, page)
      return page
    })
    rendering.set(flight, render)
    const forget = () => {
      if (rendering.get(flight) === render) rendering.delete(flight)
    }
    render.then(forget, forget)
  }
  return { page: await render, hit: false }
}

/**
 * A page's bytes with this answer's nonce where the placeholder was: gzip-compressed when the
 * request accepts it and the page was kept compressed (spliced, nothing compressed now), else
 * as text (Next compresses that one as usual).
 */
export function pageBody(
  page: CachedPage | Rendered,
  nonce: string,
  acceptEncoding: string | null,
): { body: Buffer<ArrayBuffer>; gzip: boolean } {
  const { placeholderBytes } = state()
  const gap = Buffer.from(nonce)
  if (!('parts' in page))
    return { body: joinParts(splitBuffer(page.body, placeholderBytes), gap), gzip: false }
  if (page.gzip && acceptsGzip(acceptEncoding) && gap.length === placeholderBytes.length) {
    return { body: splicedGzip(page.parts, page.gzip, gap), gzip: true }
  }
  return { body: joinParts(page.parts, gap), gzip: false }
}
