import { describe, expect, it } from 'vitest'

import {
  type ListingJsonLdInput,
  projectJsonLd,
  type ProjectJsonLdInput,
  realEstateListingJsonLd,
} from './listingJsonLd'

const URL = 'https://www.example.be/fr/a-vendre/wavre/villa/49240/'
const AGENCY = {
  name: 'Maison Lumière Immobilier',
  url: 'https://www.example.be',
  phone: '02 512 34 56',
  email: null,
}

const listing = (change: Partial<ListingJsonLdInput>): ListingJsonLdInput => ({
  url: URL,
  name: 'Villa',
  description: null,
  images: [],
  datePosted: null,
  price: 485000,
  goal: 'sale',
  rentPeriod: null,
  availability: 'for-sale',
  address: { street: null, zip: '1300', city: 'Wavre', country: 'BE' },
  agency: AGENCY,
  ...change,
})

describe('realEstateListingJsonLd: the Offer inside the listing', () => {
  it.each<[string, Partial<ListingJsonLdInput>, Record<string, unknown>]>([
    [
      'a sale on offer: price in euro, InStock',
      {},
      {
        price: 485000,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      },
    ],
    [
      'a sold listing: SoldOut',
      { availability: 'sold' },
      { price: 485000, availability: 'https://schema.org/SoldOut' },
    ],
    [
      'a rental per month: LeaseOut, unit MON',
      { goal: 'rent', availability: 'for-rent', price: 1250, rentPeriod: 'month' },
      {
        price: 1250,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 1250,
          priceCurrency: 'EUR',
          unitCode: 'MON',
        },
      },
    ],
    [
      'a holiday let per week: unit WEE',
      { goal: 'rent', availability: 'for-rent', price: 900, rentPeriod: 'week' },
      {
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 900,
          priceCurrency: 'EUR',
          unitCode: 'WEE',
        },
      },
    ],
    [
      'a rented listing: SoldOut',
      { goal: 'rent', availability: 'rented', price: 1250 },
      { availability: 'https://schema.org/SoldOut' },
    ],
  ])('%s', (_case, change, expected) => {
    const data = realEstateListingJsonLd(listing(change))
    expect(data['@type']).toBe('RealEstateListing')
    expect(data.offers).toMatchObject({ '@type': 'Offer', url: URL, ...expected })
  })

  it('a price that is not published gives an offer without price nor currency', () => {
    const offer = realEstateListingJsonLd(listing({ price: null })).offers as Record<string, unknown>
    expect(offer).not.toHaveProperty('price')
    expect(offer).not.toHaveProperty('priceCurrency')
    expect(offer).not.toHaveProperty('priceSpecification')
    expect(offer.availability).toBe('https://schema.org/InStock')
  })

  it('the seller is the agency, with the contact details it has', () => {
    expect(realEstateListingJsonLd(listing({})).offers).toMatchObject({
      seller: { '@type': 'RealEstateAgent', name: AGENCY.name, url: AGENCY.url, telephone: AGENCY.phone },
    })
    expect((realEstateListingJsonLd(listing({})).offers as { seller: object }).seller).not.toHaveProperty(
      'email',
    )
  })

  it('photos and description only when there are some', () => {
    expect(realEstateListingJsonLd(listing({}))).not.toHaveProperty('image')
    expect(
      realEstateListingJsonLd(listing({ images: ['https://x/1.jpg'], description: 'Belle villa' })),
    ).toMatchObject({
      image: ['https://x/1.jpg'],
      description: 'Belle villa',
    })
  })
})

const project = (units: ProjectJsonLdInput['units']): ProjectJsonLdInput => ({
  url: 'https://www.example.be/fr/projets-neufs/les-jardins/7/',
  name: 'Les Jardins',
  description: null,
  images: [],
  address: { street: null, zip: '1300', city: 'Wavre', country: 'BE' },
  position: null,
  units,
  agency: AGENCY,
})

describe('projectJsonLd: an AggregateOffer over the units on offer', () => {
  it.each<[string, ProjectJsonLdInput['units'], Record<string, unknown> | null]>([
    [
      'sold units and units without a price do not count',
      [
        { status: 'available', price: 219000 },
        { status: 'option', price: 305000 },
        { status: 'sold', price: 150000 },
        { status: 'available', price: null },
      ],
      { lowPrice: 219000, highPrice: 305000, offerCount: 2, priceCurrency: 'EUR' },
    ],
    ['every unit sold: no offer', [{ status: 'sold', price: 150000 }], null],
  ])('%s', (_case, units, expected) => {
    const data = projectJsonLd(project(units))
    expect(data['@type']).toBe('Residence')
    if (expected) expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', ...expected })
    else expect(data).not.toHaveProperty('offers')
  })
})
