import 'server-only'

import { lastKnown } from '@/data/cache/lastKnown'
import { processValue } from '@/data/cache/processMemo'
import { payloadClient } from '@/data/payload'
import { env } from '@/env'
import { type CspSources, noSources } from './csp'

const clean = (value: string | null | undefined): string | null => value?.trim() || null

/**
 * What the site settings switch on in the public pages' policy: the map tiles' host and the
 * trackers whose IDs are set (the IDs themselves stay out of the header). Read once per process
 * until the settings change, like every other read of them (decision 018).
 */
const readSources = processValue('csp-sources', ['global:site-settings'], async (): Promise<CspSources> => {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  const analytics = settings.analytics
  return {
    tileUrl: clean(settings.agency?.mapTileUrl),
    googleAnalytics: Boolean(clean(analytics?.googleAnalyticsId)),
    googleAds: Boolean(clean(analytics?.googleAdsId)),
    tagManager: Boolean(clean(analytics?.tagManagerId)),
    socialPixel: Boolean(clean(analytics?.socialPixelId)),
    mediaOrigins: env.crmMediaOrigins,
    siteOrigin,
  }
})

const siteOrigin = new URL(env.siteUrl).origin

/**
 * The sources, or the last ones read when the database does not answer: a page's headers must
 * never wait on an error (at first: nothing but the site itself, so tiles and trackers are refused).
 */
export const cspSources: () => Promise<CspSources> = lastKnown(readSources, {
  ...noSources,
  mediaOrigins: env.crmMediaOrigins,
  siteOrigin,
})
