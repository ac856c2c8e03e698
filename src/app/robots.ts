import type { MetadataRoute } from 'next'

import { getPublicOrigin } from '@/data/publicOrigin'

export const dynamic = 'force-dynamic'

/** Crawl everything public; keep crawlers out of the admin, the API and the owner login. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // The sitemap on the origin robots.txt was asked at, when it is one of the site's.
  const siteUrl = await getPublicOrigin()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/*/login/', '/login/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
