import type React from 'react'

import { SiteFrame } from '@/components/frame/SiteFrame'
import { frameLinks } from '@/data/frame'
import type { RouteModel } from '@/data/routeModel'
import { getRouteTable } from '@/data/routeTable'
import type { Locale } from '@/i18n/locales'
import { footerContent } from './footerContent'

/**
 * A route's content inside the shared frame (menu, languages, breadcrumbs, footer). A route that
 * was not found gets the frame without breadcrumbs, its language links going to each home.
 */
export async function FramedPage({
  model,
  locale,
  children,
}: {
  model: RouteModel
  locale: Locale
  children: React.ReactNode
}) {
  const found = model.view === 'not-found' ? null : model
  const page = found?.view === 'entry' ? found.page : null
  const table = found?.table ?? (await getRouteTable())
  const [frame, footer] = await Promise.all([
    frameLinks(table, locale, found?.currentKey, found?.alternates),
    footerContent(table, locale),
  ])
  return (
    <SiteFrame
      locale={locale}
      isHome={found?.view === 'entry' && found.entry.kind === 'home'}
      breadcrumbs={found && found.view !== 'gone' ? found.breadcrumbs : null}
      showFixedMenu={page?.showFixedMenu !== false}
      // Someone leaving the newsletter is not asked to join it under the very form.
      showNewsletter={!(found?.view === 'entry' && found.entry.kind === 'unsubscribe')}
      footerContent={footer}
      {...frame}
    >
      {children}
    </SiteFrame>
  )
}
