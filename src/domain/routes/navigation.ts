import type { Locale } from '../../i18n/locales'
import { entryHref, findByKey } from './lookup'
import type { BreadcrumbItem, MenuItem, RouteEntry, RouteTable } from './types'

const bySort = (a: RouteEntry, b: RouteEntry) => a.sort - b.sort || a.id - b.id

/**
 * The main menu (spec §2): published entries flagged for the menu, children under their parent,
 * in sort order; an entry with an external link leads there (project pages).
 */
export function menuTree(table: RouteTable, locale: Locale, currentKey?: string): MenuItem[] {
  const visible = table.entries.filter(
    (entry) => entry.status === 'published' && entry.showInMenu && entry.kind !== 'article',
  )
  const keys = new Set(visible.map((entry) => entry.key))
  const build = (parentKey: string | undefined): MenuItem[] =>
    visible
      .filter((entry) =>
        parentKey === undefined
          ? entry.parentKey === undefined || !keys.has(entry.parentKey)
          : entry.parentKey === parentKey,
      )
      .sort(bySort)
      .map((entry) => {
        const children = build(entry.key)
        return {
          label: entry.names[locale],
          href: entry.externalLink ?? entryHref(entry, locale),
          external: entry.externalLink !== undefined,
          current: entry.key === currentKey || children.some((child) => child.current),
          children,
        }
      })
  return build(undefined)
}

/** The chain from the top-level ancestor down to the entry itself. */
function lineage(table: RouteTable, entry: RouteEntry): RouteEntry[] {
  const chain: RouteEntry[] = [entry]
  const seen = new Set([entry.key])
  let parent = findByKey(table, entry.parentKey)
  while (parent && !seen.has(parent.key)) {
    chain.unshift(parent)
    seen.add(parent.key)
    parent = findByKey(table, parent.parentKey)
  }
  return chain
}

/**
 * Breadcrumbs of a page or article (spec §2): home, the ancestors, the page itself (not linked).
 * Thank-you and login pages show only their own title ('Merci', 'Owner login').
 */
export function entryBreadcrumbs(
  table: RouteTable,
  entry: RouteEntry,
  locale: Locale,
  home: BreadcrumbItem,
): BreadcrumbItem[] {
  if (entry.kind === 'home') return [{ label: home.label }]
  const chain = entry.kind === 'thank-you' || entry.kind === 'login' ? [entry] : lineage(table, entry)
  return [
    home,
    ...chain.map((item, index) =>
      index === chain.length - 1
        ? { label: item.names[locale] }
        : { label: item.names[locale], href: entryHref(item, locale) },
    ),
  ]
}

/**
 * Spec §2: "Breadcrumb of a property goes from its list page to the property title; the parent
 * path of a property is the first breadcrumb entry."
 */
export function propertyBreadcrumbs(
  list: RouteEntry | undefined,
  locale: Locale,
  title: string,
): BreadcrumbItem[] {
  return list
    ? [{ label: list.names[locale], href: entryHref(list, locale) }, { label: title }]
    : [{ label: title }]
}
