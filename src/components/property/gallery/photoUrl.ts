/** Widths the CRM image server answers (spec §7: 100, 400, 600, 1360, 1920, and ~200 for thumbnails). */
export const PHOTO_WIDTHS = [100, 200, 400, 600, 1360, 1920] as const

/** A CRM photo URL at the smallest served width that covers `wanted` pixels (the largest otherwise). */
export function photoUrl(url: string, wanted: number): string {
  const width = PHOTO_WIDTHS.find((w) => w >= wanted) ?? PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]
  return `${url}${url.includes('?') ? '&' : '?'}width=${width}`
}

/** A listing's first photos as absolute URLs at 1360 px, for its structured data (JSON-LD image). */
export function jsonLdPhotos(photos: readonly { url: string }[], siteUrl: string, count = 6): string[] {
  return photos.slice(0, count).map((photo) => new URL(photoUrl(photo.url, 1360), siteUrl).toString())
}
