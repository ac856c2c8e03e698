import { type Locale, locales } from '../../i18n/locales'
import { slugify } from '../text/slugify'
import { pathKey, prefixed, splitSegments } from './paths'
import { listFallbackPaths } from './systemRoutes'
import type { Alternates, RouteEntry, RouteTable } from './types'

/** Entries a visitor can reach: published ones, and withdrawn ones (they answer 410). */
const reachable = (entry: RouteEntry) => entry.status !== 'draft'

export function findByOriginalPath(table: RouteTable, originalPath: string): RouteEntry | undefined {
  const key = pathKey(originalPath)
  return table.entries.find((entry) => reachable(entry) && pathKey(entry.originalPath) === key)
}

export function findByLocalizedPath(table: RouteTable, locale: Locale, path: string): RouteEntry | undefined {
  const key = pathKey(path)
  // Only home owns the empty path; another page missing a path in this language matches nothing.
  return table.entries.find(
    (entry) =>
      reachable(entry) &&
      (entry.paths[locale] !== '' || entry.kind === 'home') &&
      pathKey(entry.paths[locale]) === key,
  )
}

export function findByKey(table: RouteTable, key: string | undefined): RouteEntry | undefined {
  return key === undefined ? undefined : table.entries.find((entry) => entry.key === key)
}

/** The public URL of an entry in a language. */
export function entryHref(entry: RouteEntry, locale: Locale): string {
  return prefixed(locale, entry.paths[locale])
}

/**
 * Spec §2: the localized path of an original path in a language, "with fallback for bare for-sale
 * and for-rent". A query string is kept (search links such as /for-sale/?city=Namur|5000). An
 * original path the table does not know is returned as written: it still resolves, unprefixed.
 */
export function localizedPath(table: RouteTable, originalPath: string, locale: Locale): string {
  const [path = '', query] = splitQuery(originalPath)
  const entry = findByOriginalPath(table, path)
  const suffix = query ? `?${query}` : ''
  if (entry && entry.status === 'published') return entryHref(entry, locale) + suffix
  const fallback = listFallbackPaths[pathKey(path)]
  if (fallback) return prefixed(locale, fallback[locale]) + suffix
  return originalPath
}

/** This entry in every language (language switcher, hreflang). */
export function alternatesOf(entry: RouteEntry): Alternates {
  return Object.fromEntries(locales.map((locale) => [locale, entryHref(entry, locale)])) as Alternates
}

/** Spec §2: "Article paths are built from slugs of category, optional sub-category and article." */
export function articlePath(
  category: string,
  subCategory: string | null | undefined,
  article: string,
): string {
  return [category, subCategory, article]
    .map((segment) => slugify(segment))
    .filter((segment) => segment !== '')
    .join('/')
}

/** Localized URL of a property: /{lang}/{list}/{city}/{slug}/{id}/. */
export function propertyPath(
  locale: Locale,
  listPath: string,
  city: string | null | undefined,
  title: string,
  id: number,
): string {
  const segments = [...splitSegments(listPath), slugify(city) || '-', slugify(title) || '-', String(id)]
  return prefixed(locale, segments.join('/'))
}

function splitQuery(path: string): [string, string | undefined] {
  const index = path.indexOf('?')
  return index === -1 ? [path, undefined] : [path.slice(0, index), path.slice(index + 1)]
}
