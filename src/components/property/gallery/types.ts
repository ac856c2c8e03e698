import type { ImageAttributes } from '@/components/media/PlainImage'

/** One photo as the gallery receives it from the server: its URL, size and alt text. */
export type GalleryPhoto = {
  url: string
  width: number
  height: number
  alt: string
}

/**
 * An <img>'s attributes that are the same for every photo in one place (a slide, a thumbnail), as
 * next/image computed them on the server, with the widths of its srcset. `pictureFor` adds a
 * photo's own `src`, `srcSet` and `alt`, so a listing's photos do not each carry the whole set.
 */
export type PictureTemplate = {
  attributes: Omit<ImageAttributes, 'src' | 'srcSet' | 'alt'>
  widths: number[]
}

/** The gallery's pictures: the first slide whole (the page's LCP, preloaded), the rest by template. */
export type GalleryPictures = {
  first: ImageAttributes
  slide: PictureTemplate
  thumb: PictureTemplate
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
