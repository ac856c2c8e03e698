import { contentLocales, type Locale } from '@/i18n/locales'
import type { ContentLocale } from './types'

/**
 * Documents are created in French (the default language), then written once per other language,
 * the way the editors work in the admin. German gets its own names and paths only.
 */
export const laterLocales = ['nl', 'en', 'de'] as const satisfies readonly Locale[]

export function isContentLocale(locale: Locale): locale is ContentLocale {
  return (contentLocales as readonly Locale[]).includes(locale)
}
