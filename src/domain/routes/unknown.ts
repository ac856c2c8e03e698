import type { Locale } from '../../i18n/locales'
import { safeDecode } from './paths'
import { resolvePath } from './resolve'
import type { RouteTable } from './types'

/**
 * The request header by which the proxy tells the page that its path is unknown and that the
 * response already says 404, so that the page renders its "page not found" message itself.
 * (Next.js 16 renders a `notFound()` thrown while rendering as an empty `<body>` that only the
 * browser's scripts fill: no message without JavaScript, none until the scripts have run, and an
 * English default title; vercel/next.js#62228.) The proxy removes it from every request it passes.
 */
export const NOT_FOUND_HEADER = 'x-agency-not-found'

/**
 * Whether `segments` (the path after the language, as the URL has it) name nothing in `table`,
 * resolved as the page resolves them (Next.js decodes the path's segments, the route model once
 * more). A listing's or a project's id is not looked up: when it names nothing, the page still
 * throws `notFound()`, and the answer is a 404 all the same.
 */
export function isUnknownPath(table: RouteTable, locale: Locale, segments: readonly string[]): boolean {
  const path = segments.map(safeDecode).join('/')
  return resolvePath(table, locale, path.split('/').filter(Boolean).map(safeDecode)).kind === 'not-found'
}
