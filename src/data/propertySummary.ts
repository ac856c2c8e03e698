import { formatPrice, type PriceLabel } from '@/domain/format/formatPrice'
import { type MarqueeBadge, marqueeBadge } from '@/domain/property/marqueeBadge'
import { canonicalList } from '@/domain/routes/links'
import type { ListName } from '@/domain/routes/systemRoutes'
import type { Property } from '@/payload-types'
import { pictureSize } from './picture'

/** What a property card shows: plain, serialisable, already reduced to the site's own concepts. */
export type PropertySummary = {
  id: number
  title: string
  /** URL slug of the title in this language. */
  slug: string | null
  /** The list its canonical URL sits under. */
  list: ListName
  typeName: string | null
  cityName: string | null
  zip: string | null
  goal: Property['goal']
  availability: Property['availability']
  price: PriceLabel
  /** The agency's label ('Nouveau', 'Option'…) shown as a badge, or null. */
  marquee: MarqueeBadge | null
  bedrooms: number | null
  livingSurface: number | null
  photo: { url: string; width: number; height: number } | null
  /** Where it is on a map, when the CRM gives coordinates and the address may be shown. */
  position: { lat: number; lng: number } | null
}

/**
 * `marqueeIgnore`: the site settings' marquee codes whose name replaces the price (spec §9);
 * callers that did not read the settings get the plain price. Cards and the detail both take their
 * price and marquee from here, so a rent reads "per month" wherever it is shown.
 */
export function toPropertySummary(
  doc: Pick<Property, 'id' | 'title'> & Partial<Property>,
  marqueeIgnore: readonly number[] = [],
): PropertySummary {
  const photo = doc.photos?.[0]
  const { latitude, longitude, publish: addressPublished } = doc.address ?? {}
  const marquee = { marquee: doc.price?.marquee, marqueeName: doc.price?.marqueeName }
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug ?? null,
    list: canonicalList({
      goal: doc.goal,
      listedForSale: doc.listedForSale,
      listedForRent: doc.listedForRent,
      listedAsTouristRental: doc.listedAsTouristRental,
    }),
    typeName: doc.mainTypeName ?? null,
    cityName: doc.cityName ?? null,
    zip: doc.zip ?? null,
    goal: doc.goal ?? 'sale',
    availability: doc.availability ?? 'for-sale',
    price: formatPrice(
      {
        price: doc.price?.publish === false ? null : doc.price?.amount,
        priceUnit: doc.price?.unit,
        goal: doc.goal ?? 'sale',
        rentPeriod: doc.rentPeriod,
        ...marquee,
      },
      marqueeIgnore,
    ),
    marquee: marqueeBadge(marquee, marqueeIgnore),
    bedrooms: doc.rooms?.bedrooms ?? null,
    livingSurface: doc.surfaces?.living ?? null,
    photo: photo?.url ? { url: photo.url, ...pictureSize(photo) } : null,
    // A hidden address (PublishAddress false) must not be given away by a map pin either.
    position:
      addressPublished !== false && typeof latitude === 'number' && typeof longitude === 'number'
        ? { lat: latitude, lng: longitude }
        : null,
  }
}
