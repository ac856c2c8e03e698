import 'server-only'

import type { Locale } from '@/i18n/locales'
import { processMemo } from './cache/processMemo'
import { payloadClient } from './payload'

export const consentCategoryKeys = [
  'essential',
  'analytics',
  'adStorage',
  'adUserData',
  'adPersonalization',
] as const
export type ConsentCategoryKey = (typeof consentCategoryKeys)[number]

/** The dialog's texts as the CMS holds them in one language; null where the editor left a gap. */
export type CmsConsentTexts = {
  title: string | null
  description: string | null
  acceptAll: string | null
  declineAll: string | null
  settings: string | null
  save: string | null
  cookiePolicyLabel: string | null
  privacyStatementLabel: string | null
  categories: Record<ConsentCategoryKey, { label: string | null; description: string | null }>
}

/** Spec §3 Site info; each script loads only when its ID is set (spec §7). */
export type TrackingIds = {
  googleAnalyticsId: string | null
  googleAdsId: string | null
  tagManagerId: string | null
  socialPixelId: string | null
}

export type ConsentSettings = { texts: CmsConsentTexts; ids: TrackingIds }

const clean = (value: string | null | undefined): string | null => value?.trim() || null

/** Texts of the consent dialog and the tracking IDs, cached until either global changes. */
export const getConsentSettings: (locale: Locale) => Promise<ConsentSettings> = processMemo(
  'consent-settings',
  ['global:cookie-consent', 'global:site-settings'],
  async (locale: Locale): Promise<ConsentSettings> => {
    const payload = await payloadClient()
    const [consent, settings] = await Promise.all([
      // No fallback to French: the dialog is UI text, and the UI bundles hold every language.
      payload.findGlobal({
        slug: 'cookie-consent',
        locale,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: false,
      }),
      payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false }),
    ])
    const categories = Object.fromEntries(
      consentCategoryKeys.map((key) => {
        const category = consent.categories?.[key]
        return [key, { label: clean(category?.label), description: clean(category?.description) }]
      }),
    ) as CmsConsentTexts['categories']
    const analytics = settings.analytics
    return {
      texts: {
        title: clean(consent.title),
        description: clean(consent.description),
        acceptAll: clean(consent.acceptAll),
        declineAll: clean(consent.declineAll),
        settings: clean(consent.settings),
        save: clean(consent.save),
        cookiePolicyLabel: clean(consent.cookiePolicyLabel),
        privacyStatementLabel: clean(consent.privacyStatementLabel),
        categories,
      },
      ids: {
        googleAnalyticsId: clean(analytics?.googleAnalyticsId),
        googleAdsId: clean(analytics?.googleAdsId),
        tagManagerId: clean(analytics?.tagManagerId),
        socialPixelId: clean(analytics?.socialPixelId),
      },
    }
  },
)
