import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { trustedProxyHops } from '@/auth/clientAddress'
import { publicOrigin } from '@/domain/seo/publicOrigin'
import { env } from '@/env'
import { getSiteBasics, type SiteBasics } from './settings'

/**
 * This request's public origin: the one the visitor used when it is SITE_URL's or one of
 * SITE_ALIASES, else SITE_URL's (src/domain/seo/publicOrigin.ts). Once per request.
 */
export const getPublicOrigin: () => Promise<string> = cache(async () =>
  publicOrigin(await headers(), { origins: env.publicOrigins, trustedProxyHops: trustedProxyHops() }),
)

/**
 * The site's basics with `siteUrl` on this request's public origin: what pages write absolute URLs
 * with (canonical, hreflang, share links, JSON-LD). Mails keep SITE_URL: they have no request.
 */
export async function getPublicSite(): Promise<SiteBasics> {
  const [site, origin] = await Promise.all([getSiteBasics(), getPublicOrigin()])
  return { ...site, siteUrl: origin }
}
