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

// Spec §2: "Preview pages: path contains preview".
export function isPreviewPath(path: string): boolean {
  return path.includes('preview')
}

/** Flags from the categories a consent library reports as accepted; unknown names are ignored. */
export function consentFromCategories(accepted: readonly string[]): ReturnType<typeof consentFromChoice> {
  const choice: Partial<Record<ConsentCategory, boolean>> = {}
  for (const category of CONSENT_CATEGORIES) choice[category] = accepted.includes(category)
  return consentFromChoice(choice)
}

// Spec §7/§9: "Cookies are set with day-based expiry". Six months is the longest the Belgian DPA
// considers reasonable before asking again (its cookie guidance, 2023).
export const CONSENT_COOKIE_DAYS = 180
export const CONSENT_COOKIE_NAMES = ['consent', ...CONSENT_CATEGORIES] as const

export type CookieOptions = { days: number; secure: boolean }

/** One `document.cookie` assignment: site-wide, Lax, Secure on https; 0 days erases the cookie. */
export function serializeCookie(name: string, value: string, { days, secure }: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.round(days * 86_400))}`,
  ]
  parts.push('SameSite=Lax')
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The assignments that store a choice ("consent=set and four per-category flags"). */
export function consentCookieStrings(flags: ConsentFlags, secure: boolean): string[] {
  const { cookies } = consentFromChoice(flags)
  return CONSENT_COOKIE_NAMES.map((name) =>
    serializeCookie(name, cookies[name], { days: CONSENT_COOKIE_DAYS, secure }),
  )
}

/** The assignments that clear the stored choice (spec §4, setcookies). */
export function clearedConsentCookieStrings(secure: boolean): string[] {
  return CONSENT_COOKIE_NAMES.map((name) => serializeCookie(name, '', { days: 0, secure }))
}

/** `document.cookie` (or a Cookie header) as a name → value map; the first occurrence wins. */
export function parseCookies(header: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=')
    if (index < 0) continue
    const name = pair.slice(0, index).trim()
    if (!name || name in result) continue
    const raw = pair.slice(index + 1).trim()
    try {
      result[name] = decodeURIComponent(raw)
    } catch {
      result[name] = raw
    }
  }
  return result
}

export function sameConsent(a: ConsentFlags | null, b: ConsentFlags | null): boolean {
  if (a === null || b === null) return a === b
  return CONSENT_CATEGORIES.every((category) => a[category] === b[category])
}
