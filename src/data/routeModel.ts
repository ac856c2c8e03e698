import 'server-only'

import { permanentRedirect } from 'next/navigation'
import { cache } from 'react'

import { descriptionExcerpt } from '@/domain/property/descriptionExcerpt'
import { homeHref } from '@/domain/routes/internalLinks'
import { projectHref, propertyHref } from '@/domain/routes/links'
import { alternatesOf, findByOriginalPath } from '@/domain/routes/lookup'
import { entryBreadcrumbs, propertyBreadcrumbs } from '@/domain/routes/navigation'
import { safeDecode } from '@/domain/routes/paths'
import { resolvePath } from '@/domain/routes/resolve'
import { listOriginalPaths } from '@/domain/routes/systemRoutes'
import type { Alternates, BreadcrumbItem, RouteEntry, RouteTable } from '@/domain/routes/types'
import { type Locale, locales } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { type ArticleDetail, getArticle } from './articles'
import { getPage } from './pages'
import { getProject, listProjects, type ProjectDetail } from './projects'
import { getPropertyDetail, type PropertyDetail } from './properties'
import { getRouteTable } from './routeTable'

type Common = {
  table: RouteTable
  title: string
  description: string | null
  alternates: Alternates | null
  breadcrumbs: BreadcrumbItem[] | null
  /** Key of the route-table entry, for the menu's current item. */
  currentKey?: string
  noindex: boolean
}

export type RouteModel =
  | { view: 'not-found' }
  | (Common & { view: 'gone' })
  | (Common & { view: 'entry'; entry: RouteEntry; page: Page | null; article: ArticleDetail | null })
  | (Common & { view: 'property'; detail: PropertyDetail; listEntry: RouteEntry | undefined })
  | (Common & { view: 'project'; project: ProjectDetail })

/**
 * Everything a route needs before rendering: the resolved entry or record, its title, the same
 * page in the other languages and its breadcrumbs. Made once per request (React `cache`) and shared
 * by the path layout, the page and its metadata. `path` is the segments after the language, joined
 * with '/'.
 */
export const getRouteModel = cache(
  async (locale: Locale, path: string, queryProjectId: number | null = null): Promise<RouteModel> => {
    const table = await getRouteTable()
    const resolution = resolvePath(table, locale, path.split('/').filter(Boolean).map(safeDecode))
    const home = { label: findByOriginalPath(table, '/')?.names[locale] ?? 'Home', href: homeHref(locale) }
    switch (resolution.kind) {
      case 'not-found':
        return { view: 'not-found' }
      case 'gone':
        return {
          view: 'gone',
          table,
          title: '',
          description: null,
          alternates: null,
          breadcrumbs: null,
          noindex: true,
        }
      case 'property': {
        const detail = await getPropertyDetail(resolution.id, locale)
        if (!detail) return { view: 'not-found' }
        const list = resolution.list ?? detail.summary.list
        // One canonical path per listing: under a list it is not in, a permanent redirect.
        if (!detail.lists.includes(list)) {
          permanentRedirect(
            propertyHref(table, locale, {
              id: detail.summary.id,
              ...detail.names[locale],
              list: detail.summary.list,
            }),
          )
        }
        const listEntry = findByOriginalPath(table, listOriginalPaths[list])
        const alternates = Object.fromEntries(
          locales.map((l) => [
            l,
            propertyHref(table, l, { id: detail.summary.id, ...detail.names[l], list: detail.summary.list }),
          ]),
        ) as Alternates
        return {
          view: 'property',
          table,
          detail,
          listEntry,
          title: detail.summary.title,
          // The CRM's description is HTML: the meta description is its plain-text excerpt.
          description: descriptionExcerpt(detail.description, { ellipsis: true }) || null,
          alternates,
          breadcrumbs: propertyBreadcrumbs(listEntry, locale, detail.summary.title),
          currentKey: listEntry?.key,
          noindex: false,
        }
      }
      case 'project': {
        // /project/?id= (spec §2) names the project in the query; the localized paths in the path.
        const id = resolution.id ?? queryProjectId
        const [project, ...everyLanguage] = await Promise.all([
          id ? getProject(id, locale) : null,
          ...locales.map((l) => listProjects(l)),
        ])
        if (!project) return { view: 'not-found' }
        // Each language's URL from the project's name in that language (issue 20: every hreflang
        // link had the French slug).
        const nameIn = (l: Locale, i: number) =>
          everyLanguage[i]?.find((known) => known.id === project.id)?.name || project.name
        const listEntry = findByOriginalPath(table, '/projects/')
        const list = listEntry?.status === 'published' ? listEntry : undefined
        return {
          view: 'project',
          table,
          project,
          title: project.name,
          description: descriptionExcerpt(project.description, { ellipsis: true }) || null,
          alternates: Object.fromEntries(
            locales.map((l, i) => [l, projectHref(table, l, { id: project.id, name: nameIn(l, i) })]),
          ) as Alternates,
          breadcrumbs: propertyBreadcrumbs(list, locale, project.name),
          currentKey: list?.key,
          noindex: false,
        }
      }
      case 'entry': {
        const { entry } = resolution
        const [page, article] = await Promise.all([
          entry.kind === 'article' ? null : getPage(entry.id, locale),
          entry.kind === 'article' ? getArticle(entry.id, locale) : null,
        ])
        if (entry.kind !== 'article' && !page) return { view: 'not-found' }
        if (entry.kind === 'article' && !article) return { view: 'not-found' }
        const title = article?.title ?? page?.title ?? page?.name ?? entry.names[locale]
        return {
          view: 'entry',
          table,
          entry,
          page,
          article,
          title,
          description: article?.summary ?? page?.description ?? null,
          alternates: alternatesOf(entry),
          breadcrumbs:
            entry.showBreadCrumb && page?.showBreadCrumb !== false
              ? entryBreadcrumbs(table, entry, locale, home)
              : null,
          currentKey: entry.parentKey && entry.kind === 'article' ? entry.parentKey : entry.key,
          noindex: entry.kind === 'thank-you' || entry.kind === 'login',
        }
      }
    }
  },
)
