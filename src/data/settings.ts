import 'server-only'

import { unstable_cache } from 'next/cache'

import { env } from '@/env'
import { isLocale, type Locale, locales } from '@/i18n/locales'
import { payloadClient } from './payload'
import { tags } from './tags'

export type SiteBasics = {
  agencyName: string
  brandColor: string
  /** Languages offered to visitors (site settings, spec §3 Language config), in the site's order. */
  languages: Locale[]
  siteUrl: string
}

/** What every page needs from the site settings: brand colour, offered languages, agency name. */
export const getSiteBasics = unstable_cache(
  async (): Promise<SiteBasics> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
    const offered = (settings.languages ?? [])
      .filter((row) => row.use !== false && isLocale(row.code))
      .map((row) => row.code as Locale)
    return {
      agencyName: settings.agency?.name ?? 'Maison Lumière Immobilier',
      brandColor: settings.agency?.brandColor ?? '#1f4e5f',
      languages: offered.length > 0 ? offered : [...locales],
      siteUrl: env.siteUrl.replace(/\/$/, ''),
    }
  },
  ['site-basics'],
  { tags: [tags.global('site-settings')] },
)
