import { StatusMessage } from '@/components/page/StatusMessage'
import { getRouteTable } from '@/data/routeTable'
import { homeHref } from '@/domain/routes/internalLinks'
import { listHref } from '@/domain/routes/links'
import { getRequestLocale, getTranslations } from '@/i18n/server'

/** 404 (spec §8 'page not found', 'property not found') in the visitor's language; the layout frames it. */
export default async function NotFound() {
  const locale = await getRequestLocale()
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
