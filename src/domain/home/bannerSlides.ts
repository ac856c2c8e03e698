// The home banner (spec §2 Shared frame, §9 Banner): which of the five banner types can actually
// be shown with the content at hand, and which slides of a slideshow to load.

export const bannerTypes = ['image', 'gallery', 'video', 'properties', 'projects'] as const
export type BannerType = (typeof bannerTypes)[number]

/** Latest listings shown by a properties or projects banner: enough to vary, few enough to load. */
export const MAX_LISTING_SLIDES = 6

/** Spec §9: "lazy-load 2 neighbours". */
export const LAZY_NEIGHBOURS = 2

/** Time each slide stays on screen before autoplay moves on. */
export const AUTOPLAY_DELAY_MS = 5000

/**
 * Spec §9: "speed 500 ms". Embla's `duration` is not in milliseconds: the fade plugin integrates
 * opacity per 60 Hz step with friction 0.68, and 20 reaches full opacity in 29 steps ≈ 483 ms.
 */
export const FADE_DURATION = 20

export type ResolvedBanner<Image, Slide, Video> =
  | { kind: 'image'; image: Image }
  | { kind: 'slideshow'; slides: Slide[] }
  | { kind: 'video'; video: Video }
  | { kind: 'none' }

export type BannerContent<Image, Slide, Video> = {
  type: BannerType
  /** The image type's picture, and the fallback of every other type. */
  image: Image | null
  video: Video | null
  gallery: readonly Slide[]
  properties: readonly Slide[]
  projects: readonly Slide[]
}

/**
 * What the banner shows. Spec §2: "A properties banner with no properties falls back to image";
 * the same holds for a gallery, projects or video banner with nothing to show, so an editor's
 * half-finished setting never leaves an empty hole at the top of the home page.
 */
export function resolveBanner<Image, Slide, Video>(
  content: BannerContent<Image, Slide, Video>,
): ResolvedBanner<Image, Slide, Video> {
  const fallback: ResolvedBanner<Image, Slide, Video> = content.image
    ? { kind: 'image', image: content.image }
    : { kind: 'none' }
  switch (content.type) {
    case 'image':
      return fallback
    case 'video':
      return content.video ? { kind: 'video', video: content.video } : fallback
    case 'gallery':
      return content.gallery.length > 0 ? { kind: 'slideshow', slides: [...content.gallery] } : fallback
    case 'properties':
    case 'projects': {
      const slides = content[content.type].slice(0, MAX_LISTING_SLIDES)
      return slides.length > 0 ? { kind: 'slideshow', slides } : fallback
    }
  }
}

/** Listings that have a first photo, newest first as given, at most `limit`. */
export function listingsWithPhoto<T extends { photo: unknown }>(
  listings: readonly T[],
  limit = MAX_LISTING_SLIDES,
): (T & { photo: NonNullable<T['photo']> })[] {
  return listings
    .filter((listing): listing is T & { photo: NonNullable<T['photo']> } => Boolean(listing.photo))
    .slice(0, limit)
}

/**
 * Slides within `radius` of the selected one, counting round the end (the slideshow loops), in
 * ascending order. These are the ones whose picture is loaded.
 */
export function neighbourIndices(selected: number, count: number, radius = LAZY_NEIGHBOURS): number[] {
  if (count <= 0) return []
  const indices = new Set<number>()
  for (let offset = -radius; offset <= radius; offset++) {
    indices.add((((selected + offset) % count) + count) % count)
  }
  return [...indices].sort((a, b) => a - b)
}

/** Widths a banner picture is offered in (spec §7: the image server's 400, 600, 1360 and 1920). */
export const BANNER_WIDTHS = [400, 600, 1360, 1920] as const

export type PictureVariant = { width: number; url: string }

/** A picture offered at several widths (ascending); `src` is the widest, for browsers without srcset. */
export type BannerPicture = {
  src: string
  alt: string
  width: number
  height: number
  variants: PictureVariant[]
}

/** The narrowest variant at least `width` wide, else the widest; null when there is none. */
export function variantFor(variants: readonly PictureVariant[], width: number): string | null {
  const sorted = [...variants].sort((a, b) => a.width - b.width)
  return (sorted.find((variant) => variant.width >= width) ?? sorted.at(-1))?.url ?? null
}
