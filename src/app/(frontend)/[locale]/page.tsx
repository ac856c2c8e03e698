import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { FramedPage } from '@/components/frame/FramedPage'
import { HomeView } from '@/components/home/HomeView'
import { getRouteModel } from '@/data/routeModel'
import { isLocale } from '@/i18n/locales'
import { routeMetadata } from '../routeMetadata'

type Props = { params: Promise<{ locale: string }> }

/** Home (spec §2): /{locale}/, and / for a visitor without a saved language. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const model = await getRouteModel(locale, '')
  if (model.view !== 'entry' || model.entry.kind !== 'home') notFound()
  return (
    <FramedPage model={model} locale={locale}>
      <HomeView model={model} locale={locale} />
    </FramedPage>
  )
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return routeMetadata(locale, '')
}
