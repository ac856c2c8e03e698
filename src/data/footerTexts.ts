import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { Footer } from '@/payload-types'
import { processMemo } from './cache/processMemo'
import { payloadClient } from './payload'

export type FooterText = NonNullable<NonNullable<Footer['columns']>[number]['text']> | null

/** The rich text of each footer column, in the global's order (hidden columns included). */
export const getFooterTexts: (locale: Locale) => Promise<FooterText[]> = processMemo(
  'footer-texts',
  ['global:footer'],
  async (locale: Locale) => {
    const payload = await payloadClient()
    const footer = await payload.findGlobal({ slug: 'footer', locale, depth: 0, overrideAccess: false })
    return (footer.columns ?? []).map((column) => column.text ?? null)
  },
)
