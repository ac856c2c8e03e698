import { describe, expect, it } from 'vitest'
import {
  consentFromChoice,
  DEFAULT_CONSENT,
  isConsentDialogShown,
  readConsent,
  shouldClearConsent,
  type ConsentChoice,
  type ConsentModeState,
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

describe('isConsentDialogShown: "not shown on preview pages"', () => {
  const answered = consentFromChoice('none').flags
  it.each<[string, typeof answered | null, string, boolean]>([
    ['unanswered', null, '/fr/contact/', true],
    ['answered', answered, '/fr/contact/', false],
    ['preview page', null, '/preview/page/12', false],
  ])('%s', (_, consent, path, expected) => {
    expect(isConsentDialogShown(consent, path)).toBe(expected)
  })
})
