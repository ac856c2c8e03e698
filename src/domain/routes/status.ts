import type { Locale } from '../../i18n/locales'
import { projectIdOf, type QueryInput, safeDecode } from './paths'
import { resolvePath } from './resolve'
import type { RouteTable } from './types'

/**
 * The request header by which the proxy tells the page that its path names nothing and that the
 * response already says 404, so that the page renders its "page not found" message itself.
 * (Next.js 16 renders a `notFound()` thrown while rendering as an empty `<body>` that only the
 * browser's scripts fill: no message without JavaScript, none until the scripts have run, and an
 * English default title; vercel/next.js#62228.) The proxy removes it from every request it passes.
 */
export const NOT_FOUND_HEADER = 'x-agency-not-found'

/** A listing's or a project's id, which the route table does not hold: the caller looks it up. */
export type IdToLook = { kind: 'property' | 'project'; id: number }

/**
 * The status a page answers with, decided before it renders (a page cannot set its status in the
 * App Router): 410 for a withdrawn page or property, 404 for a path that names nothing, else none.
 * `segments` (the path after the language, as the URL has it) are resolved as the page resolves
 * them (Next.js decodes the path's segments, the route model once more), so the two never
 * disagree. A listing's or a project's path gives its id (a project's from `search`, /project/?id=,
 * when its path has none): the caller looks it up among the published ones, and answers 404 when
 * it is not there, as the page would find it missing.
 */
export function pathStatus(
  table: RouteTable,
  locale: Locale,
  segments: readonly string[],
  search: QueryInput = '',
): 404 | 410 | IdToLook | null {
  const path = segments.map(safeDecode).join('/')
  const resolution = resolvePath(table, locale, path.split('/').filter(Boolean).map(safeDecode))
  switch (resolution.kind) {
    case 'gone':
      return 410
    case 'not-found':
      return 404
    case 'property':
      return { kind: 'property', id: resolution.id }
    case 'project': {
      const id = resolution.id ?? projectIdOf(search)
      return id === null ? 404 : { kind: 'project', id }
    }
    case 'entry':
      return null
  }
}
