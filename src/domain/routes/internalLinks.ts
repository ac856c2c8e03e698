import type { Locale } from '../../i18n/locales'
import { localizedPath } from './lookup'
import { prefixed } from './paths'
import type { RouteTable } from './types'

/** A language's home page, `/{locale}/` (home owns the empty path of every language). */
export function homeHref(locale: Locale): string {
  return prefixed(locale, '')
}

/**
 * How links written in the CMS (rich text, footer texts, module buttons) reach the visitor's
 * language: an internal link is written as the original site's path ('/contact-demand/') and goes
 * through the route table; anything else (https:, mailto:, tel:, #anchor) is kept as written.
 * Bound to a table and a language, it is the `linkHref` prop of rich text, modules and articles.
 */
export function internalLinks(table: RouteTable, locale: Locale): (href: string) => string {
  return (href) => (href.startsWith('/') ? localizedPath(table, href, locale) : href)
}
