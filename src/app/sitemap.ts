import type { MetadataRoute } from 'next'

import { getPublicSite } from '@/data/publicOrigin'
import { getRouteTable } from '@/data/routeTable'
import { sitemapEntries } from '@/data/sitemap'

export const dynamic = 'force-dynamic'

/**
 * Every public URL in every offered language, with its alternates (issue 3 §6), on the origin it
 * was asked at when that is one of the site's (src/data/publicOrigin.ts).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [table, site] = await Promise.all([getRouteTable(), getPublicSite()])
  return sitemapEntries(table, site)
}
