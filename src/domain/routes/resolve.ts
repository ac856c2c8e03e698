import type { Locale } from '../../i18n/locales'
import { findByLocalizedPath, findByOriginalPath } from './lookup'
import { type ListName, PROJECT_SEGMENT, PROPERTY_SEGMENT } from './systemRoutes'
import type { RouteEntry, RouteTable } from './types'

export type Resolution =
  | { kind: 'entry'; entry: RouteEntry }
  | { kind: 'property'; id: number; list: ListName | null }
  | { kind: 'project'; id: number | null }
  | { kind: 'gone' }
  | { kind: 'not-found' }

const idPattern = /^[1-9]\d{0,9}$/

/**
 * What a path shows (spec §2). `segments` follow the language segment. A path is looked up as a
 * localized path of that language first, then as an original path (an unprefixed original path
 * is served in the visitor's language). Withdrawn pages and properties are 'gone' (410).
 */
export function resolvePath(table: RouteTable, locale: Locale, segments: readonly string[]): Resolution {
  const path = segments.join('/')
  const entry = findByLocalizedPath(table, locale, path) ?? findByOriginalPath(table, `/${path}/`)
  if (entry) return entry.status === 'withdrawn' ? { kind: 'gone' } : { kind: 'entry', entry }

  const detail = resolveDetail(table, locale, segments)
  if (detail?.kind === 'property' && table.withdrawnPropertyIds.includes(detail.id)) return { kind: 'gone' }
  return detail ?? { kind: 'not-found' }
}

/**
 * /property/{id}/ and /{list}/{city}/{slug}/{id}/ for properties; /project/ (id in the query),
 * /project/{id}/ and /{projects}/{slug}/{id}/ for projects.
 */
function resolveDetail(table: RouteTable, locale: Locale, segments: readonly string[]): Resolution | null {
  const first = segments[0]?.toLowerCase()
  const last = segments.at(-1) ?? ''
  if (first === PROPERTY_SEGMENT && segments.length === 2 && idPattern.test(last)) {
    return { kind: 'property', id: Number(last), list: null }
  }
  if (first === PROJECT_SEGMENT && segments.length <= 2) {
    return { kind: 'project', id: idPattern.test(last) ? Number(last) : null }
  }
  if (!idPattern.test(last)) return null
  const id = Number(last)
  if (segments.length >= 4) {
    const list = listKinds[kindOf(table, locale, segments.slice(0, -3)) ?? '']
    if (list) return { kind: 'property', id, list }
  }
  if (segments.length >= 3 && kindOf(table, locale, segments.slice(0, -2)) === 'projects-list') {
    return { kind: 'project', id }
  }
  return null
}

const listKinds: Partial<Record<string, ListName>> = {
  'sale-list': 'sale',
  'rent-list': 'rent',
  'tourist-list': 'tourist',
}

function kindOf(table: RouteTable, locale: Locale, segments: readonly string[]): string | undefined {
  const path = segments.join('/')
  const entry = findByLocalizedPath(table, locale, path) ?? findByOriginalPath(table, `/${path}/`)
  return entry?.status === 'published' ? entry.kind : undefined
}
