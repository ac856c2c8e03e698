import { Suspense } from 'react'

import { ConsentModeDefault } from '@/components/tracking/ConsentModeDefault'
import { type ConsentCategoryKey, consentCategoryKeys, type ConsentSettings } from '@/data/consent'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { ConsentManager } from './ConsentManager.client'
import { ConsentNotice } from './ConsentNotice'
import { type ConsentLinks, type ConsentTexts, resolveConsentTexts } from './translation'

type Props = {
  locale: Locale
  settings: ConsentSettings
  links: ConsentLinks
  /** The request's CSP nonce, for the inline Consent Mode default. */
  nonce: string | undefined
}

/**
 * Rendered once in the public layout's <body>: the consent question's first layer (drawn by the
 * server) and the manager that answers it. The Consent Mode default is inline so that it precedes
 * every Google tag; it is left out when no Google ID is configured.
 */
export async function ConsentAndTracking({ locale, settings, links, nonce }: Props) {
  const t = await getTranslations({ locale, namespace: 'Consent' })
  const category = (key: ConsentCategoryKey) => ({
    label: t(`categories.${key}.label`),
    description: t(`categories.${key}.description`),
  })
  const fallback: ConsentTexts = {
    title: t('title'),
    description: t('description'),
    acceptAll: t('acceptAll'),
    declineAll: t('declineAll'),
    settings: t('settings'),
    save: t('save'),
    preferencesTitle: t('preferencesTitle'),
    close: t('close'),
    moreInfoTitle: t('moreInfoTitle'),
    cookiePolicy: t('cookiePolicy'),
    privacyStatement: t('privacyStatement'),
    categories: Object.fromEntries(
      consentCategoryKeys.map((key) => [key, category(key)]),
    ) as ConsentTexts['categories'],
  }
  const { googleAnalyticsId, googleAdsId, tagManagerId } = settings.ids
  const texts = resolveConsentTexts(settings.texts, fallback)
  return (
    <>
      {(googleAnalyticsId || googleAdsId || tagManagerId) && <ConsentModeDefault nonce={nonce} />}
      <ConsentNotice texts={texts} links={links} nonce={nonce} />
      {/* useSearchParams (setcookies) needs a boundary; the manager renders nothing anyway. */}
      <Suspense fallback={null}>
        <ConsentManager locale={locale} texts={texts} links={links} ids={settings.ids} />
      </Suspense>
    </>
  )
}
