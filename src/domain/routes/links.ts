import type { Locale } from '../../i18n/locales'
import { slugify } from '../text/slugify'
import { entryHref, findByKey, findByOriginalPath, propertyPath } from './lookup'
import { prefixed } from './paths'
import {
  listFallbackPaths,
  type ListName,
  listOriginalPaths,
  PROJECT_SEGMENT,
  PROPERTY_SEGMENT,
} from './systemRoutes'
import type { RouteTable } from './types'

export type ListFlags = {
  goal?: 'sale' | 'rent' | null
  listedForSale?: boolean | null
  listedForRent?: boolean | null
  listedAsTouristRental?: boolean | null
}

/**
 * The list a property's canonical URL sits under. A property listed both for rent and as a
 * tourist rental (property 102) is reachable under both lists; its canonical one is for-rent.
 */
export function canonicalList(flags: ListFlags): ListName {
  if (flags.listedForSale) return 'sale'
  if (flags.listedForRent) return 'rent'
  if (flags.listedAsTouristRental) return 'tourist'
  return flags.goal === 'sale' ? 'sale' : 'rent'
}

/**
 * Every list a property is served under (spec §2: property 102, listed for rent and as a tourist
 * rental, is reachable under both), its canonical one first. Under any other list its URL answers a
 * permanent redirect to the canonical one (issue 20: a sale listing answered 200 under for-rent).
 */
export function listsOf(flags: ListFlags): ListName[] {
  const canonical = canonicalList(flags)
  const listed: ListName[] = []
  if (flags.listedForSale) listed.push('sale')
  if (flags.listedForRent) listed.push('rent')
  if (flags.listedAsTouristRental) listed.push('tourist')
  return [canonical, ...listed.filter((list) => list !== canonical)]
}

/** The localized path of a list without slashes, e.g. `a-vendre`; `null` when the list has no page. */
export function listPath(table: RouteTable, locale: Locale, list: ListName): string | null {
  const entry = findByOriginalPath(table, listOriginalPaths[list])
  if (entry?.status === 'published') return entry.paths[locale]
  return listFallbackPaths[listOriginalPaths[list]]?.[locale] ?? null
}

export function listHref(table: RouteTable, locale: Locale, list: ListName): string {
  const path = listPath(table, locale, list)
  return path === null ? prefixed(locale, '') : prefixed(locale, path)
}

/** /{lang}/{list}/{city}/{slug}/{id}/, or /{lang}/property/{id}/ when the list has no page. */
export function propertyHref(
  table: RouteTable,
  locale: Locale,
  property: { id: number; title: string; slug?: string | null; cityName?: string | null; list: ListName },
): string {
  const path = listPath(table, locale, property.list)
  if (path === null) return prefixed(locale, `${PROPERTY_SEGMENT}/${property.id}`)
  return propertyPath(locale, path, property.cityName, property.slug || property.title, property.id)
}

/** /{lang}/{projects}/{slug}/{id}/, or the original /project/?id={id} when there is no projects page. */
export function projectHref(
  table: RouteTable,
  locale: Locale,
  project: { id: number; name: string },
): string {
  const list = findByOriginalPath(table, '/projects/')
  if (list?.status !== 'published') return `/${locale}/${PROJECT_SEGMENT}/?id=${project.id}`
  return prefixed(locale, [list.paths[locale], slugify(project.name) || '-', String(project.id)].join('/'))
}

/** The public URL of an article, or null when its category has no page. */
export function articleHref(table: RouteTable, locale: Locale, articleId: number): string | null {
  const entry = findByKey(table, `article:${articleId}`)
  return entry?.status === 'published' ? entryHref(entry, locale) : null
}
