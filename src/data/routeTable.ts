import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { articlePath } from '@/domain/routes/lookup'
import { privatePathsOf } from '@/domain/routes/privatePaths'
import { systemKindOf } from '@/domain/routes/systemRoutes'
import type { EntryStatus, PageKind, RouteEntry, RouteTable } from '@/domain/routes/types'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { processValue } from './cache/processMemo'
import { payloadClient } from './payload'
import { previewer } from './preview'

type Localized = Partial<Record<Locale, string | null>> | string | null | undefined

/** A value read with `locale: 'all'`, in every language; German (and any gap) falls back to the default. */
function perLocale(value: Localized): Record<Locale, string> {
  const read = (locale: Locale) => (typeof value === 'string' ? value : (value?.[locale] ?? ''))
  // A value missing in the default language too is taken from any language that has one.
  const any = read(defaultLocale) || locales.map(read).find(Boolean) || ''
  return Object.fromEntries(locales.map((locale) => [locale, read(locale) || any])) as Record<Locale, string>
}

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value && 'id' in value
      ? Number(value.id)
      : undefined

type PageRow = {
  id: number
  name?: Localized
  path?: Localized
  originalPath?: string | null
  parent?: unknown
  status?: string | null
  type?: string | null
  showInMenu?: boolean | null
  showBreadCrumb?: boolean | null
  sort?: number | null
  externalLink?: string | null
}

function pageEntries(rows: PageRow[]): RouteEntry[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const fullPath = (row: PageRow, locale: Locale, depth = 0): string => {
    const own = perLocale(row.path)[locale]
    const parent = byId.get(idOf(row.parent) ?? -1)
    if (!parent || depth > 8) return own
    return [fullPath(parent, locale, depth + 1), own].filter(Boolean).join('/')
  }
  const kindOf = (row: PageRow): PageKind => {
    const system = systemKindOf(row.originalPath ?? '')
    if (system) return system
    if (row.type === 'home') return 'home'
    if (row.type === 'login') return 'login'
    if (row.type === 'feedback') return 'thank-you'
    return 'page'
  }
  return rows.map((row) => ({
    key: `page:${row.id}`,
    id: row.id,
    kind: kindOf(row),
    originalPath: row.originalPath || `/${fullPath(row, defaultLocale)}/`,
    // Home is the language's root whatever its name would make of an empty path.
    paths: Object.fromEntries(
      locales.map((locale) => [locale, kindOf(row) === 'home' ? '' : fullPath(row, locale)]),
    ) as Record<Locale, string>,
    names: perLocale(row.name),
    parentKey: idOf(row.parent) !== undefined ? `page:${idOf(row.parent)}` : undefined,
    status: (row.status ?? 'draft') as EntryStatus,
    showInMenu: row.showInMenu !== false,
    showBreadCrumb: row.showBreadCrumb !== false,
    sort: row.sort ?? 0,
    externalLink: row.externalLink || undefined,
  }))
}

type CategoryRow = { id: number; slug?: Localized }
type ArticleRow = {
  id: number
  title?: Localized
  slug?: Localized
  category?: unknown
  subCategory?: unknown
  status?: string | null
  sort?: number | null
}

/** Articles live under the page whose path is their category's slug (/services/vente/). */
function articleEntries(rows: ArticleRow[], categories: CategoryRow[], pages: RouteEntry[]): RouteEntry[] {
  const categoryById = new Map(categories.map((category) => [category.id, perLocale(category.slug)]))
  return rows.flatMap((row): RouteEntry[] => {
    const category = categoryById.get(idOf(row.category) ?? -1)
    const page = category && pages.find((entry) => entry.paths[defaultLocale] === category[defaultLocale])
    if (!category || !page) return []
    const sub = categoryById.get(idOf(row.subCategory) ?? -1)
    const slug = perLocale(row.slug)
    const paths = Object.fromEntries(
      locales.map((locale) => [locale, articlePath(page.paths[locale], sub?.[locale], slug[locale])]),
    ) as Record<Locale, string>
    return [
      {
        key: `article:${row.id}`,
        id: row.id,
        kind: 'article',
        originalPath: `/${articlePath(category[defaultLocale], sub?.[defaultLocale], slug[defaultLocale])}/`,
        paths,
        names: perLocale(row.title),
        parentKey: page.key,
        status: (row.status ?? 'draft') as EntryStatus,
        showInMenu: false,
        showBreadCrumb: true,
        sort: row.sort ?? 0,
      },
    ]
  })
}

/**
 * The route table from the CMS. Withdrawn documents are read too (their URLs answer 410), so
 * access is overridden here; only routing fields are selected and hidden documents are left out.
 * Pages and articles have drafts (src/collections/drafts.ts): visitors get the published ones;
 * a staff preview (`drafts`) gets the latest draft of each, never-published ones included.
 */
export async function loadRouteTable({ drafts = false }: { drafts?: boolean } = {}): Promise<RouteTable> {
  const payload = await payloadClient()
  const common = { locale: 'all', depth: 0, pagination: false, overrideAccess: true } as const
  const notDraft: Where = { status: { not_equals: 'draft' } }
  const live: Where = drafts
    ? notDraft
    : { and: [notDraft, { or: [{ _status: { equals: 'published' } }, { status: { equals: 'withdrawn' } }] }] }
  const [pages, categories, articles, withdrawn] = await Promise.all([
    payload.find({
      collection: 'pages',
      ...common,
      draft: drafts,
      where: live,
      select: {
        name: true,
        path: true,
        originalPath: true,
        parent: true,
        status: true,
        type: true,
        showInMenu: true,
        showBreadCrumb: true,
        sort: true,
        externalLink: true,
      },
    }),
    payload.find({ collection: 'categories', ...common, where: notDraft, select: { slug: true } }),
    payload.find({
      collection: 'articles',
      ...common,
      draft: drafts,
      where: live,
      select: { title: true, slug: true, category: true, subCategory: true, status: true, sort: true },
    }),
    payload.find({
      collection: 'properties',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      where: { status: { equals: 'withdrawn' } },
      select: { id: true },
    }),
  ])
  const pageRows = pageEntries(pages.docs as unknown as PageRow[])
  return {
    entries: [
      ...pageRows,
      ...articleEntries(
        articles.docs as unknown as ArticleRow[],
        categories.docs as unknown as CategoryRow[],
        pageRows,
      ),
    ],
    withdrawnPropertyIds: withdrawn.docs.map((doc) => doc.id),
  }
}

// Withdrawn properties are in the table (their URLs answer 410), hence `properties`.
const routeSources = ['pages', 'articles', 'categories', 'properties'] as const

const publishedRouteTable = processValue('route-table', routeSources, () => loadRouteTable())
// A staff preview reads the drafts again for each request: it is one person's, never kept.
const draftRouteTable = cache(() => loadRouteTable({ drafts: true }))

/**
 * The route table (spec §2) built from the CMS: every page and article path in every language;
 * with drafts in a staff preview (src/data/preview.ts).
 */
export async function getRouteTable(): Promise<RouteTable> {
  return (await previewer()) ? draftRouteTable() : publishedRouteTable()
}

/**
 * The published route table, whatever the request: for the proxy, which answers 410 for what is
 * withdrawn and 404 for what names nothing before the page renders (src/domain/routes/status.ts).
 * Never the drafts of a staff preview.
 */
export const getPublishedRouteTable: () => Promise<RouteTable> = publishedRouteTable

/** The paths the page cache never answers (src/domain/routes/privatePaths.ts); read by the proxy. */
export const getPrivatePaths: () => Promise<string[]> = processValue(
  'private-paths',
  routeSources,
  async () => privatePathsOf(await publishedRouteTable()),
)
