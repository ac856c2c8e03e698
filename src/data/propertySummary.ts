import { formatPrice, type PriceLabel } from '@/domain/formatPrice'
import type { Property } from '@/payload-types'

/** What a property card shows: plain, serialisable, already reduced to the site's own concepts. */
export type PropertySummary = {
  id: number
  title: string
  typeName: string | null
  cityName: string | null
  zip: string | null
  goal: Property['goal']
  availability: Property['availability']
  price: PriceLabel
  bedrooms: number | null
  livingSurface: number | null
  photo: { url: string; width: number; height: number } | null
}

export function toPropertySummary(doc: Pick<Property, 'id' | 'title'> & Partial<Property>): PropertySummary {
  const photo = doc.photos?.[0]
  return {
    id: doc.id,
    title: doc.title,
    typeName: doc.mainTypeName ?? null,
    cityName: doc.cityName ?? null,
    zip: doc.zip ?? null,
    goal: doc.goal ?? 'sale',
    availability: doc.availability ?? 'for-sale',
    price: formatPrice({
      price: doc.price?.publish === false ? null : doc.price?.amount,
      priceUnit: doc.price?.unit,
      marquee: doc.price?.marquee,
      marqueeName: doc.price?.marqueeName,
    }),
    bedrooms: doc.rooms?.bedrooms ?? null,
    livingSurface: doc.surfaces?.living ?? null,
    photo: photo?.url ? { url: photo.url, width: photo.width ?? 1920, height: photo.height ?? 1280 } : null,
  }
}
