// The one list of languages. Payload's localization, the router and the message bundles all read it.
export const locales = ['fr', 'nl', 'en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'fr'

// Languages the CRM delivers content in; German content falls back to the default language.
export const contentLocales = ['fr', 'nl', 'en'] as const satisfies readonly Locale[]

export const localeLabels: Record<Locale, string> = {
  fr: 'Français',
  nl: 'Nederlands',
  en: 'English',
  de: 'Deutsch',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The agency's time zone: dates in messages are Belgian dates, whatever the server's own zone. */
export const TIME_ZONE = 'Europe/Brussels'

/** The visitor's saved language (spec §2: an unprefixed path is served in it). */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
