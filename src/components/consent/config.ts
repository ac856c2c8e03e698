import type * as CookieConsent from 'vanilla-cookieconsent'

import { CONSENT_COOKIE_DAYS } from '@/domain/tracking/consent'
import { buildTranslation, type ConsentLinks, type ConsentTexts } from './translation'

export const LIBRARY_COOKIE = 'cc_cookie'

export type DialogOptions = { locale: string; texts: ConsentTexts; links: ConsentLinks }

type Callbacks = Pick<CookieConsent.CookieConsentConfig, 'onConsent' | 'onChange'>

/** The library's configuration: opt-in, no cookie wall, choices of equal weight (Belgian DPA). */
export function consentConfig(
  options: DialogOptions,
  callbacks: Callbacks,
): CookieConsent.CookieConsentConfig {
  return {
    mode: 'opt-in',
    // Nothing on the page is marked with data-category: trackers are added by code after consent.
    manageScriptTags: false,
    // The page stays usable and scrollable while the dialog is open: no cookie wall.
    disablePageInteraction: false,
    cookie: { name: LIBRARY_COOKIE, expiresAfterDays: CONSENT_COOKIE_DAYS, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics_storage: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
      ad_storage: { autoClear: { cookies: [{ name: /^_gcl/ }, { name: '_fbp' }, { name: '_fbc' }] } },
      ad_user_data: {},
      ad_personalization: {},
    },
    language: {
      default: options.locale,
      translations: { [options.locale]: buildTranslation(options.texts, options.links) },
    },
    ...callbacks,
  }
}
