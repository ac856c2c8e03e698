import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { baseHeaders } from '@/security/headers'

/** Headers Next.js writes about its own cache and rendering: nothing a client needs to know. */
const INTERNAL = ['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'x-powered-by'] as const

/** The header names `writeHead` was given, lower-cased (an object, or a flat [name, value …] list). */
function namesIn(headers: unknown): Set<string> {
  if (Array.isArray(headers)) {
    const flat = headers.flat() as unknown[]
    return new Set(flat.filter((_, index) => index % 2 === 0).map((name) => String(name).toLowerCase()))
  }
  if (headers && typeof headers === 'object')
    return new Set(Object.keys(headers).map((name) => name.toLowerCase()))
  return new Set()
}

/**
 * Every response leaves with the site's base security headers and without Next's internal ones
 * (docs/decisions/030). next.config's `headers()` and the proxy cover what the site renders, but
 * Next answers some requests before either runs: its redirect of a path with `//` (a 308 with no
 * header of ours) and its static metadata files (`/icon.png`, with `x-nextjs-cache`). A response
 * that carries none of the base headers gets them all; one that has them keeps its own values.
 */
export function hardenResponse(response: ServerResponse): void {
  const writeHead = response.writeHead
  response.writeHead = function writeHardened(this: ServerResponse, ...args: unknown[]) {
    // writeHead(status, headers) or writeHead(status, message, headers)
    const headersAt = typeof args[1] === 'string' ? 2 : 1
    const given = args[headersAt]
    for (const name of INTERNAL) this.removeHeader(name)
    if (given && typeof given === 'object' && !Array.isArray(given)) {
      const copy: OutgoingHttpHeaders = { ...(given as OutgoingHttpHeaders) }
      for (const key of Object.keys(copy)) {
        if ((INTERNAL as readonly string[]).includes(key.toLowerCase())) delete copy[key]
      }
      args[headersAt] = copy
    }
    const passed = namesIn(args[headersAt])
    const hasOurs = baseHeaders.some(({ key }) => this.hasHeader(key) || passed.has(key))
    if (!hasOurs) for (const { key, value } of baseHeaders) this.setHeader(key, value)
    return Reflect.apply(writeHead, this, args) as ServerResponse
  } as typeof response.writeHead
}
