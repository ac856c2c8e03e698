import { headers } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'

import type { SearchParams } from '@/components/list/ListSection'
import { ProjectView } from '@/components/project/ProjectView'
import { PropertyView } from '@/components/property/PropertyView'
import type { RouteModel } from '@/data/routeModel'
import { homeHref } from '@/domain/routes/internalLinks'
import { NOT_FOUND_HEADER } from '@/domain/routes/status'
import type { Locale } from '@/i18n/locales'
import { EntryView } from './EntryView'
import { MissingPageMessage } from './MissingPageMessage'

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
    // The proxy found that the path, or its listing's or project's id, names nothing and already
    // answers 404: the message is rendered here, on the server (a thrown notFound() would reach
    // the visitor as an empty page until the scripts ran: src/domain/routes/status.ts). Otherwise
    // (a staff preview, or the published ids could not be read), throw.
    if (!(await headers()).has(NOT_FOUND_HEADER)) notFound()
    return <MissingPageMessage locale={locale} status={404} />
  }
  if (model.view === 'entry' && model.entry.kind === 'home') permanentRedirect(homeHref(locale))
  return (
    <>
      {model.view === 'gone' ? <MissingPageMessage locale={locale} status={410} /> : null}
      {model.view === 'property' ? <PropertyView detail={model.detail} /> : null}
      {model.view === 'project' ? <ProjectView project={model.project} searchParams={searchParams} /> : null}
      {model.view === 'entry' ? (
        <EntryView model={model} locale={locale} searchParams={searchParams} />
      ) : null}
    </>
  )
}
