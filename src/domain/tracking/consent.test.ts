import { describe, expect, it } from 'vitest'

import {
  clearedConsentCookieStrings,
  CONSENT_COOKIE_DAYS,
  type ConsentChoice,
  consentCookieStrings,
  consentFromCategories,
  consentFromChoice,
  type ConsentModeState,
  DEFAULT_CONSENT,
  isPreviewPath,
  parseCookies,
  readConsent,
  sameConsent,
  serializeCookie,
  shouldClearConsent,
} from './consent'

const granted = (...on: string[]): ConsentModeState => ({
  analytics_storage: on.includes('analytics_storage') ? 'granted' : 'denied',
  ad_storage: on.includes('ad_storage') ? 'granted' : 'denied',
  ad_user_data: on.includes('ad_user_data') ? 'granted' : 'denied',
  ad_personalization: on.includes('ad_personalization') ? 'granted' : 'denied',
})

describe('consentFromChoice', () => {
  it.each<[string, ConsentChoice, ConsentModeState]>([
    ['"accept all"', 'all', granted('analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization')],
    ['"decline all (only essential stays on)"', 'none', granted()],
    ['"accept partly"', { analytics_storage: true }, granted('analytics_storage')],
    ['partly, with explicit no', { analytics_storage: false, ad_storage: true }, granted('ad_storage')],
    ['empty settings', {}, granted()],
  ])('%s', (_, choice, update) => {
    const result = consentFromChoice(choice)
    expect(result.update).toEqual(update)
    expect(result.flags.essential).toBe(true)
  })

  it('"stores consent=set and four per-category flags"', () => {
    expect(consentFromChoice({ ad_storage: true }).cookies).toEqual({
      consent: 'set',
      analytics_storage: 'false',
      ad_storage: 'true',
      ad_user_data: 'false',
      ad_personalization: 'false',
    })
  })
})

describe('DEFAULT_CONSENT', () => {
  it('denies every category and waits 500 ms for an update ("Consent wait-for-update 500 ms")', () => {
    expect(DEFAULT_CONSENT).toEqual({ ...granted(), wait_for_update: 500 })
  })
})

describe('readConsent', () => {
  it.each<[string, Record<string, string | undefined>, ReturnType<typeof readConsent>]>([
    ['"unanswered shows dialog"', {}, null],
    ['flags without consent=set are unanswered', { analytics_storage: 'true' }, null],
    [
      'stored choice',
      { consent: 'set', analytics_storage: 'true', ad_storage: 'false' },
      {
        essential: true,
        analytics_storage: true,
        ad_storage: false,
        ad_user_data: false,
        ad_personalization: false,
      },
    ],
  ])('%s', (_, cookies, expected) => {
    expect(readConsent(cookies)).toEqual(expected)
  })

  it('round-trips a choice through its cookies', () => {
    const { flags, cookies } = consentFromChoice({ ad_user_data: true, analytics_storage: true })
    expect(readConsent(cookies)).toEqual(flags)
  })
})

describe('shouldClearConsent: "A page URL containing setcookies clears stored consent"', () => {
  it.each<[string, boolean]>([
    ['https://agency.be/fr/?setcookies', true],
    ['https://agency.be/setcookies/', true],
    ['https://agency.be/fr/cookie-policy/', false],
  ])('%s → %s', (url, expected) => {
    expect(shouldClearConsent(url)).toBe(expected)
  })
})

describe('consentFromCategories: library categories map 1:1 to the Consent Mode types', () => {
  it.each<[string, string[], ConsentModeState]>([
    ['only essential ("decline all")', ['necessary'], granted()],
    [
      'all five',
      ['necessary', 'analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'],
      granted('analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'),
    ],
    ['analytics only', ['necessary', 'analytics_storage'], granted('analytics_storage')],
    ['unknown names are ignored', ['marketing', 'ad_storage'], granted('ad_storage')],
  ])('%s', (_, accepted, update) => {
    expect(consentFromCategories(accepted).update).toEqual(update)
  })
})

describe('serializeCookie: "Cookies are set with day-based expiry"', () => {
  it.each<[string, Parameters<typeof serializeCookie>, string]>([
    [
      '180 days on https',
      ['consent', 'set', { days: 180, secure: true }],
      'consent=set; Path=/; Max-Age=15552000; SameSite=Lax; Secure',
    ],
    [
      'plain http has no Secure',
      ['ad_storage', 'false', { days: 1, secure: false }],
      'ad_storage=false; Path=/; Max-Age=86400; SameSite=Lax',
    ],
    [
      '0 days erases',
      ['consent', '', { days: 0, secure: false }],
      'consent=; Path=/; Max-Age=0; SameSite=Lax',
    ],
    [
      'values are encoded',
      ['x', 'a b;c', { days: 1, secure: false }],
      'x=a%20b%3Bc; Path=/; Max-Age=86400; SameSite=Lax',
    ],
  ])('%s', (_, args, expected) => {
    expect(serializeCookie(...args)).toBe(expected)
  })
})

describe('consent cookies', () => {
  it(`stores consent=set and the four flags for ${CONSENT_COOKIE_DAYS} days`, () => {
    const strings = consentCookieStrings(consentFromChoice({ analytics_storage: true }).flags, true)
    expect(strings.map((s) => s.split(';')[0])).toEqual([
      'consent=set',
      'analytics_storage=true',
      'ad_storage=false',
      'ad_user_data=false',
      'ad_personalization=false',
    ])
    expect(strings.every((s) => s.includes(`Max-Age=${CONSENT_COOKIE_DAYS * 86_400}`))).toBe(true)
  })

  it('"setcookies clears stored consent": all five cookies expire', () => {
    const strings = clearedConsentCookieStrings(false)
    expect(strings).toHaveLength(5)
    expect(strings.every((s) => s.includes('Max-Age=0'))).toBe(true)
  })

  it('round-trips through document.cookie text', () => {
    const flags = consentFromChoice({ ad_storage: true, ad_user_data: true }).flags
    const text = consentCookieStrings(flags, false)
      .map((s) => s.split(';')[0])
      .join('; ')
    expect(readConsent(parseCookies(`cc_cookie=%7B%7D; ${text}`))).toEqual(flags)
  })
})

describe('parseCookies', () => {
  it.each<[string, string, Record<string, string>]>([
    ['empty', '', {}],
    ['pairs with spaces', 'a=1; b = 2', { a: '1', b: '2' }],
    ['first occurrence wins', 'a=1; a=2', { a: '1' }],
    ['bad encoding kept raw', 'a=%E0%A4%A', { a: '%E0%A4%A' }],
    ['value with =', 'a=x=y', { a: 'x=y' }],
  ])('%s', (_, header, expected) => {
    expect(parseCookies(header)).toEqual(expected)
  })
})

describe('sameConsent', () => {
  const none = consentFromChoice('none').flags
  const all = consentFromChoice('all').flags
  it.each<[string, typeof none | null, typeof none | null, boolean]>([
    ['both unanswered', null, null, true],
    ['one unanswered', null, none, false],
    ['equal', none, consentFromChoice({}).flags, true],
    ['different', none, all, false],
  ])('%s', (_, a, b, expected) => {
    expect(sameConsent(a, b)).toBe(expected)
  })
})

describe('isPreviewPath: "Preview pages: path contains preview"', () => {
  it.each<[string, boolean]>([
    ['/fr/preview/', true],
    ['/preview/page/12', true],
    ['/fr/contact/', false],
  ])('%s → %s', (path, expected) => {
    expect(isPreviewPath(path)).toBe(expected)
  })
})
