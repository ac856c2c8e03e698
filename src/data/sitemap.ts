import 'server-only'

import type { MetadataRoute } from 'next'

import { canonicalList, projectHref, propertyHref } from '@/domain/routes/links'
import { alternatesOf, entryHref } from '@/domain/routes/lookup'
import type { RouteTable } from '@/domain/routes/types'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from './payload'
import type { SiteBasics } from './settings'

// Thank-you and login pages are not for search engines.
const hidden = new Set(['thank-you', 'login'])

type Alternated = { url: string; alternates: Record<Locale, string> }

function entryUrls(table: RouteTable, site: SiteBasics): Alternated[] {
  return table.entries
    .filter((entry) => entry.status === 'published' && !hidden.has(entry.kind) && !entry.externalLink)
    .flatMap((entry) => {
      const alternates = alternatesOf(entry)
      return site.languages.map((locale) => ({ url: entryHref(entry, locale), alternates }))
    })
}

async function recordUrls(table: RouteTable, site: SiteBasics): Promise<Alternated[]> {
  const payload = await payloadClient()
  const common = { locale: 'all', depth: 0, pagination: false, overrideAccess: false } as const
  const active = { status: { equals: 'active' } } as const
  const [properties, projects] = await Promise.all([
    payload.find({
      collection: 'properties',
      ...common,
      where: active,
      select: {
        title: true,
        slug: true,
        cityName: true,
        goal: true,
        listedForSale: true,
        listedForRent: true,
        listedAsTouristRental: true,
      },
    }),
    payload.find({ collection: 'projects', ...common, where: active, select: { name: true } }),
  ])
  const text = (value: unknown, locale: Locale): string => {
    if (typeof value === 'string') return value
    const map = (value ?? {}) as Partial<Record<Locale, string>>
    return map[locale] ?? map.fr ?? ''
  }
  const urls: Alternated[] = []
  for (const doc of properties.docs) {
    const list = canonicalList(doc)
    const href = (locale: Locale) =>
      propertyHref(table, locale, {
        id: doc.id,
        title: text(doc.title, locale),
        slug: text(doc.slug, locale),
        cityName: text(doc.cityName, locale),
        list,
      })
    const alternates = Object.fromEntries(site.languages.map((l) => [l, href(l)])) as Record<Locale, string>
    for (const locale of site.languages) urls.push({ url: href(locale), alternates })
  }
  for (const doc of projects.docs) {
    const href = (locale: Locale) => projectHref(table, locale, { id: doc.id, name: text(doc.name, locale) })
    const alternates = Object.fromEntries(site.languages.map((l) => [l, href(l)])) as Record<Locale, string>
    for (const locale of site.languages) urls.push({ url: href(locale), alternates })
  }
  return urls
}

/** The sitemap's rows: pages, articles, properties and projects in every offered language. */
export async function sitemapEntries(table: RouteTable, site: SiteBasics): Promise<MetadataRoute.Sitemap> {
  const all = [...entryUrls(table, site), ...(await recordUrls(table, site))]
  const absolute = (path: string) => `${site.siteUrl}${path}`
  return all.map(({ url, alternates }) => ({
    url: absolute(url),
    alternates: {
      languages: Object.fromEntries(Object.entries(alternates).map(([l, href]) => [l, absolute(href)])),
    },
  }))
}
