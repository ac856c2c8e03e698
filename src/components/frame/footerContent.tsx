import type React from 'react'

import { RichText } from '@/components/richtext/RichText'
import { getFooterTexts } from '@/data/footerTexts'
import { internalLinks } from '@/domain/routes/internalLinks'
import type { RouteTable } from '@/domain/routes/types'
import type { Locale } from '@/i18n/locales'

/** Rendered rich text of each footer column, with internal links in the visitor's language. */
export async function footerContent(table: RouteTable, locale: Locale): Promise<React.ReactNode[]> {
  const texts = await getFooterTexts(locale)
  const linkHref = internalLinks(table, locale)
  return texts.map((text, index) => (text ? <RichText key={index} data={text} linkHref={linkHref} /> : null))
}
