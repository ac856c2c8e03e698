import 'server-only'

import {
  BANNER_WIDTHS,
  type BannerPicture,
  type BannerType,
  listingsWithPhoto,
  MAX_LISTING_SLIDES,
} from '@/domain/home/bannerSlides'
import { replaceTotals } from '@/domain/home/replaceTotals'
import { crmPhotoUrl } from '@/domain/media/crmPhotoUrl'
import type { Locale } from '@/i18n/locales'
import type { Media, Project, Property, User } from '@/payload-types'
import { processMemo } from './cache/processMemo'
import { payloadClient } from './payload'
import { mediaPicture, pictureSize, sameOrigin } from './picture'
import { previewer } from './preview'
import { summaryFields } from './properties'
import { type PropertySummary, toPropertySummary } from './propertySummary'

export type { BannerPicture }

export type BannerListing =
  | { kind: 'property'; summary: PropertySummary }
  | { kind: 'project'; id: number; title: string; city: string | null }

export type BannerSlide = { key: string; picture: BannerPicture; listing: BannerListing | null }

export type BannerVideoFile = { src: string; mimeType: string | null }
export type BannerVideo = { file: BannerVideoFile; mobile: BannerVideoFile | null; poster: string | null }

export type HomeBannerData = {
  type: BannerType
  /** The image type's picture, and every other type's fallback. */
  image: BannerPicture | null
  gallery: BannerSlide[]
  video: BannerVideo | null
  /** Filled only for the type that shows them, so the cache holds no unused listings. */
  properties: BannerSlide[]
  projects: BannerSlide[]
  searchBlock: {
    title: string | null
    /** With {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} already replaced. */
    description: string | null
    logo: BannerPicture | null
    showSearchBox: boolean
    showCounts: boolean
  }
  counts: { sale: number; rent: number }
}

const text = (value: string | null | undefined): string | null => value?.trim() || null
const asMedia = (value: number | Media | null | undefined): Media | null =>
  value && typeof value === 'object' ? value : null

function videoFile(value: number | Media | null | undefined): BannerVideoFile | null {
  const media = asMedia(value)
  if (!media?.url || !media.mimeType?.startsWith('video/')) return null
  return { src: sameOrigin(media.url), mimeType: media.mimeType }
}

type Photo = NonNullable<Property['photos']>[number]

function photoPicture(photo: Photo | undefined): BannerPicture | null {
  if (!photo?.url) return null
  const url = photo.url
  return {
    // The widest of the image server's widths, for a browser without srcset.
    src: crmPhotoUrl(url, Math.max(...BANNER_WIDTHS)),
    alt: photo.name ?? '',
    ...pictureSize(photo),
    variants: BANNER_WIDTHS.map((width) => ({ width, url: crmPhotoUrl(url, width) })),
  }
}

type Listing = { key: string; photo: BannerPicture | null; listing: BannerListing }
const toSlides = (listings: Listing[]): BannerSlide[] =>
  listingsWithPhoto(listings).map(({ key, photo, listing }) => ({ key, picture: photo, listing }))

async function propertySlides(locale: Locale): Promise<BannerSlide[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'properties',
    locale,
    where: { status: { equals: 'active' } },
    sort: '-crmCreatedAt',
    // A few spare, for listings that have no photo.
    limit: MAX_LISTING_SLIDES * 2,
    depth: 0,
    overrideAccess: false,
    select: summaryFields,
  })
  return toSlides(
    docs.map((doc) => ({
      key: `property-${doc.id}`,
      photo: photoPicture(doc.photos?.[0]),
      listing: { kind: 'property', summary: toPropertySummary(doc as Property) },
    })),
  )
}

async function projectSlides(locale: Locale): Promise<BannerSlide[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'projects',
    locale,
    where: { status: { equals: 'active' } },
    sort: '-crmCreatedAt',
    limit: MAX_LISTING_SLIDES * 2,
    depth: 0,
    overrideAccess: false,
    select: { name: true, cityName: true, photos: true },
  })
  return toSlides(
    docs.map((doc: Pick<Project, 'id' | 'name' | 'cityName' | 'photos'>) => ({
      key: `project-${doc.id}`,
      photo: photoPicture(doc.photos?.[0]),
      listing: { kind: 'project', id: doc.id, title: doc.name, city: text(doc.cityName) },
    })),
  )
}

async function listingCounts(): Promise<{ sale: number; rent: number }> {
  const payload = await payloadClient()
  const count = (flag: 'listedForSale' | 'listedForRent') =>
    payload
      .count({
        collection: 'properties',
        where: { and: [{ status: { equals: 'active' } }, { [flag]: { equals: true } }] },
        overrideAccess: false,
      })
      .then((result) => result.totalDocs)
  const [sale, rent] = await Promise.all([count('listedForSale'), count('listedForRent')])
  return { sale, rent }
}

/** Everything the home banner and its search block show (spec §2), in the visitor's language. */
export async function getHomeBanner(locale: Locale): Promise<HomeBannerData> {
  const preview = await previewer()
  return preview ? loadHomeBanner(locale, preview) : homeBanner(locale)
}

const homeBanner = processMemo(
  'home-banner',
  ['global:home-banner', 'properties', 'projects', 'media'],
  (locale: Locale) => loadHomeBanner(locale, null),
)

/** The published banner, or in a staff preview its latest draft (never kept). */
async function loadHomeBanner(locale: Locale, preview: User | null): Promise<HomeBannerData> {
  const payload = await payloadClient()
  const drafts = preview ? ({ draft: true, user: preview } as const) : {}
  const [banner, counts] = await Promise.all([
    payload.findGlobal({ slug: 'home-banner', locale, depth: 1, overrideAccess: false, ...drafts }),
    listingCounts(),
  ])
  const [properties, projects] = await Promise.all([
    banner.type === 'properties' ? propertySlides(locale) : [],
    banner.type === 'projects' ? projectSlides(locale) : [],
  ])
  const video = videoFile(banner.video)
  const description = text(banner.searchBlock?.description)
  return {
    type: banner.type,
    image: mediaPicture(banner.media),
    gallery: (banner.gallery ?? []).flatMap((item) => {
      const picture = mediaPicture(item)
      return picture ? [{ key: `media-${asMedia(item)?.id}`, picture, listing: null }] : []
    }),
    video: video
      ? {
          file: video,
          mobile: videoFile(banner.mobileVideo),
          poster: mediaPicture(banner.poster)?.src ?? mediaPicture(banner.media)?.src ?? null,
        }
      : null,
    properties,
    projects,
    searchBlock: {
      title: text(banner.searchBlock?.title),
      description: description
        ? replaceTotals(description, { forSale: counts.sale, forRent: counts.rent }, `${locale}-BE`)
        : null,
      logo: mediaPicture(banner.searchBlock?.logo),
      showSearchBox: banner.searchBlock?.showSearchBox !== false,
      showCounts: banner.searchBlock?.showCounts !== false,
    },
    counts,
  }
}
