import type { Metadata } from 'next'

import { NotFoundMessage, notFoundMetadata } from '@/components/page/NotFoundMessage'
import { getRequestLocale } from '@/i18n/server'

/**
 * 404 for what the proxy could not tell before the page rendered (a listing's or a project's id
 * that names nothing); the layout frames it. An unknown path gets the same message from the page
 * itself (RouteView), server-rendered. Next.js takes a 404's title from here, not from the page.
 */
export default async function NotFound() {
  return <NotFoundMessage locale={await getRequestLocale()} />
}

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await getRequestLocale())
}
