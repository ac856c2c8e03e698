import type { MetadataRoute } from 'next'

import { getSiteBasics } from '@/data/settings'

export const dynamic = 'force-dynamic'

/** Crawl everything public; keep crawlers out of the admin, the API and the owner login. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { siteUrl } = await getSiteBasics()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/*/login/', '/login/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
