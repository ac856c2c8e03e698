import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { RouteView } from '@/components/pages/RouteView'
import { getRouteModel } from '@/data/routeModel'
import { queryParam } from '@/domain/routes/paths'
import { isLocale } from '@/i18n/locales'
import { routeMetadata } from '../../routeMetadata'

type Params = { locale: string; path: string[] }
type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<Params>; searchParams: Promise<SearchParams> }

/** Every public page: the path is resolved through the route table (spec §2), then rendered by kind. */
export default async function Page({ params, searchParams }: Props) {
  const { locale, path } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = await searchParams
  const model = await getRouteModel(locale, path.join('/'), projectIdOf(query))
  return <RouteView model={model} locale={locale} searchParams={query} />
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale, path }, query] = await Promise.all([params, searchParams])
  return routeMetadata(locale, path.join('/'), projectIdOf(query))
}

/** The ?id= of the original project URL (/project/?id={id}), when it is a positive whole number. */
function projectIdOf(query: SearchParams): number | null {
  const id = Number(queryParam(toSearch(query), 'id'))
  return Number.isInteger(id) && id > 0 ? id : null
}

function toSearch(params: SearchParams): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') search.set(key, value)
  }
  return search
}
