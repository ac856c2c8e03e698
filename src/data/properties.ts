import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'
import { payloadClient } from './payload'
import { type PropertySummary, toPropertySummary } from './propertySummary'
import { tags } from './tags'

const summaryFields = {
  title: true,
  goal: true,
  availability: true,
  cityName: true,
  zip: true,
  mainTypeName: true,
  price: true,
  rooms: { bedrooms: true },
  surfaces: { living: true },
  photos: true,
} as const

/** The newest active listings (home page 'the latest offers'). */
export const listLatestProperties = (locale: Locale, limit = 4): Promise<PropertySummary[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'properties',
        locale,
        where: { status: { equals: 'active' } },
        sort: '-crmCreatedAt',
        limit,
        depth: 0,
        overrideAccess: false,
        select: summaryFields,
      })
      return result.docs.map((doc) => toPropertySummary(doc as Property))
    },
    ['latest-properties', locale, String(limit)],
    { tags: [tags.properties] },
  )()
