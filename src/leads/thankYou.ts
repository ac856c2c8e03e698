import 'server-only'

import { getRouteTable } from '@/data/routeTable'
import type { VisitorForm } from '@/domain/forms/schemas'
import { homeHref } from '@/domain/routes/internalLinks'
import { entryHref, findByOriginalPath } from '@/domain/routes/lookup'
import type { Locale } from '@/i18n/locales'

/**
 * Spec §2 "Thank-you: /feedback/{form}/ (/fr/merci/{form}/)": the form's own page in the visitor's
 * language, or the general thank-you page when the CMS has none for that form.
 */
export async function thankYouHref(form: VisitorForm, locale: Locale): Promise<string> {
  const table = await getRouteTable()
  for (const path of [`/feedback/${form}/`, '/feedback/']) {
    const entry = findByOriginalPath(table, path)
    if (entry?.status === 'published') return entryHref(entry, locale)
  }
  return homeHref(locale)
}
