import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { payloadClient } from './payload'
import { processMemo } from './processMemo'
import { tags } from './tags'

// Ids come from the route table (only pages that exist), so this holds at most every page in every
// language; the bound is a ceiling for a very large site, and a missing page is not kept.
const page = processMemo(
  'page',
  [tags.pages, tags.media],
  async (key: `${number}:${Locale}`): Promise<Page | null> => {
    const [id, locale] = key.split(':') as [string, Locale]
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'pages',
      locale,
      where: { id: { equals: Number(id) } },
      depth: 1,
      limit: 1,
      overrideAccess: false,
    })
    return result.docs[0] ?? null
  },
  { max: 1_000, keep: (found) => found !== null },
)

/** One published CMS page in a language (German falls back to French), media populated. */
export const getPage = (id: number, locale: Locale): Promise<Page | null> => page(`${id}:${locale}`)
