import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { NextRequest } from 'next/server'

import { keptPage } from '@/proxy'
import { ENCODING_HEADER } from './encodedAnswer'
import { FILL_HEADER } from './pageCache'

/**
 * Pages the page cache keeps, answered by the process's request hook (./peerAddress.ts) before
 * Next.js routes the request (docs/decisions/048). The answer is the one the proxy gives (the same
 * function decides, `keptPage` in src/proxy.ts): only a kept page is answered here; anything the
 * proxy would refuse, redirect or render goes on to Next.js as before.
 *
 * Next's request path (its router, the proxy's adapter, web streams both ways) cost a kept page
 * about 1.5 ms of CPU, where the answer itself is a map lookup and a splice.
 */

/** Headers of Next's client router: such a request is Next's to answer (flight data, prefetch). */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
]

/**
 * Whether `request` could be a kept page: a GET or HEAD asking for HTML, on a path Next would see
 * as it came (nothing URL parsing changes), without Next's own router or action headers.
 */
function mayBeKept(request: IncomingMessage): URL | null {
  const { method, url, headers } = request
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!url?.startsWith('/') || url.startsWith('/api/') || url.startsWith('/_next/')) return null
  if (!(headers.accept ?? '').includes('text/html')) return null
  if (headers['next-action'] || FILL_HEADER in headers || ROUTER_HEADERS.some((name) => name in headers))
    return null
  let parsed: URL
  try {
    parsed = new URL(url, 'http://localhost')
  } catch {
    return null
  }
  // Dot segments, `//`, backslashes, characters URL parsing escapes: Next's view of such a path
  // may differ from this one's, so Next gets it.
  if (`${parsed.pathname}${parsed.search}` !== url || parsed.searchParams.has('_rsc')) return null
  return parsed
}

/** The `x-forwarded-*` defaults Next.js sets before its proxy runs (base-server.js), as it sets them. */
function withNextDefaults(request: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const one of value) headers.append(name, one)
    else headers.set(name, value)
  }
  const socket = request.socket as Socket & { encrypted?: boolean }
  const proto = headers.get('x-forwarded-proto')
  const https = proto ? proto === 'https' : Boolean(socket.encrypted)
  if (!headers.has('x-forwarded-host') && headers.has('host'))
    headers.set('x-forwarded-host', headers.get('host')!)
  if (!headers.has('x-forwarded-port'))
    headers.set('x-forwarded-port', String(socket.localPort ?? (https ? 443 : 80)))
  if (!headers.has('x-forwarded-proto')) headers.set('x-forwarded-proto', https ? 'https' : 'http')
  return headers
}

/**
 * Null at once for a request that cannot be a kept page (Next.js gets it as before, in the same
 * turn); else a promise that answers it with its kept page and resolves true, or resolves false
 * having written nothing (the request is then Next's). The promise never rejects.
 */
export function answerKept(request: IncomingMessage, response: ServerResponse): Promise<boolean> | null {
  const url = mayBeKept(request)
  return url ? answerWithKept(request, response, url) : null
}

async function answerWithKept(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<boolean> {
  let kept: Awaited<ReturnType<typeof keptPage>>
  try {
    kept = await keptPage(
      new NextRequest(url, { method: request.method, headers: withNextDefaults(request) }),
    )
  } catch {
    return false
  }
  if (!kept || response.headersSent) return false
  // Not compressed yet (a page is compressed once it is asked for again, in the background): Next
  // compresses this one as it would any text, for a client that takes some encoding.
  const encodings = (request.headers['accept-encoding'] ?? '').trim().toLowerCase()
  if (!kept.headers.has(ENCODING_HEADER) && encodings !== '' && encodings !== 'identity') return false
  const headers: [string, string][] = []
  for (const [name, value] of kept.headers)
    headers.push([name === ENCODING_HEADER ? 'content-encoding' : name, value])
  if (kept.body) headers.push(['content-length', String(kept.body.length)])
  try {
    response.writeHead(kept.status, headers.flat())
  } catch {
    // A header Node refuses (none expected: they are the proxy's and the kept render's): Next's.
    for (const [name] of headers) response.removeHeader(name)
    return false
  }
  response.end(kept.body ?? undefined)
  return true
}
