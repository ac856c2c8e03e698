import type { Metadata } from 'next'

import { MissingPageMessage } from '@/components/page/MissingPageMessage'
import { missingPageMetadata } from '@/data/seo'
import { getRequestLocale } from '@/i18n/server'

/**
 * 404 for what the proxy could not tell before the page rendered (a listing's or a project's id
 * that names nothing); the layout frames it. A path that names nothing gets the same message from
 * the page itself (RouteView), server-rendered. Next.js takes a 404's title from here, not from
 * the page.
 */
export default async function NotFound() {
  return <MissingPageMessage locale={await getRequestLocale()} status={404} />
}

export async function generateMetadata(): Promise<Metadata> {
  return missingPageMetadata(await getRequestLocale(), 404)
}
