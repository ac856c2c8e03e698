import type { Locale } from '../../i18n/locales'
import type { PageKind } from './types'

/**
 * Pages whose content the site itself renders (lists, forms, login), found by their
 * language-independent original path (spec §2 route table). Any other CMS page is a plain page.
 * Keys are lower case: original paths are matched without regard to case (/FAQ/, /Qui-sui-je/).
 */
export const systemKinds: Readonly<Record<string, PageKind>> = {
  '/': 'home',
  '/for-sale/': 'sale-list',
  '/for-rent/': 'rent-list',
  '/location-touristique/': 'tourist-list',
  '/projects/': 'projects-list',
  '/contact/': 'contact',
  '/contact-demand/': 'free-estimate',
  // Spec §2 "Online estimate": the valuation request, reached from the services pages.
  '/estimation-en-ligne/': 'free-estimate',
  '/demand-register/': 'demand-register',
  // Spec §1 "unsubscribe" (issue 18): from the newsletter and the search alerts.
  '/unsubscribe/': 'unsubscribe',
  '/login/': 'login',
  '/feedback/': 'thank-you',
}

/** Spec §2 "About me (Qui-sui-je)": the page that also shows and collects testimonials. */
export const ABOUT_ORIGINAL_PATH = '/Qui-sui-je/'

/** The lists a property can be shown under, by original path. */
export const listOriginalPaths = {
  sale: '/for-sale/',
  rent: '/for-rent/',
  tourist: '/Location-touristique/',
} as const
export type ListName = keyof typeof listOriginalPaths

/**
 * Spec §2: "localized path for an original path … with fallback for bare for-sale and for-rent".
 * Used when the CMS has no entry for the list in that language.
 */
export const listFallbackPaths: Readonly<Record<string, Record<Locale, string>>> = {
  '/for-sale/': { fr: 'a-vendre', nl: 'te-koop', en: 'for-sale', de: 'zu-verkaufen' },
  '/for-rent/': { fr: 'a-louer', nl: 'te-huur', en: 'for-rent', de: 'zu-vermieten' },
}

/** Original (language-independent) paths of property and project detail pages. */
export const PROPERTY_SEGMENT = 'property'
export const PROJECT_SEGMENT = 'project'

export function systemKindOf(originalPath: string): PageKind | undefined {
  return systemKinds[originalPath.toLowerCase()]
}
