import { getRouteTable } from '@/data/routeTable'
import { homeHref } from '@/domain/routes/internalLinks'
import { listHref } from '@/domain/routes/links'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { StatusMessage } from './StatusMessage'

/**
 * 404 and 410 (spec §8 'page not found', 'property not found', a withdrawn page) in the visitor's
 * language: what happened, and the home and the offers to go on with.
 */
export async function MissingPageMessage({ locale, status }: { locale: Locale; status: 404 | 410 }) {
  const [t, table] = await Promise.all([getTranslations({ locale, namespace: 'Errors' }), getRouteTable()])
  const home = { label: t('backHome'), href: homeHref(locale) }
  const offers = { label: t('seeOffers'), href: listHref(table, locale, 'sale') }
  return status === 404 ? (
    <StatusMessage code="404" title={t('notFoundTitle')} text={t('notFoundText')} actions={[home, offers]} />
  ) : (
    <StatusMessage code="410" title={t('goneTitle')} text={t('goneText')} actions={[offers, home]} />
  )
}
