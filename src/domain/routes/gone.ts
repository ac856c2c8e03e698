import type { Locale } from '../../i18n/locales'
import { entryPathKeys, hasPathKey } from './pathKeys'
import { PROPERTY_SEGMENT } from './systemRoutes'
import type { RouteTable } from './types'

/** What answers 410 Gone: withdrawn pages (every language's path and the original) and properties. */
export type GoneSet = { paths: string[]; propertyIds: number[] }

export function goneSetOf(table: RouteTable): GoneSet {
  return {
    paths: entryPathKeys(table.entries.filter((entry) => entry.status === 'withdrawn')),
    propertyIds: table.withdrawnPropertyIds,
  }
}

const idPattern = /^[1-9]\d{0,9}$/

/**
 * Whether a request answers 410, decided before the page renders (the page cannot set a status).
 * Property URLs are recognised by shape: /property/{id}/ or /{list}/{city}/{slug}/{id}/.
 */
export function isGone(set: GoneSet, locale: Locale, segments: readonly string[]): boolean {
  if (hasPathKey(set.paths, locale, segments)) return true
  const last = segments.at(-1) ?? ''
  const propertyShape =
    (segments.length === 2 && segments[0]?.toLowerCase() === PROPERTY_SEGMENT) || segments.length >= 4
  return propertyShape && idPattern.test(last) && set.propertyIds.includes(Number(last))
}
