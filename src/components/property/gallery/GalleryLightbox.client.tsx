'use client'

import Lightbox from 'yet-another-react-lightbox'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'

import { PHOTO_WIDTHS } from '@/domain/media/crmPhotoUrl'
import { crmPhotoFor } from '@/domain/media/crmPhotoUrl'
import type { GalleryPhoto, GalleryTexts } from './types'

import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/counter.css'

type Props = {
  photos: GalleryPhoto[]
  index: number
  texts: GalleryTexts
  onClose: () => void
  onView: (index: number) => void
}

// The lightbox shows the larger widths only: thumbnails and card sizes would look blurred full screen.
const LIGHTBOX_WIDTHS = PHOTO_WIDTHS.filter((width) => width >= 600)

/**
 * Full-screen photos (keyboard arrows and Escape, swipe, counter, zoom come with the library).
 * Its own file so that the page loads this code only when a visitor opens it.
 */
export default function GalleryLightbox({ photos, index, texts, onClose, onView }: Props) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      on={{ view: ({ index: current }) => onView(current) }}
      plugins={[Counter, Zoom]}
      carousel={{ finite: photos.length <= 1, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: texts.previous,
        Next: texts.next,
        Close: texts.close,
        Lightbox: texts.lightbox,
        'Photo gallery': texts.label,
        '{index} of {total}': texts.lightboxSlide,
      }}
      slides={photos.map((photo) => ({
        src: crmPhotoFor(photo.url, 1920),
        alt: photo.alt,
        width: photo.width,
        height: photo.height,
        srcSet: LIGHTBOX_WIDTHS.map((width) => ({
          src: crmPhotoFor(photo.url, width),
          width,
          height: Math.round((width * photo.height) / photo.width),
        })),
      }))}
    />
  )
}
