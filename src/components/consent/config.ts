import type * as CookieConsent from 'vanilla-cookieconsent'

import { CONSENT_CATEGORIES, CONSENT_COOKIE_DAYS, type ConsentFlags } from '@/domain/tracking/consent'
import { buildTranslation, type ConsentLinks, type ConsentTexts } from './translation'

export const LIBRARY_COOKIE = 'cc_cookie'

export type DialogOptions = { locale: string; texts: ConsentTexts; links: ConsentLinks }

type Callbacks = Pick<CookieConsent.CookieConsentConfig, 'onConsent' | 'onChange' | 'onModalHide'>

/** The library's accepted categories for a choice: `necessary` and each allowed Consent Mode type. */
export const libraryCategories = (flags: ConsentFlags): string[] => [
  'necessary',
  ...CONSENT_CATEGORIES.filter((category) => flags[category]),
]

/** The library's configuration: opt-in, no cookie wall, choices of equal weight (Belgian DPA). */
export function consentConfig(
  options: DialogOptions,
  callbacks: Callbacks,
): CookieConsent.CookieConsentConfig {
  return {
    mode: 'opt-in',
    // The first layer is the server's (ConsentNotice.tsx); the library is run to show preferences.
    autoShow: false,
    // Bots never see the first layer, and only a person asks for the preferences.
    hideFromBots: false,
    // Nothing on the page is marked with data-category: trackers are added by code after consent.
    manageScriptTags: false,
    // The page stays usable and scrollable while the dialog is open: no cookie wall.
    disablePageInteraction: false,
    cookie: { name: LIBRARY_COOKIE, expiresAfterDays: CONSENT_COOKIE_DAYS, sameSite: 'Lax' },
    guiOptions: {
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
      // No consentModal: without its texts the library never builds a first layer of its own.
      translations: {
        [options.locale]: buildTranslation(options.texts, options.links) as CookieConsent.Translation,
      },
    },
    ...callbacks,
  }
}
