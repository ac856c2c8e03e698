import type { Metadata } from 'next'

import { MissingPageMessage } from '@/components/page/MissingPageMessage'
import { missingPageMetadata } from '@/data/seo'
import { getRequestLocale } from '@/i18n/server'

/**
 * 404 for what the proxy could not tell before the page rendered (a staff preview's missing page,
 * or an id when the published ids could not be read); the layout frames it. Otherwise the page
 * renders the same message itself (RouteView), server-rendered. Next.js takes a 404's title from
 * here, not from the page.
 */
export default async function NotFound() {
  return <MissingPageMessage locale={await getRequestLocale()} status={404} />
}

export async function generateMetadata(): Promise<Metadata> {
  return missingPageMetadata(await getRequestLocale(), 404)
}
