import type { ProjectDetail } from '@/data/projects'

type Props = {
  project: ProjectDetail
  url: string
  images: string[]
  description: string | null
  agency: { name: string; url: string }
}

/**
 * schema.org data for search engines: the project as a Residence (an ApartmentComplex would claim
 * every unit is a flat) with its address and place, offered as an AggregateOffer over the units
 * still on offer.
 */
export function ProjectJsonLd({ project, url, images, description, agency }: Props) {
  const onOffer = project.unitList.filter(
    (unit) => unit.status !== 'sold' && unit.price !== null && unit.price > 0,
  )
  const prices = onOffer.map((unit) => unit.price as number)
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Residence',
    name: project.name,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(project.street ? { streetAddress: project.street } : {}),
      ...(project.zip ? { postalCode: project.zip } : {}),
      ...(project.cityName ? { addressLocality: project.cityName } : {}),
      ...(project.countryCode ? { addressCountry: project.countryCode } : {}),
    },
    ...(project.position
      ? {
          geo: { '@type': 'GeoCoordinates', latitude: project.position.lat, longitude: project.position.lng },
        }
      : {}),
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            url,
            priceCurrency: 'EUR',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: onOffer.length,
            availability: 'https://schema.org/InStock',
            seller: { '@type': 'RealEstateAgent', name: agency.name, url: agency.url },
          },
        }
      : {}),
  }
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
