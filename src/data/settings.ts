import 'server-only'

import { type CacheTimes, DEFAULT_CACHE_TIMES } from '@/domain/cache/pageRequest'
import { env } from '@/env'
import { isLocale, type Locale, locales } from '@/i18n/locales'
import { processValue } from './cache/processMemo'
import { payloadClient } from './payload'

export type SiteBasics = {
  agencyName: string
  brandColor: string
  /** Languages offered to visitors (site settings, spec §3 Language config), in the site's order. */
  languages: Locale[]
  siteUrl: string
  /** Marquee codes whose name replaces the price on cards (spec §9). */
  marqueeIgnore: number[]
  /** Whether property pages offer a street view link. */
  streetViewEnabled: boolean
}

/** What pages need from the site settings: brand colour, offered languages, agency name, card and map options. */
export const getSiteBasics: () => Promise<SiteBasics> = processValue(
  'site-basics',
  ['global:site-settings'],
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
      marqueeIgnore: settings.marqueeIgnore ?? [],
      streetViewEnabled: settings.agency?.streetViewEnabled !== false,
    }
  },
)

/**
 * How long shared caches keep public pages (site settings, "Caching" tab; docs/decisions/042).
 * Read by the proxy for every cached answer, so kept per process like the basics.
 */
export const getCacheTimes: () => Promise<CacheTimes> = processValue(
  'cache-times',
  ['global:site-settings'],
  async (): Promise<CacheTimes> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    // PostgreSQL's numeric columns come back as text.
    const seconds = (value: unknown, fallback: number) => {
      const number = Number(value ?? fallback)
      return Number.isFinite(number) && number >= 0 ? Math.floor(number) : fallback
    }
    const times = settings.pageCache
    return {
      sharedMaxAge: seconds(times?.sharedMaxAge, DEFAULT_CACHE_TIMES.sharedMaxAge),
      staleWhileRevalidate: seconds(times?.staleWhileRevalidate, DEFAULT_CACHE_TIMES.staleWhileRevalidate),
      missingMaxAge: seconds(times?.missingMaxAge, DEFAULT_CACHE_TIMES.missingMaxAge),
    }
  },
)
