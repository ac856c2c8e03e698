import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import type { Footer } from '@/payload-types'
import { payloadClient } from './payload'
import { tags } from './tags'

export type FooterText = NonNullable<NonNullable<Footer['columns']>[number]['text']> | null

/** The rich text of each footer column, in the global's order (hidden columns included). */
export const getFooterTexts = (locale: Locale): Promise<FooterText[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const footer = await payload.findGlobal({ slug: 'footer', locale, depth: 0, overrideAccess: false })
      return (footer.columns ?? []).map((column) => column.text ?? null)
    },
    ['footer-texts', locale],
    { tags: [tags.global('footer')] },
  )()
