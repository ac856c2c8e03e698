import { countryCode } from './countryCode'
import { type JsonLdObject, postalAddress, type PostalAddressInput, present } from './jsonLd'
import { openingHoursSpecification } from './openingHours'

export type AgencyJsonLdInput = {
  name: string
  legalName: string | null
  /** The home page in the visitor's language, absolute. */
  url: string
  /** Absolute URLs of the agency's logo and picture, when it has them. */
  logo: string | null
  image: string | null
  phone: string | null
  email: string | null
  address: PostalAddressInput
  position: { lat: number; lng: number } | null
  /** The site settings' opening hours, one line per day or group of days. */
  openingHours: readonly string[]
  vatNumber: string | null
  /** The agency's pages on social networks (site settings). */
  sameAs: readonly string[]
}

/** The agency as a schema.org RealEstateAgent (a LocalBusiness): who, where, how to reach it, when. */
export function realEstateAgentJsonLd(agency: AgencyJsonLdInput): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: agency.name,
    url: agency.url,
    ...present({
      legalName: agency.legalName,
      logo: agency.logo,
      image: agency.image,
      telephone: agency.phone,
      email: agency.email,
    }),
    address: postalAddress({ ...agency.address, country: countryCode(agency.address.country) }),
    ...(agency.position
      ? { geo: { '@type': 'GeoCoordinates', latitude: agency.position.lat, longitude: agency.position.lng } }
      : {}),
    ...present({
      openingHoursSpecification: openingHoursSpecification(agency.openingHours),
      vatID: agency.vatNumber,
      sameAs: [...agency.sameAs],
    }),
  }
}

export type WebSiteJsonLdInput = {
  name: string
  /** The home page in the visitor's language, absolute. */
  url: string
  /** BCP 47 language of the page ('fr-BE'). */
  language: string
  /**
   * The site's search URL with `{search_term_string}` where the typed text goes: the search box's
   * own form action (spec §2 search box), so a search from a results page lands where the box does.
   */
  searchUrlTemplate: string
}

/** The site as a schema.org WebSite with the SearchAction of its search box. */
export function webSiteJsonLd(site: WebSiteJsonLdInput): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: site.language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: site.searchUrlTemplate },
      'query-input': 'required name=search_term_string',
    },
  }
}

/**
 * The search box's form action (src/app/(frontend)/suggest/go) as a URL template: the typed text
 * in `q`, the visitor's language in `locale`; it answers with the first matching result (a type's
 * or a town's list, or a listing by its reference) or the for-sale list.
 */
export function searchUrlTemplate(origin: string, locale: string): string {
  return `${new URL('/suggest/go/', origin).toString()}?locale=${encodeURIComponent(locale)}&q={search_term_string}`
}
