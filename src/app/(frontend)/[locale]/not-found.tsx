import { getLocale, getTranslations } from 'next-intl/server'

import { SiteFrame } from '@/components/frame/SiteFrame'
import { footerContent } from '@/components/pages/footerContent'
import { StatusMessage } from '@/components/pages/StatusMessage'
import { frameLinks } from '@/data/frameProps'
import { getRouteTable } from '@/data/routeTable'
import { listHref } from '@/domain/routes/links'
import { defaultLocale, isLocale } from '@/i18n/locales'

/** 404 (spec §8 'page not found', 'property not found'), inside the frame, in the visitor's language. */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const [t, table] = await Promise.all([getTranslations({ locale, namespace: 'Errors' }), getRouteTable()])
  const [frame, footer] = await Promise.all([frameLinks(table, locale), footerContent(table, locale)])
  return (
    <SiteFrame
      locale={locale}
      isHome={false}
      breadcrumbs={null}
      showFixedMenu
      footerContent={footer}
      {...frame}
    >
      <StatusMessage
        code="404"
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        actions={[
          { label: t('backHome'), href: `/${locale}/` },
          { label: t('seeOffers'), href: listHref(table, locale, 'sale') },
        ]}
      />
    </SiteFrame>
  )
}
