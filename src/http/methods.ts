import type { IncomingMessage, ServerResponse } from 'node:http'

import { baseHeaders } from '@/security/headers'

/** The methods the site and Payload's REST API answer; Next.js would answer others with a 500. */
const SERVED = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const NEXT_ASSETS = new Set(['GET', 'HEAD'])

/** Whether a request target is `/api/` once its dot segments are resolved, as Next resolves them. */
function isApiRoot(target: string | undefined): boolean {
  if (!target?.startsWith('/')) return false
  return URL.canParse(target, 'http://site') && new URL(target, 'http://site').pathname === '/api/'
}

/**
 * Answers 405 to a request whose method nothing here serves (TRACE, PROPFIND, CONNECT …), before
 * Next.js sees it: Next builds a fetch `Request` from every request, and the Fetch standard
 * forbids TRACE, so Next answered TRACE on every path with a 500; WebDAV methods failed the same
 * way on many routes (docs/decisions/032). Returns whether it answered.
 */
export function refuseUnservedMethod(request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method ?? ''
  // Next's own files and image optimiser (/_next/…) are read only; the proxy does not see them.
  // So is `/api/` itself: no API route owns it, and Next took a form posted there (even as
  // `/api/x/../`) for a page's server action and answered its unparsable body with a 500.
  const allowed = request.url?.startsWith('/_next/') || isApiRoot(request.url) ? NEXT_ASSETS : SERVED
  if (allowed.has(method)) return false
  const body = 'Method not allowed\n'
  response.writeHead(405, {
    ...Object.fromEntries(baseHeaders.map(({ key, value }) => [key, value])),
    allow: [...allowed].join(', '),
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  })
  response.end(method === 'HEAD' ? undefined : body)
  // The body, if any, is not read: the connection closes after the answer.
  request.resume()
  return true
}
