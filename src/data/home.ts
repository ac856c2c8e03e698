import 'server-only'

import { unstable_cache } from 'next/cache'

import { replaceTotals } from '@/domain/replaceTotals'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from './payload'
import { tags } from './tags'

export type HomeContent = {
  title: string | null
  description: string | null
  counts: { sale: number; rent: number }
  showCounts: boolean
}

/** The home banner's search block with the live sale and rent totals filled in. */
export const getHomeContent = (locale: Locale): Promise<HomeContent> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const [banner, sale, rent] = await Promise.all([
        payload.findGlobal({ slug: 'home-banner', locale, depth: 0, overrideAccess: false }),
        payload.count({
          collection: 'properties',
          where: { and: [{ status: { equals: 'active' } }, { listedForSale: { equals: true } }] },
          overrideAccess: false,
        }),
        payload.count({
          collection: 'properties',
          where: { and: [{ status: { equals: 'active' } }, { listedForRent: { equals: true } }] },
          overrideAccess: false,
        }),
      ])
      const counts = { sale: sale.totalDocs, rent: rent.totalDocs }
      const description = banner.searchBlock?.description
      return {
        title: banner.searchBlock?.title ?? null,
        description: description ? replaceTotals(description, { forSale: counts.sale, forRent: counts.rent }) : null,
        counts,
        showCounts: banner.searchBlock?.showCounts !== false,
      }
    },
    ['home-content', locale],
    { tags: [tags.global('home-banner'), tags.properties] },
  )()
