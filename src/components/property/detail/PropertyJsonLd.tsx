import type { Availability } from '@/domain/property/availability'

type Props = {
  url: string
  name: string
  description: string | null
  image: string[]
  datePosted: string | null
  price: number | null
  /** Sale: a price; rent: a price per month or week. */
  goal: 'sale' | 'rent'
  rentPeriod: 'month' | 'week' | null
  availability: Availability
  address: { street: string | null; zip: string | null; city: string | null; countryCode: string | null }
  agency: { name: string; phone: string | null; email: string | null; url: string }
}

const schemaAvailability: Record<Availability, string> = {
  'for-sale': 'https://schema.org/InStock',
  'for-rent': 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  rented: 'https://schema.org/SoldOut',
}

/**
 * schema.org RealEstateListing with its Offer and PostalAddress, for search engines' rich results.
 * `<` is escaped so no text from the CRM can close the script element.
 */
export function PropertyJsonLd(props: Props) {
  const { address, agency } = props
  const data = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    url: props.url,
    name: props.name,
    ...(props.description ? { description: props.description } : {}),
    ...(props.image.length > 0 ? { image: props.image } : {}),
    ...(props.datePosted ? { datePosted: props.datePosted } : {}),
    offers: {
      '@type': 'Offer',
      url: props.url,
      businessFunction: `http://purl.org/goodrelations/v1#${props.goal === 'sale' ? 'Sell' : 'LeaseOut'}`,
      availability: schemaAvailability[props.availability],
      priceCurrency: 'EUR',
      ...(props.price !== null ? { price: props.price } : {}),
      ...(props.price !== null && props.goal === 'rent'
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: props.price,
              priceCurrency: 'EUR',
              // UN/CEFACT codes: MON month, WEE week.
              unitCode: props.rentPeriod === 'week' ? 'WEE' : 'MON',
            },
          }
        : {}),
      seller: {
        '@type': 'RealEstateAgent',
        name: agency.name,
        url: agency.url,
        ...(agency.phone ? { telephone: agency.phone } : {}),
        ...(agency.email ? { email: agency.email } : {}),
      },
    },
    address: {
      '@type': 'PostalAddress',
      ...(address.street ? { streetAddress: address.street } : {}),
      ...(address.zip ? { postalCode: address.zip } : {}),
      ...(address.city ? { addressLocality: address.city } : {}),
      ...(address.countryCode ? { addressCountry: address.countryCode } : {}),
    },
  }
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
