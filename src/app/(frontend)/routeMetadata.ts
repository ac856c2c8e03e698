import type { Metadata } from 'next'

import { getPublicSite } from '@/data/publicOrigin'
import { getRouteModel, type RouteModel } from '@/data/routeModel'
import { buildMetadata, missingPageMetadata } from '@/data/seo'
import { getAgencyShareImage, mediaDataShareImage, photoShareImage } from '@/data/shareImage'
import type { ShareImage } from '@/domain/seo/shareImage'
import { isLocale, type Locale } from '@/i18n/locales'

/**
 * A page's share picture: a listing's or project's first photo, an article's own image, else the
 * agency's picture (home banner), so that no share preview is blank.
 */
async function shareImageOf(
  model: Exclude<RouteModel, { view: 'not-found' }>,
  locale: Locale,
): Promise<ShareImage> {
  if (model.view === 'property' && model.detail.photos[0])
    return photoShareImage(model.detail.photos[0], model.title)
  if (model.view === 'project' && model.project.photos[0])
    return photoShareImage(model.project.photos[0], model.title)
  const articleImage = model.view === 'entry' ? (model.article?.seo.image ?? model.article?.image) : null
  return articleImage ? mediaDataShareImage(articleImage) : getAgencyShareImage(locale)
}

/** Metadata of any route, from the same per-request resolution the page renders. */
export async function routeMetadata(
  locale: string,
  path: string,
  queryProjectId: number | null = null,
): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const [model, site] = await Promise.all([getRouteModel(locale, path, queryProjectId), getPublicSite()])
  if (model.view === 'not-found' || model.view === 'gone')
    return missingPageMetadata(locale, model.view === 'gone' ? 410 : 404)
  const image = await shareImageOf(model, locale)
  return buildMetadata({
    locale,
    title: model.title,
    description: model.description,
    alternates: model.alternates,
    meta: model.view === 'entry' ? (model.page?.meta ?? null) : null,
    siteName: site.agencyName,
    siteUrl: site.siteUrl,
    image,
    noindex: model.noindex,
  })
}
