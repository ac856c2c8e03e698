import type { Metadata } from 'next'

import { getPublicSite } from '@/data/publicOrigin'
import { getRouteTable } from '@/data/routeTable'
import { pageTitle } from '@/domain/frame/pageTitle'
import { homeHref } from '@/domain/routes/internalLinks'
import { listHref } from '@/domain/routes/links'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { StatusMessage } from './StatusMessage'

/** 404 (spec §8 'page not found', 'property not found') in the visitor's language. */
export async function NotFoundMessage({ locale }: { locale: Locale }) {
  const [t, table] = await Promise.all([getTranslations({ locale, namespace: 'Errors' }), getRouteTable()])
  return (
    <StatusMessage
      code="404"
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      actions={[
        { label: t('backHome'), href: homeHref(locale) },
        { label: t('seeOffers'), href: listHref(table, locale, 'sale') },
      ]}
    />
  )
}

/**
 * A 404's or a 410's title in the visitor's language ("Page introuvable · Agency"). Next.js itself
 * marks a response with either status noindex.
 */
export async function notFoundMetadata(
  locale: Locale,
  view: 'not-found' | 'gone' = 'not-found',
): Promise<Metadata> {
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'Errors' }), getPublicSite()])
  const title = t(view === 'gone' ? 'goneTitle' : 'notFoundTitle')
  return { title: { absolute: pageTitle(title, site.agencyName) } }
}
