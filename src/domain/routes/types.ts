import type { Locale } from '../../i18n/locales'

/** What a path shows. System kinds are fixed by their original path (see systemRoutes.ts). */
export type PageKind =
  | 'home'
  | 'page'
  | 'article'
  | 'sale-list'
  | 'rent-list'
  | 'tourist-list'
  | 'projects-list'
  | 'property'
  | 'project'
  | 'contact'
  | 'free-estimate'
  | 'demand-register'
  | 'unsubscribe'
  | 'login'
  | 'thank-you'

export type EntryStatus = 'published' | 'withdrawn' | 'draft'

/**
 * One row of the route table (spec §2 "URL rewrite entry"): a CMS page or an article, with its
 * language-independent original path and its path in every language.
 */
export interface RouteEntry {
  /** `page:12` or `article:5`. */
  key: string
  kind: PageKind
  /** e.g. `/Qui-sui-je/`, `/services/vente/`; `/` for home. */
  originalPath: string
  /** Path per language without the language prefix and without slashes around it: `qui-suis-je`, `services/vente`; `''` for home. */
  paths: Record<Locale, string>
  /** Breadcrumb and menu label per language. */
  names: Record<Locale, string>
  /** Key of the parent entry (a child page's parent, an article's category page). */
  parentKey?: string
  status: EntryStatus
  showInMenu: boolean
  showBreadCrumb: boolean
  sort: number
  /** Menu entries that lead elsewhere (project pages). */
  externalLink?: string
  /** Payload document id of the page or article. */
  id: number
}

export interface RouteTable {
  entries: RouteEntry[]
  /** Ids of properties withdrawn from the CRM: their URLs answer 410. */
  withdrawnPropertyIds: number[]
}

/** A menu item as the header and drawer render it. */
export interface MenuItem {
  label: string
  href: string
  /** Opens in a new tab (external link). */
  external: boolean
  /** This item or one of its children is the current page. */
  current: boolean
  children: MenuItem[]
}

export interface BreadcrumbItem {
  label: string
  /** Absent on the last item (the current page). */
  href?: string
}

/** Link to the same page in every language, for the switcher and hreflang. */
export type Alternates = Record<Locale, string>
