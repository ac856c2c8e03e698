import type { ImageAttributes } from '@/components/media/PlainImage'

/**
 * One photo as the gallery receives it from the server: plain and serialisable. `slide` and
 * `thumb` are the <img> attributes (srcset over the CRM's widths) computed there, so the browser
 * loads no next/image code.
 */
export type GalleryPhoto = {
  url: string
  width: number
  height: number
  alt: string
  slide: ImageAttributes
  thumb: ImageAttributes
}

/** The gallery's words, translated on the server (its client halves load no message bundle). */
export type GalleryTexts = {
  label: string
  previous: string
  next: string
  close: string
  lightbox: string
  /** The lightbox's slide label with the library's own {index} and {total} placeholders left in. */
  lightboxSlide: string
  /** Per photo: 'Photo 2 of 12', for the slide groups. */
  slides: string[]
  /** Per photo: 'Enlarge photo 2 of 12', for the buttons that open the lightbox. */
  enlarge: string[]
  /** Per photo: 'Show photo 2', for the thumbnails. */
  thumbnails: string[]
  thumbnailsLabel: string
  openAll: string
}
