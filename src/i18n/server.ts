import 'server-only'

import { _createCache, _createIntlFormatters, createTranslator } from 'next-intl'
import { getLocale, type getTranslations as getRequestTranslations } from 'next-intl/server'

import { defaultLocale, isLocale, type Locale, TIME_ZONE } from './locales'
import { loadMessages } from './messages'

type Compiled = {
  cache: ReturnType<typeof _createCache>
  formatters: ReturnType<typeof _createIntlFormatters>
}

// One per language for the life of the process. next-intl keeps these per request, so every page
// parsed each message it formatted again (ICU parse, locale resolution, Intl constructors): about
// 10 % of a list page's server time. The entries are keyed by the message text and its formats,
// never by the values, and the messages are files of the build: the set is small and fixed.
const compiled = new Map<Locale, Compiled>()

function compiledFor(locale: Locale): Compiled {
  let entry = compiled.get(locale)
  if (!entry) {
    const cache = _createCache()
    entry = { cache, formatters: _createIntlFormatters(cache) }
    compiled.set(locale, entry)
  }
  return entry
}

/** The language of the page being rendered (set by its layout), as a Locale: the default if unknown. */
export async function getRequestLocale(): Promise<Locale> {
  const requested = await getLocale()
  return isLocale(requested) ? requested : defaultLocale
}

/**
 * `getTranslations` of next-intl/server (same arguments, same typed keys), with the messages'
 * compiled forms and Intl formatters shared by every request of the process. Server components
 * import this one and hand client components their text as props (decision 016).
 */
export const getTranslations = (async (options?: string | { locale?: string; namespace?: string }) => {
  const { locale: given, namespace } =
    typeof options === 'object' ? options : { locale: undefined, namespace: options }
  const locale = given === undefined ? await getRequestLocale() : isLocale(given) ? given : defaultLocale
  const { cache, formatters } = compiledFor(locale)
  return createTranslator({
    locale,
    messages: (await loadMessages(locale)) as Record<string, unknown>,
    namespace,
    timeZone: TIME_ZONE,
    _cache: cache,
    _formatters: formatters,
  })
}) as unknown as typeof getRequestTranslations
