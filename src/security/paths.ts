/**
 * What the proxy does with a path before anything else (docs/decisions/030). Pure.
 */

/**
 * Whether every percent escape of a path decodes. Next.js fails on one that does not (`/fr/%ff/`)
 * while matching its routes, and answers a bare 500 without any of our headers: the proxy answers
 * 400 first.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Next.js's own trailing-slash redirect (`trailingSlash: true`), which the proxy makes instead so
 * that the 308 carries the security headers (Next sends its redirects without the configured
 * headers; `skipTrailingSlashRedirect` turns its own off). The same rule: a last segment without
 * a dot gets a slash, a slashed one ending in `.ext` loses it, `/.well-known/` is left alone, and
 * anything else stays as it is. Null when the path is already right.
 */
export function trailingSlashRedirect(pathname: string): string | null {
  if (pathname === '/' || pathname.startsWith('/.well-known/')) return null
  const slashed = pathname.endsWith('/')
  const trimmed = slashed ? pathname.slice(0, -1) : pathname
  const last = trimmed.slice(trimmed.lastIndexOf('/') + 1)
  if (last === '') return null // `//`: Next redirects repeated slashes itself, before the proxy
  if (!last.includes('.')) return slashed ? null : `${pathname}/`
  return slashed && /\.\w+$/.test(last) ? trimmed : null
}

export type PathKind = 'page' | 'admin' | 'frame' | 'resource'

// Route handlers and files: no page, so no language, no nonce.
const RESOURCE_PREFIXES = [
  'api',
  '_next',
  'crm-media',
  'suggest',
  'altcha',
  'newsletter',
  // The demand register's mail links (issue 18).
  'demand',
  // The unsubscribe link and its RFC 8058 one-click endpoint (issue 18).
  'unsubscribe',
  'preview',
  'monaco-editor',
]

/**
 * `page`: a public page, served in a language (src/proxy.ts); `admin`: Payload's admin; `frame`:
 * the embedded map (a page of its own, outside the languages); `resource`: route handlers and files.
 */
export function pathKind(pathname: string): PathKind {
  const first = pathname.split('/')[1] ?? ''
  if (first === 'admin') return 'admin'
  if (first === 'map-frame') return 'frame'
  if (RESOURCE_PREFIXES.includes(first)) return 'resource'
  // A file (robots.txt, sitemap.xml, icon.png, /images/…): its last segment has an extension.
  return /\.[a-zA-Z0-9]+$/.test(pathname) ? 'resource' : 'page'
}

/**
 * Route handlers outside the API that take a POST of their own (resources otherwise answer reads
 * only): the RFC 8058 one-click unsubscription, which mail clients POST to the mails' link.
 */
const POST_HANDLERS = new Set(['/unsubscribe/'])

export const takesPost = (pathname: string, method: string): boolean =>
  method === 'POST' && POST_HANDLERS.has(pathname)
