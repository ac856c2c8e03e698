// Spec §4/§9 cookie consent. The four categories are the Google Consent Mode v2 storage types
// (developers.google.com/tag-platform/security/guides/consent); "essential (always on)" is not a
// Consent Mode type: it is simply never switched off.
export const CONSENT_CATEGORIES = [
  'analytics_storage',
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

export type ConsentFlags = { essential: true } & Record<ConsentCategory, boolean>
export type ConsentModeState = Record<ConsentCategory, 'granted' | 'denied'>
export type ConsentChoice = 'all' | 'none' | Partial<Record<ConsentCategory, boolean>>

// Spec §9: "Consent wait-for-update 500 ms". Until the visitor answers, everything is denied.
export const DEFAULT_CONSENT: ConsentModeState & { wait_for_update: number } = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  wait_for_update: 500,
}

function flagsOf(choice: ConsentChoice): ConsentFlags {
  const on = (category: ConsentCategory) =>
    choice === 'all' ? true : choice === 'none' ? false : choice[category] === true
  return {
    essential: true,
    analytics_storage: on('analytics_storage'),
    ad_storage: on('ad_storage'),
    ad_user_data: on('ad_user_data'),
    ad_personalization: on('ad_personalization'),
  }
}

export function consentModeUpdate(flags: ConsentFlags): ConsentModeState {
  const state = (on: boolean) => (on ? 'granted' : 'denied')
  return {
    analytics_storage: state(flags.analytics_storage),
    ad_storage: state(flags.ad_storage),
    ad_user_data: state(flags.ad_user_data),
    ad_personalization: state(flags.ad_personalization),
  }
}

/**
 * Spec §4: "accept all; decline all (only essential stays on); open settings and accept partly.
 * Choice stores consent=set and four per-category flags and updates consent state". A category
 * left out of a partial choice is denied: consent must be given, never assumed.
 */
export function consentFromChoice(choice: ConsentChoice): {
  flags: ConsentFlags
  cookies: Record<'consent' | ConsentCategory, string>
  update: ConsentModeState
} {
  const flags = flagsOf(choice)
  const cookies = { consent: 'set' } as Record<'consent' | ConsentCategory, string>
  for (const category of CONSENT_CATEGORIES) cookies[category] = String(flags[category])
  return { flags, cookies, update: consentModeUpdate(flags) }
}

/** Stored flags back from cookies; null while unanswered (the dialog must show). */
export function readConsent(cookies: Readonly<Record<string, string | undefined>>): ConsentFlags | null {
  if (cookies.consent !== 'set') return null
  const granted: Partial<Record<ConsentCategory, boolean>> = {}
  for (const category of CONSENT_CATEGORIES) granted[category] = cookies[category] === 'true'
  return flagsOf(granted)
}

// Spec §4: "A page URL containing setcookies clears stored consent."
export function shouldClearConsent(url: string): boolean {
  return url.includes('setcookies')
}

// Spec §2: the consent dialog is "not shown on preview pages" ("Preview pages: path contains preview").
export function isConsentDialogShown(consent: ConsentFlags | null, path: string): boolean {
  return consent === null && !path.includes('preview')
}
