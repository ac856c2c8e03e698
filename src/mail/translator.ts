import { createTranslator } from 'next-intl'

import { type Locale, TIME_ZONE } from '@/i18n/locales'
import de from '../../messages/de/Mail.json'
import en from '../../messages/en/Mail.json'
import fr from '../../messages/fr/Mail.json'
import nl from '../../messages/nl/Mail.json'

// Imported statically, so rendering a mail stays synchronous and needs no request context. The
// same files are the 'Mail' namespace of src/i18n/messages.ts, whose test keeps their keys equal.
const bundles = { fr, nl, en, de } satisfies Record<Locale, typeof fr>

function createMailTranslator(locale: Locale) {
  return createTranslator({
    locale,
    messages: bundles[locale] as typeof fr,
    timeZone: TIME_ZONE,
    // A mail with a message key instead of a sentence must not go out: fail the job instead.
    onError: (error) => {
      throw error
    },
  })
}

export type MailTranslator = ReturnType<typeof createMailTranslator>

const translators = new Map<Locale, MailTranslator>()

/** The Mail messages of one language, formatted with ICU in the agency's time zone. */
export function mailTranslator(locale: Locale): MailTranslator {
  let t = translators.get(locale)
  if (!t) {
    t = createMailTranslator(locale)
    translators.set(locale, t)
  }
  return t
}
