import type { Availability } from '../property/availability'
import { type JsonLdObject, postalAddress, type PostalAddressInput, present } from './jsonLd'

/**
 * schema.org ItemAvailability of a listing's offer (spec §4: sold or rented is told by the title).
 * A listing on offer is InStock. Sold is SoldOut: the one item is gone for good. Rented is SoldOut
 * too, not OutOfStock: OutOfStock promises the same item back in stock, and Reserved a hold that
 * may lapse, while a signed lease ends this offer as a sale does; the agency lists the property
 * again as a new offer when it is free.
 */
export const offerAvailability: Record<Availability, string> = {
  'for-sale': 'https://schema.org/InStock',
  'for-rent': 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  rented: 'https://schema.org/SoldOut',
}

export type SellerInput = { name: string; url: string; phone?: string | null; email?: string | null }

const seller = (agency: SellerInput): JsonLdObject => ({
  '@type': 'RealEstateAgent',
  ...present({ name: agency.name, url: agency.url, telephone: agency.phone, email: agency.email }),
})

export type ListingJsonLdInput = {
  url: string
  name: string
  description: string | null
  /** Absolute photo URLs. */
  images: string[]
  datePosted: string | null
  /** Null when the price is not published (spec §3 price publish): the offer then has no price. */
  price: number | null
  goal: 'sale' | 'rent'
  rentPeriod: 'month' | 'week' | null
  availability: Availability
  address: PostalAddressInput
  agency: SellerInput
}

/** The listing's Offer: its price in euro, sale or lease, and whether it is still on offer. */
export function listingOffer(input: ListingJsonLdInput): JsonLdObject {
  const { price } = input
  return {
    '@type': 'Offer',
    url: input.url,
    businessFunction: `http://purl.org/goodrelations/v1#${input.goal === 'sale' ? 'Sell' : 'LeaseOut'}`,
    availability: offerAvailability[input.availability],
    ...(price !== null ? { price, priceCurrency: 'EUR' } : {}),
    ...(price !== null && input.goal === 'rent'
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: 'EUR',
            // UN/CEFACT common codes: MON month, WEE week.
            unitCode: input.rentPeriod === 'week' ? 'WEE' : 'MON',
          },
        }
      : {}),
    seller: seller(input.agency),
  }
}

/** schema.org RealEstateListing of a property page, with its Offer and PostalAddress. */
export function realEstateListingJsonLd(input: ListingJsonLdInput): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    url: input.url,
    name: input.name,
    ...present({ description: input.description, image: input.images, datePosted: input.datePosted }),
    offers: listingOffer(input),
    address: postalAddress(input.address),
  }
}

export type ProjectJsonLdInput = {
  url: string
  name: string
  description: string | null
  images: string[]
  address: PostalAddressInput
  position: { lat: number; lng: number } | null
  units: { status: 'available' | 'option' | 'sold' | null; price: number | null }[]
  agency: SellerInput
}

/**
 * A project as a Residence (an ApartmentComplex would claim every unit is a flat) with its address
 * and place, offered as an AggregateOffer over the units still on offer with a published price.
 */
export function projectJsonLd(input: ProjectJsonLdInput): JsonLdObject {
  const prices = input.units
    .filter((unit) => unit.status !== 'sold')
    .flatMap((unit) => (unit.price !== null && unit.price > 0 ? [unit.price] : []))
  return {
    '@context': 'https://schema.org',
    '@type': 'Residence',
    name: input.name,
    url: input.url,
    ...present({ description: input.description, image: input.images }),
    address: postalAddress(input.address),
    ...(input.position
      ? { geo: { '@type': 'GeoCoordinates', latitude: input.position.lat, longitude: input.position.lng } }
      : {}),
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            url: input.url,
            priceCurrency: 'EUR',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: prices.length,
            availability: 'https://schema.org/InStock',
            seller: seller(input.agency),
          },
        }
      : {}),
  }
}
