import 'server-only'

import { cache } from 'react'

import { addressCountry } from '@/domain/address/addressCountry'
import { regionByZip } from '@/domain/address/regionByZip'
import type { StayDates } from '@/domain/demand/stay'
import { type EpcSummary, epcSummary } from '@/domain/epc/epcSummary'
import type { RentalListing } from '@/domain/forms/rentalTerms'
import { availabilityOf } from '@/domain/property/availability'
import { type LegalMentions, legalMentions } from '@/domain/property/legalMentions'
import { type FactGroup, propertyFacts } from '@/domain/property/propertyFacts'
import { type PropertyMedia, propertyMedia } from '@/domain/property/propertyMedia'
import { type SimilarCandidate, similarProperties } from '@/domain/property/similarProperties'
import { listsOf } from '@/domain/routes/links'
import type { ListName } from '@/domain/routes/systemRoutes'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import type { Property } from '@/payload-types'
import { type Catalogue, getCatalogue, sortedEntries } from './catalogue'
import { payloadClient } from './payload'
import { pictureSize } from './picture'
import { getPropertyCards } from './propertyList'
import { type PropertySummary, toPropertySummary } from './propertySummary'
import { readListingNames, readPublicViews } from './readModel'
import { getSiteBasics } from './settings'

export const summaryFields = {
  title: true,
  slug: true,
  goal: true,
  listedForSale: true,
  listedForRent: true,
  listedAsTouristRental: true,
  availability: true,
  cityName: true,
  zip: true,
  mainTypeName: true,
  price: true,
  rentPeriod: true,
  rooms: { bedrooms: true },
  surfaces: { living: true },
  photos: true,
} as const

/** The newest active listings (home page 'the latest offers'), as the lists show them. */
export async function listLatestProperties(locale: Locale, limit = 4): Promise<PropertySummary[]> {
  const newest = sortedEntries(await getCatalogue(), 'newest', locale)
  return getPropertyCards(
    newest.slice(0, limit).map((entry) => entry.id),
    locale,
  )
}

export type DetailPhoto = { url: string; width: number; height: number; name: string | null }

export type PropertyDocument = { id: number; name: string; href: string }

export type PropertyDetail = {
  summary: PropertySummary
  description: string | null
  reference: string | null
  photos: DetailPhoto[]
  /** The listing's documents, each served as a PDF by the CRM documents route. */
  documents: PropertyDocument[]
  /** Map position, or null when the CRM has none. */
  position: { lat: number; lng: number } | null
  /** Street and number, only when the CRM allows publishing the address. */
  street: string | null
  /** Box number (written 'bte' / 'bus' / 'box' by the language's message). */
  box: string | null
  /** The country line (null for Belgium, spec §9). */
  country: string | null
  /** ISO 3166 code for structured data (Belgium when the CRM gives none), null when unknown. */
  countryCode: string | null
  /** The published asking price or rent in euros (null when not published), for structured data. */
  priceAmount: number | null
  /** What a rent application states (spec §9 rental confirmation): rent, charges, inventory, deposit. */
  rental: RentalListing
  /** When the CRM first listed it (ISO date). */
  listedAt: string | null
  region: NonNullable<Property['region']> | null
  typeWebId: number | null
  /** The lists it is served under, the canonical one first. */
  lists: ListName[]
  /** What the rent is per (rentals only). */
  rentPeriod: 'month' | 'week' | null
  /** A tourist rental's calendar and capacity (issue 18); null for any other listing. */
  stay: { booked: StayDates[]; maxPersons: number | null } | null
  /** Title, slug and city in every language, for the other languages' URLs. */
  names: Record<Locale, { title: string; slug: string | null; cityName: string | null }>
}

// CRM CountryIDs (spec §9: 10 Belgium, 50 Luxembourg).
const BELGIUM = 10
const countryCodes: Record<number, string> = { [BELGIUM]: 'BE', 50: 'LU' }

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function detailOf(
  doc: Property,
  locale: Locale,
  names: PropertyDetail['names'],
  marqueeIgnore: readonly number[],
): PropertyDetail {
  const address = doc.address ?? {}
  const lat = address.latitude
  const lng = address.longitude
  const street = address.publish ? [address.street, address.houseNumber].filter(Boolean).join(' ') : ''
  return {
    // With the settings' ignore list, as the cards: an ignored marquee's name replaces the price here too.
    summary: toPropertySummary(doc, marqueeIgnore),
    description: doc.description ?? null,
    reference: doc.reference ?? null,
    photos: (doc.photos ?? []).flatMap((photo) =>
      photo.url
        ? [
            {
              url: photo.url,
              ...pictureSize(photo),
              name: photo.name ?? null,
            },
          ]
        : [],
    ),
    documents: (doc.documents ?? []).flatMap((row) =>
      row.url && isNumber(row.crmId)
        ? [
            {
              id: row.crmId,
              name: row.name || row.type || String(row.crmId),
              href: `${row.url}?lang=${locale}`,
            },
          ]
        : [],
    ),
    // 0,0 is the CRM's "no position", in the ocean off Africa: never a Belgian property.
    position: isNumber(lat) && isNumber(lng) && !(lat === 0 && lng === 0) ? { lat, lng } : null,
    street: street || null,
    box: street && address.boxNumber ? address.boxNumber : null,
    country: addressCountry(address.countryId, address.countryName),
    countryCode: countryCodes[address.countryId ?? BELGIUM] ?? null,
    listedAt: doc.crmCreatedAt ?? null,
    priceAmount: doc.price?.publish === false ? null : (doc.price?.amount ?? null),
    rental: {
      rent: doc.price?.publish === false ? null : (doc.price?.amount ?? null),
      charges: doc.financial?.chargesRenter ?? null,
      inventoryCost: doc.financial?.inventoryCost ?? null,
      deposit: doc.financial?.depositAmount ?? null,
      bedrooms: doc.rooms?.bedrooms ?? null,
    },
    region: doc.region ?? null,
    typeWebId: doc.typeWebId ?? null,
    lists: listsOf(doc),
    rentPeriod: doc.rentPeriod ?? null,
    stay: doc.listedAsTouristRental
      ? {
          booked: (doc.bookedPeriods ?? []).flatMap((period) =>
            period.start && period.end ? [{ start: period.start, end: period.end }] : [],
          ),
          maxPersons: doc.maxPersons ?? null,
        }
      : null,
    names,
  }
}

/**
 * One public (active) property in a language, or undefined, read once per request: the detail
 * page and its facts start from it. It is the property's public view, the whole public record in
 * that language that the import stores in one column, instead of the hundred-odd columns and
 * child tables of the record: one small query at any catalogue size (see readModel).
 */
const activeProperty = cache(async (id: number, locale: Locale): Promise<Property | undefined> =>
  (await readPublicViews(await payloadClient(), [id], locale)).get(id),
)

/**
 * One active property in a language, or null (not found, or not public). Read per request, not
 * kept in the data cache: with thousands of listings most page views are the first of that listing
 * for a while, and storing each one's copy cost more than building it from the public view.
 */
export const getPropertyDetail = cache(async (id: number, locale: Locale): Promise<PropertyDetail | null> => {
  const payload = await payloadClient()
  const [doc, localized, site] = await Promise.all([
    activeProperty(id, locale),
    readListingNames(payload, id),
    getSiteBasics(),
  ])
  if (!doc || !localized) return null
  const names = Object.fromEntries(
    locales.map((l) => [
      l,
      {
        title: localized.title[l] ?? doc.title,
        slug: localized.slug[l] ?? null,
        cityName: localized.cityName[l] ?? null,
      },
    ]),
  ) as PropertyDetail['names']
  return detailOf(doc, locale, names, site.marqueeIgnore)
})

/** Everything the facts section of a property's page shows, reduced to plain serialisable values. */
export type PropertyFacts = {
  groups: FactGroup[]
  epc: EpcSummary | null
  legal: LegalMentions
  media: PropertyMedia[]
  /** The first photo, behind the play buttons of the tour and video. */
  poster: string | null
}

/** The facts of one active property in a language, or null (not found, or not public). */
export const getPropertyFacts = cache(async (id: number, locale: Locale): Promise<PropertyFacts | null> => {
  const doc = await activeProperty(id, locale)
  if (!doc) return null
  const region = doc.region ?? regionByZip(doc.zip, doc.address?.countryId)
  const legal = legalMentions({ ...doc, region })
  const epc = epcSummary({
    goal: doc.goal,
    region,
    energyPerformance: doc.epc?.energyPerformance,
    epcStatus: doc.energy?.epcStatus,
  })
  return {
    groups: propertyFacts(doc, legal.covers, epc ? ['energy'] : []),
    epc,
    legal,
    media: propertyMedia(doc),
    poster: doc.photos?.find((photo) => photo.url)?.url ?? null,
  }
})

// The catalogue's similarity candidates with their availability, made once per catalogue (it is
// the same object until an import or an edit replaces it). The catalogue keeps each listing's
// title in every language; sold and rented are read from the default language's, as the import
// derives a listing's availability (spec §4: a title starting with 'VENDU' or 'LOUEE').
const candidatesByCatalogue = new WeakMap<Catalogue, Map<number, SimilarCandidate>>()

function similarityCandidates(catalogue: Catalogue): Map<number, SimilarCandidate> {
  const known = candidatesByCatalogue.get(catalogue)
  if (known) return known
  const closed = new Set<number>()
  for (const entry of catalogue.entries) {
    const availability = availabilityOf({ title: entry.title[defaultLocale], goal: 0 })
    if (availability === 'sold' || availability === 'rented') closed.add(entry.id)
  }
  const candidates = new Map(
    [...catalogue.candidates].map(([id, candidate]) => [id, { ...candidate, available: !closed.has(id) }]),
  )
  candidatesByCatalogue.set(catalogue, candidates)
  return candidates
}

/**
 * Up to four active listings like this one (same goal, available first, same type, then place and
 * budget: the ranking is domain/similarProperties), chosen among all active listings held in memory
 * (getCatalogue), so a detail page costs the same with 30 listings or 10,000; then the chosen cards
 * are read.
 */
export async function listSimilarProperties(id: number, locale: Locale): Promise<PropertySummary[]> {
  const candidates = similarityCandidates(await getCatalogue())
  const target = candidates.get(id)
  if (!target) return []
  const chosen = similarProperties(target, candidates.values())
  return getPropertyCards(
    chosen.map((candidate) => candidate.id),
    locale,
  )
}
