import { crmPhotoFor } from '@/domain/media/crmPhotoUrl'

/** A CRM photo URL at the smallest served width that covers `wanted` pixels (spec §7 parameters). */
export function photoUrl(url: string, wanted: number): string {
  return crmPhotoFor(url, wanted)
}

/** A listing's first photos as absolute URLs at 1360 px, for its structured data (JSON-LD image). */
export function jsonLdPhotos(photos: readonly { url: string }[], siteUrl: string, count = 6): string[] {
  return photos.slice(0, count).map((photo) => new URL(photoUrl(photo.url, 1360), siteUrl).toString())
}
