import type { Payload } from 'payload'

import type { contentLocales } from '@/i18n/locales'
import { type Locale } from '@/i18n/locales'
import { cookieConsentTexts } from './texts/cookieConsent'
import { bannerTexts, footerTexts, headerTexts } from './texts/frame'
import { openingHours } from './content/openingHours'

type Localized<T> = Record<(typeof contentLocales)[number], T>

async function forEachLocale<T>(
  texts: Localized<T> | Record<Locale, T>,
  write: (locale: Locale, value: T) => Promise<unknown>,
) {
  for (const [locale, value] of Object.entries(texts) as [Locale, T][]) await write(locale, value)
}

/** The agency's identity and the frame's texts; written once, on a database that has none. */
export async function seedGlobals(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.agency?.name) return false

  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      languages: [
        { code: 'fr', use: true },
        { code: 'nl', use: true },
        { code: 'en', use: true },
        { code: 'de', use: true },
      ],
      defaultLanguage: 'fr',
      marqueeIgnore: [14],
      agency: {
        name: 'Maison Lumière Immobilier',
        legalName: 'Maison Lumière SRL',
        street: 'Avenue Louise',
        houseNumber: '54',
        zip: '1050',
        city: 'Ixelles',
        country: 'Belgium',
        phone: '02 512 34 56',
        email: 'info@maisonlumiere.be',
        // Avenue Louise 54, Ixelles: where the contact page's map puts the agency.
        latitude: 50.8327,
        longitude: 4.3644,
        openingHours: openingHours.fr,
        vatNumber: 'BE0712.345.678',
        bivNumber: '512.345',
        brandColor: '#1f4e5f',
      },
    },
  })
  for (const locale of ['nl', 'en', 'de'] as const) {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: { agency: { openingHours: openingHours[locale] } },
    })
  }
  await forEachLocale(headerTexts, (locale, label) =>
    payload.updateGlobal({ slug: 'header', locale, data: { freeEvaluation: { show: true, label } } }),
  )
  await forEachLocale(bannerTexts, (locale, searchBlock) =>
    payload.updateGlobal({
      slug: 'home-banner',
      locale,
      data: { type: 'properties', searchBlock: { ...searchBlock, showCounts: true, showSearchBox: true } },
    }),
  )
  await forEachLocale(footerTexts, (locale, footer) =>
    payload.updateGlobal({
      slug: 'footer',
      locale,
      data: {
        copyright: footer.copyright,
        columns: footer.columns.map((column, index) => ({
          id: `footer-column-${index + 1}`,
          public: true,
          ...column,
        })),
      },
    }),
  )
  await forEachLocale(cookieConsentTexts, (locale, data) =>
    payload.updateGlobal({ slug: 'cookie-consent', locale, data }),
  )
  await payload.updateGlobal({ slug: 'popup', data: { isPublished: 'no', delay: 0 } })
  return true
}
