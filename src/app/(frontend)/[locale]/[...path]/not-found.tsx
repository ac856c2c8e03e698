import { getLocale } from 'next-intl/server'

import { StatusMessage } from '@/components/pages/StatusMessage'
import { getRouteTable } from '@/data/routeTable'
import { listHref } from '@/domain/routes/links'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'

/** 404 (spec §8 'page not found', 'property not found') in the visitor's language; the layout frames it. */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const [t, table] = await Promise.all([getTranslations({ locale, namespace: 'Errors' }), getRouteTable()])
  return (
    <StatusMessage
      code="404"
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      actions={[
        { label: t('backHome'), href: `/${locale}/` },
        { label: t('seeOffers'), href: listHref(table, locale, 'sale') },
      ]}
    />
  )
}
