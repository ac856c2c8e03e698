import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { Page, User } from '@/payload-types'
import { processMemo } from './cache/processMemo'
import { payloadClient } from './payload'
import { previewer } from './preview'

// Ids come from the route table (only pages that exist), so this holds at most every page in every
// language; the bound is a ceiling for a very large site, and a missing page is not kept.
async function readPage(id: number, locale: Locale, preview: User | null): Promise<Page | null> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    locale,
    where: { id: { equals: id } },
    depth: 1,
    limit: 1,
    overrideAccess: false,
    // A staff preview reads the latest draft with the staff member's rights.
    ...(preview ? { draft: true, user: preview } : {}),
  })
  return result.docs[0] ?? null
}

const page = processMemo(
  'page',
  ['pages', 'media'],
  async (key: `${number}:${Locale}`): Promise<Page | null> => {
    const [id, locale] = key.split(':') as [string, Locale]
    return readPage(Number(id), locale, null)
  },
  { max: 1_000, keep: (found) => found !== null },
)

/**
 * One published CMS page in a language (German falls back to French), media populated; its
 * latest draft in a staff preview (never kept).
 */
export async function getPage(id: number, locale: Locale): Promise<Page | null> {
  const preview = await previewer()
  return preview ? readPage(id, locale, preview) : page(`${id}:${locale}`)
}
