import { JsonLd } from '@/components/seo/JsonLd'
import type { Availability } from '@/domain/property/availability'
import { realEstateListingJsonLd } from '@/domain/seo/listingJsonLd'

type Props = {
  url: string
  name: string
  description: string | null
  image: string[]
  datePosted: string | null
  /** Null when the price is not published. */
  price: number | null
  /** Sale: a price; rent: a price per month or week. */
  goal: 'sale' | 'rent'
  rentPeriod: 'month' | 'week' | null
  availability: Availability
  address: { street: string | null; zip: string | null; city: string | null; countryCode: string | null }
  agency: { name: string; phone: string | null; email: string | null; url: string }
}

/** schema.org RealEstateListing with its Offer and PostalAddress (domain/seo/listingJsonLd). */
export function PropertyJsonLd({ image, address, ...listing }: Props) {
  return (
    <JsonLd
      data={realEstateListingJsonLd({
        ...listing,
        images: image,
        address: {
          street: address.street,
          zip: address.zip,
          city: address.city,
          country: address.countryCode,
        },
      })}
    />
  )
}
