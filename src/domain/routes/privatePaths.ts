import { type Locale, locales } from '../../i18n/locales'
import { PRIVATE_ENTRY_KINDS } from '../cache/pageRequest'
import { pathKey, prefixed } from './paths'
import type { RouteTable } from './types'

/**
 * The paths of pages that are each visitor's own (PRIVATE_ENTRY_KINDS: the owners' sign-in, the
 * search demand, the unsubscribe page), in every language and as original paths, as keys: the
 * proxy never answers them from the page cache.
 */
export function privatePathsOf(table: RouteTable): string[] {
  const keys = table.entries
    .filter((entry) => PRIVATE_ENTRY_KINDS.has(entry.kind))
    .flatMap((entry) => [
      pathKey(entry.originalPath),
      ...locales.map((locale) => pathKey(prefixed(locale, entry.paths[locale]))),
    ])
    .filter((key) => key !== '/' && !/^\/[a-z]{2}\/$/.test(key))
  return [...new Set(keys)]
}

export function isPrivatePath(keys: readonly string[], locale: Locale, segments: readonly string[]): boolean {
  const path = segments.join('/')
  return keys.includes(pathKey(prefixed(locale, path))) || keys.includes(pathKey(path))
}
