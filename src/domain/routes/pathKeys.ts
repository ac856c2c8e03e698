import { type Locale, locales } from '../../i18n/locales'
import { pathKey, prefixed } from './paths'
import type { RouteEntry } from './types'

/**
 * The comparison keys of these entries' paths: every language's path and the original one. A
 * page without a path in some language never takes a language's home page with it.
 */
export function entryPathKeys(entries: readonly RouteEntry[]): string[] {
  const keys = entries
    .flatMap((entry) => [
      pathKey(entry.originalPath),
      ...locales.map((locale) => pathKey(prefixed(locale, entry.paths[locale]))),
    ])
    .filter((key) => key !== '/' && !/^\/[a-z]{2}\/$/.test(key))
  return [...new Set(keys)]
}

/** Whether a request's path (its language and the segments after it) is one of these keys. */
export function hasPathKey(keys: readonly string[], locale: Locale, segments: readonly string[]): boolean {
  const path = segments.join('/')
  return keys.includes(pathKey(prefixed(locale, path))) || keys.includes(pathKey(path))
}
