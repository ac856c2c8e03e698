import type { Metadata } from 'next'

import { getRouteModel } from '@/data/routeModel'
import { buildMetadata } from '@/data/seo'
import { getSiteBasics } from '@/data/settings'
import { isLocale } from '@/i18n/locales'

/** Metadata of any route, from the same per-request resolution the page renders. */
export async function routeMetadata(
  locale: string,
  path: string,
  queryProjectId: number | null = null,
): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const [model, site] = await Promise.all([getRouteModel(locale, path, queryProjectId), getSiteBasics()])
  if (model.view === 'not-found' || model.view === 'gone') return { robots: { index: false } }
  return buildMetadata({
    locale,
    title: model.title,
    description: model.description,
    alternates: model.alternates,
    meta: model.view === 'entry' ? (model.page?.meta ?? null) : null,
    siteName: site.agencyName,
    noindex: model.noindex,
  })
}
