// CRM photo URLs (spec §7: "Images are requested with query parameters width, height=auto,
// format=webp; widths 100, 400, 600, 1360, 1920. Thumbnails about 200 px wide."). The one place
// that writes those parameters: cards, gallery, lightbox, banner, map pins and the search box's
// thumbnails all ask for a CRM photo through these functions.

/** The widths spec §7 names for pictures, ascending. */
export const PHOTO_WIDTHS = [100, 400, 600, 1360, 1920] as const

/** Spec §7: "Thumbnails about 200 px wide". */
export const THUMBNAIL_WIDTH = 200

/** Every width the image server is asked for: the spec's widths and the thumbnail's, ascending. */
export const SERVED_WIDTHS: readonly number[] = [...PHOTO_WIDTHS, THUMBNAIL_WIDTH].sort((a, b) => a - b)

/** The parameters this module owns; any other parameter of the CRM's URL is kept as it is. */
const OWN_PARAMETERS = new Set(['width', 'height', 'format'])

/**
 * The photo at exactly `width` px: `width=N&height=auto&format=webp` (height follows the aspect
 * ratio), replacing any width, height or format the URL already carried (the CRM's small pictures
 * come with `?width=200`) and keeping its other parameters and fragment.
 */
export function crmPhotoUrl(url: string, width: number): string {
  const hashAt = url.indexOf('#')
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const queryAt = withoutHash.indexOf('?')
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)
  const kept =
    queryAt === -1
      ? []
      : withoutHash
          .slice(queryAt + 1)
          .split('&')
          .filter((pair) => pair !== '' && !OWN_PARAMETERS.has(decodeURIComponent(pair.split('=')[0] ?? '')))
  return `${path}?${[...kept, `width=${width}`, 'height=auto', 'format=webp'].join('&')}${hash}`
}

/** The smallest served width that covers `wanted` pixels, the largest when none does. */
export function servedWidth(wanted: number): number {
  return SERVED_WIDTHS.find((width) => width >= wanted) ?? SERVED_WIDTHS[SERVED_WIDTHS.length - 1]!
}

/** The photo at the smallest served width covering `wanted` pixels (a next/image loader's answer). */
export function crmPhotoFor(url: string, wanted: number): string {
  return crmPhotoUrl(url, servedWidth(wanted))
}

/** A `srcset` over the given widths (the spec's by default): `url?width=100… 100w, …`. */
export function crmPhotoSrcSet(url: string, widths: readonly number[] = PHOTO_WIDTHS): string {
  return widths.map((width) => `${crmPhotoUrl(url, width)} ${width}w`).join(', ')
}

export type PhotoRequest = { width: number | null; format: 'webp' | 'jpeg' }

/**
 * What a request to the (demo) CRM image server asks for, or null when it asks for something the
 * server does not make: a width outside SERVED_WIDTHS, a height other than `auto` (the aspect ratio
 * is always kept), a format other than webp or jpeg. No width: the original size; no format: the
 * original's (JPEG), so a plain photo URL still answers the file the CRM stored.
 */
export function readPhotoRequest(params: URLSearchParams): PhotoRequest | null {
  const widthParam = params.get('width')
  const width = widthParam === null ? null : Number(widthParam)
  if (width !== null && !SERVED_WIDTHS.includes(width)) return null
  const height = params.get('height')
  if (height !== null && height !== 'auto') return null
  const format = params.get('format') ?? 'jpeg'
  if (format === 'webp' || format === 'jpeg') return { width, format }
  if (format === 'jpg') return { width, format: 'jpeg' }
  return null
}

/** A listing's first photos as absolute URLs at 1360 px, for its structured data (JSON-LD image). */
export function jsonLdPhotos(photos: readonly { url: string }[], siteUrl: string, count = 6): string[] {
  return photos.slice(0, count).map((photo) => new URL(crmPhotoFor(photo.url, 1360), siteUrl).toString())
}
