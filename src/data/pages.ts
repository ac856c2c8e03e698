import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { payloadClient } from './payload'
import { tags } from './tags'

/** One published CMS page in a language (German falls back to French), media populated. */
export const getPage = (id: number, locale: Locale): Promise<Page | null> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'pages',
        locale,
        where: { id: { equals: id } },
        depth: 1,
        limit: 1,
        overrideAccess: false,
      })
      return result.docs[0] ?? null
    },
    ['page', String(id), locale],
    { tags: [tags.pages, tags.media] },
  )()
