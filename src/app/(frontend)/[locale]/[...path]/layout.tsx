import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { FramedPage } from '@/components/frame/FramedPage'
import { getRouteModel } from '@/data/routeModel'
import { isLocale } from '@/i18n/locales'
import { requestProjectId } from '../../projectQuery'

type Props = { children: React.ReactNode; params: Promise<{ locale: string; path: string[] }> }

/**
 * The frame (menu, languages, breadcrumbs, footer) of every page but home, from the same
 * per-request route model the page renders. It lives here rather than in the page so that the
 * 404 boundary below it holds only its message: Next renders a segment's not-found element into
 * every page's payload, and a framed one repeated the whole frame (about 25 KB) on each page.
 * This layout belongs to the path segment, so a client-side navigation to another path renders
 * it again with that page's language links and breadcrumbs.
 */
export default async function PathLayout({ children, params }: Props) {
  const { locale, path } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const model = await getRouteModel(locale, path.join('/'), await requestProjectId())
  return (
    <FramedPage model={model} locale={locale}>
      {children}
    </FramedPage>
  )
}
