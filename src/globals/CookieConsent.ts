import type { Field, GlobalConfig } from 'payload'

import { globalAccess } from '@/globals/access'
import { revalidateGlobal } from '@/globals/revalidate'

const text = (name: string, label?: string): Field => ({
  name,
  type: 'text',
  localized: true,
  ...(label ? { label } : {}),
})

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
  label: 'Cookie consent',
  admin: { group: 'Settings' },
  access: globalAccess,
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    text('title'),
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        text('acceptAll', 'Accept all'),
        text('declineAll', 'Decline all'),
        text('settings'),
        text('save'),
      ],
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
      fields: [
        text('cookiePolicyLabel', 'Cookie policy link'),
        text('privacyStatementLabel', 'Privacy statement link'),
      ],
    },
  ],
}
