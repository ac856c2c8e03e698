import { type BannerPicture, variantFor } from '@/domain/home/bannerSlides'
import type { Media } from '@/payload-types'

/**
 * The size a picture is laid out at when its file does not say: the CRM's photos are 1920 × 1280,
 * and 3:2 is the ratio cards, galleries and banners reserve anyway.
 */
export const FALLBACK_PICTURE_SIZE = { width: 1920, height: 1280 } as const

/** A file's width and height as it gives them, each missing one from the fallback size. */
export function pictureSize(file: { width?: number | null; height?: number | null }): {
  width: number
  height: number
} {
  return {
    width: file.width ?? FALLBACK_PICTURE_SIZE.width,
    height: file.height ?? FALLBACK_PICTURE_SIZE.height,
  }
}

/**
 * An image at several widths, as every view of the site takes it: `variants` ascending by width,
 * `src` the widest (for a browser without srcset, or as the one file of a next/image).
 */
export type Picture = BannerPicture

/**
 * A media URL absolute on one of the site's origins (stored before decision 031) as a path: the site
 * serves the files itself, so a path keeps them same-origin whatever host name the visitor used
 * (and inside next.config's localPatterns).
 */
export function sameOrigin(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null
  return parsed?.pathname.startsWith('/api/media/') ? `${parsed.pathname}${parsed.search}` : url
}

/**
 * The one mapping of a media-library image to a picture: its generated webp sizes (Media
 * collection, spec §7 widths) as the variants, its own file when it has none (SVG). Not an image
 * (a video, a PDF, an id that was not populated): null.
 */
export function mediaPicture(value: number | Media | null | undefined): Picture | null {
  const media = value && typeof value === 'object' ? value : null
  if (!media?.url || !media.mimeType?.startsWith('image/')) return null
  const variants = Object.values(media.sizes ?? {})
    .flatMap((size) => (size?.url && size.width ? [{ width: size.width, url: sameOrigin(size.url) }] : []))
    .sort((a, b) => a.width - b.width)
  return {
    src: variants.at(-1)?.url ?? sameOrigin(media.url),
    alt: media.alt ?? '',
    ...pictureSize(media),
    variants,
  }
}

/** The picture's narrowest file at least `width` wide, else its widest (or its only one). */
export function pictureUrl(picture: Picture, width: number): string {
  return variantFor(picture.variants, width) ?? picture.src
}
