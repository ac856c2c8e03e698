/**
 * The picture a share preview shows (Open Graph, Twitter cards): a listing's first photo, else the
 * agency's picture. `url` may be a path of this site; `width` and `height` only when known.
 */
export type ShareImage = { url: string; alt: string; width?: number; height?: number }

/**
 * Width asked of the image servers for a share preview: Facebook and LinkedIn show 1200 × 630 at
 * most, and X a 2:1 crop of the same; a wider file is only slower to fetch.
 */
export const SHARE_IMAGE_WIDTH = 1200

/** The size of a picture `original` served `width` wide, its ratio kept; never enlarged. */
export function scaledSize(
  original: { width: number; height: number },
  width: number,
): { width: number; height: number } {
  if (width >= original.width || original.width <= 0) return { ...original }
  return { width, height: Math.round((original.height * width) / original.width) }
}

export type ShareImageTags = {
  openGraph: { url: string; alt: string; width?: number; height?: number }[]
  twitter: { card: 'summary_large_image'; images: { url: string; alt: string }[] }
}

/**
 * Open Graph and Twitter image tags of a page: the URL absolute on the site's public origin (as
 * canonical URLs are: crawlers do not resolve paths), the alt text never empty (the page's title
 * when the picture has none), and a large-image card.
 */
export function shareImageTags(image: ShareImage, origin: string, fallbackAlt: string): ShareImageTags {
  const url = new URL(image.url, origin).toString()
  const alt = image.alt.trim() || fallbackAlt
  const size = image.width && image.height ? { width: image.width, height: image.height } : {}
  return {
    openGraph: [{ url, alt, ...size }],
    twitter: { card: 'summary_large_image', images: [{ url, alt }] },
  }
}
