import type { Field, GlobalConfig } from 'payload'

import { commonLabels, navGroups } from '@/collections/labels'
import { globalChangeSignal } from '@/db/changes'
import { withLabels } from '@/fields/labels'
import { globalAccess } from '@/globals/access'
import { cookieConsentLabels, settingsGlobalNames } from '@/globals/labels/settings'

// Labels and help texts: src/globals/labels/settings.ts.
const text = (name: string): Field => ({ name, type: 'text', localized: true })

/** Consent categories (spec §9): essential is always on; the others follow Google Consent Mode. */
export const consentCategories = [
  'essential',
  'analytics',
  'adStorage',
  'adUserData',
  'adPersonalization',
] as const

/** Texts of the cookie consent dialog (spec §2 Shared frame, §4 Cookie consent). */
export const CookieConsent: GlobalConfig = {
  slug: 'cookie-consent',
  label: settingsGlobalNames.cookieConsent,
  admin: { group: navGroups.settings },
  access: globalAccess,
  hooks: { afterChange: [globalChangeSignal] },
  fields: withLabels(
    [
      text('title'),
      { name: 'description', type: 'textarea', localized: true },
      {
        type: 'row',
        fields: [text('acceptAll'), text('declineAll'), text('settings'), text('save')],
      },
      {
        name: 'categories',
        type: 'group',
        fields: consentCategories.map((name): Field => ({
          name,
          type: 'group',
          fields: [text('label'), { name: 'description', type: 'textarea', localized: true }],
        })),
      },
      {
        type: 'row',
        fields: [text('cookiePolicyLabel'), text('privacyStatementLabel')],
      },
    ],
    commonLabels,
    cookieConsentLabels,
  ),
}
