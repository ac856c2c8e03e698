import { headers } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'

import type { SearchParams } from '@/components/list/ListSection'
import { ProjectView } from '@/components/project/ProjectView'
import { PropertyView } from '@/components/property/PropertyView'
import type { RouteModel } from '@/data/routeModel'
import { homeHref } from '@/domain/routes/internalLinks'
import { listHref } from '@/domain/routes/links'
import { NOT_FOUND_HEADER } from '@/domain/routes/unknown'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { EntryView } from './EntryView'
import { NotFoundMessage } from './NotFoundMessage'
import { StatusMessage } from './StatusMessage'

type Props = {
  model: RouteModel
  locale: Locale
  /** The URL's query: a list's filters, sort, view and page. */
  searchParams: SearchParams
}

/**
 * The content of every route but home (which has its own route, so that the banner's slideshow
 * code is not sent with the other pages); the path segment's layout frames it.
 */
export async function RouteView({ model, locale, searchParams }: Props) {
  if (model.view === 'not-found') {
    // The proxy found the path unknown and already answers 404: the message is rendered here, on
    // the server (a thrown notFound() would reach the visitor as an empty page until the scripts
    // ran: src/domain/routes/unknown.ts). Otherwise (a listing's id that names nothing), throw.
    if (!(await headers()).has(NOT_FOUND_HEADER)) notFound()
    return <NotFoundMessage locale={locale} />
  }
  if (model.view === 'entry' && model.entry.kind === 'home') permanentRedirect(homeHref(locale))
  const t = await getTranslations('Errors')
  return (
    <>
      {model.view === 'gone' ? (
        <StatusMessage
          code="410"
          title={t('goneTitle')}
          text={t('goneText')}
          actions={[
            { label: t('seeOffers'), href: listHref(model.table, locale, 'sale') },
            { label: t('backHome'), href: homeHref(locale) },
          ]}
        />
      ) : null}
      {model.view === 'property' ? <PropertyView detail={model.detail} /> : null}
      {model.view === 'project' ? <ProjectView project={model.project} searchParams={searchParams} /> : null}
      {model.view === 'entry' ? (
        <EntryView model={model} locale={locale} searchParams={searchParams} />
      ) : null}
    </>
  )
}
