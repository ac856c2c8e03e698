import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { SiteFrame } from '@/components/frame/SiteFrame'
import { frameLinks } from '@/data/frameProps'
import type { RouteModel } from '@/data/routeModel'
import { listHref } from '@/domain/routes/links'
import type { Locale } from '@/i18n/locales'
import { EntryView } from './EntryView'
import { footerContent } from './footerContent'
import type { SearchParams } from './ListSection'
import { ProjectView } from './ProjectView'
import { PropertyView } from './PropertyView'
import { StatusMessage } from './StatusMessage'

type Framed = Exclude<RouteModel, { view: 'not-found' }>

/** A resolved route's content inside the shared frame (menu, languages, breadcrumbs, footer). */
export async function FramedPage({
  model,
  locale,
  children,
}: {
  model: Framed
  locale: Locale
  children: React.ReactNode
}) {
  const page = model.view === 'entry' ? model.page : null
  const [frame, footer] = await Promise.all([
    frameLinks(model.table, locale, model.currentKey, model.alternates),
    footerContent(model.table, locale),
  ])
  return (
    <SiteFrame
      locale={locale}
      isHome={model.view === 'entry' && model.entry.kind === 'home'}
      breadcrumbs={model.view === 'gone' ? null : model.breadcrumbs}
      showFixedMenu={page?.showFixedMenu !== false}
      footerContent={footer}
      {...frame}
    >
      {children}
    </SiteFrame>
  )
}

type Props = {
  model: RouteModel
  locale: Locale
  /** The URL's query: a list's filters, sort, view and page. */
  searchParams: SearchParams
}

/**
 * Every route but home (which has its own route, so that the banner's slideshow code is not sent
 * with the other pages).
 */
export async function RouteView({ model, locale, searchParams }: Props) {
  if (model.view === 'not-found') notFound()
  if (model.view === 'entry' && model.entry.kind === 'home') permanentRedirect(`/${locale}/`)
  const t = await getTranslations('Errors')
  return (
    <FramedPage model={model} locale={locale}>
      {model.view === 'gone' ? (
        <StatusMessage
          code="410"
          title={t('goneTitle')}
          text={t('goneText')}
          actions={[
            { label: t('seeOffers'), href: listHref(model.table, locale, 'sale') },
            { label: t('backHome'), href: `/${locale}/` },
          ]}
        />
      ) : null}
      {model.view === 'property' ? <PropertyView detail={model.detail} /> : null}
      {model.view === 'project' ? <ProjectView project={model.project} searchParams={searchParams} /> : null}
      {model.view === 'entry' ? (
        <EntryView model={model} locale={locale} searchParams={searchParams} />
      ) : null}
    </FramedPage>
  )
}
