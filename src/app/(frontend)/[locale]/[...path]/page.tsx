import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { RouteView } from '@/components/page/RouteView'
import { getRouteModel } from '@/data/routeModel'
import { projectIdOf } from '@/domain/routes/paths'
import { isLocale } from '@/i18n/locales'
import { routeMetadata } from '../../routeMetadata'

type Params = { locale: string; path: string[] }
type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<Params>; searchParams: Promise<SearchParams> }

/**
 * Every public page but home: the path is resolved through the route table (spec §2), then
 * rendered by kind inside the frame of this segment's layout.
 */
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
