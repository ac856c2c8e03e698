import 'server-only'

import { crmPhotoUrl, servedWidth } from '@/domain/media/crmPhotoUrl'
import { scaledSize, SHARE_IMAGE_WIDTH, type ShareImage } from '@/domain/seo/shareImage'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import type { MediaData } from './articleShapes'
import { processMemo } from './cache/processMemo'
import { payloadClient } from './payload'
import { mediaPicture, pictureUrl, sameOrigin } from './picture'
import { getSiteBasics } from './settings'

/**
 * The share picture when the site has none of its own (no home banner image): a plain card in the
 * brand's colours, served from public/ (1200 × 630, the size Facebook and LinkedIn ask for).
 */
const DEFAULT_SHARE_IMAGE = { url: '/images/share-default.png', width: 1200, height: 630 } as const

/** A CRM photo at the share width, with the size the image server answers it at. */
export function photoShareImage(
  photo: { url: string; width: number; height: number; name: string | null },
  fallbackAlt: string,
): ShareImage {
  // The served file's width: the same choice the URL builder makes.
  const served = servedWidth(SHARE_IMAGE_WIDTH)
  return {
    url: crmPhotoUrl(photo.url, served),
    alt: photo.name?.trim() || fallbackAlt,
    ...scaledSize(photo, served),
  }
}

/** A media-library image at the share width (its generated size nearest above it), or null. */
export function mediaShareImage(value: number | Media | null | undefined): ShareImage | null {
  const picture = mediaPicture(value)
  if (!picture) return null
  const url = pictureUrl(picture, SHARE_IMAGE_WIDTH)
  const variant = picture.variants.find((candidate) => candidate.url === url)
  return { url, alt: picture.alt, ...(variant ? scaledSize(picture, variant.width) : {}) }
}

/** An article's image (as the article views hold it) at the share width. */
export function mediaDataShareImage(media: MediaData): ShareImage {
  const variant =
    media.variants.find((candidate) => candidate.width >= SHARE_IMAGE_WIDTH) ?? media.variants.at(-1)
  return {
    url: sameOrigin(variant?.url ?? media.url),
    alt: media.alt,
    ...(variant ? scaledSize(media, variant.width) : { width: media.width, height: media.height }),
  }
}

/**
 * The agency's picture for share previews of pages that have no picture of their own: the home
 * banner's image (spec §2: also every other banner type's fallback), else the default card.
 */
export const getAgencyShareImage: (locale: Locale) => Promise<ShareImage> = processMemo(
  'agency-share-image',
  ['global:home-banner', 'global:site-settings', 'media'],
  async (locale: Locale): Promise<ShareImage> => {
    const payload = await payloadClient()
    const [banner, site] = await Promise.all([
      payload.findGlobal({ slug: 'home-banner', locale, depth: 1, overrideAccess: false }),
      getSiteBasics(),
    ])
    const image = mediaShareImage(banner.media)
    return image
      ? { ...image, alt: image.alt || site.agencyName }
      : { ...DEFAULT_SHARE_IMAGE, alt: site.agencyName }
  },
)
