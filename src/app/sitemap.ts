import type { MetadataRoute } from 'next'

import { getRouteTable } from '@/data/routeTable'
import { getSiteBasics } from '@/data/settings'
import { sitemapEntries } from '@/data/sitemap'

export const dynamic = 'force-dynamic'

/** Every public URL in every offered language, with its alternates (issue 3 §6). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [table, site] = await Promise.all([getRouteTable(), getSiteBasics()])
  return sitemapEntries(table, site)
}
