/**
 * The REST sign-in's refusal while the client's address (or its address and this account) is
 * locked, in the admin's four languages. Payload's own "user locked" text would say the account is
 * locked, which it never is (docs/decisions/026).
 */
const locked = {
  en: {
    one: 'Too many failed sign-ins from this address. Try again in 1 minute.',
    other: 'Too many failed sign-ins from this address. Try again in {n} minutes.',
  },
  fr: {
    one: 'Trop de connexions échouées depuis cette adresse. Réessayez dans 1 minute.',
    other: 'Trop de connexions échouées depuis cette adresse. Réessayez dans {n} minutes.',
  },
  nl: {
    one: 'Te veel mislukte aanmeldingen vanaf dit adres. Probeer het over 1 minuut opnieuw.',
    other: 'Te veel mislukte aanmeldingen vanaf dit adres. Probeer het over {n} minuten opnieuw.',
  },
  de: {
    one: 'Zu viele fehlgeschlagene Anmeldungen von dieser Adresse. Versuchen Sie es in 1 Minute erneut.',
    other: 'Zu viele fehlgeschlagene Anmeldungen von dieser Adresse. Versuchen Sie es in {n} Minuten erneut.',
  },
} as const

const isLanguage = (value: string | undefined): value is keyof typeof locked =>
  value !== undefined && Object.hasOwn(locked, value)

/** "Try again in N minutes" in the admin's language (English when it is none of the four). */
export function lockedMessage(language: string | undefined, minutes: number): string {
  const texts = locked[isLanguage(language) ? language : 'en']
  return minutes === 1 ? texts.one : texts.other.replace('{n}', String(minutes))
}
