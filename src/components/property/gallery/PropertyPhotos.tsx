import { PropertyGallery } from '@/components/lazy.client'
import { crmPhotoLoader } from '@/components/media/CrmPhotoImage'
import { imageAttributes } from '@/components/media/PlainImage'
import type { DetailPhoto } from '@/data/properties'
import { getTranslations } from '@/i18n/server'
import { pictureTemplate } from './pictureTemplate'
import styles from './PropertyGallery.module.css'
import type { GalleryPhoto, GalleryPictures, GalleryTexts } from './types'

/** The slideshow spans the content width (1240 px at most). */
const SLIDE_SIZES = '(max-width: 1303px) 100vw, 1240px'

/** The gallery with its words in the page's language, or 'no photo was found' (spec §8). */
export async function PropertyPhotos({ photos, title }: { photos: DetailPhoto[]; title: string }) {
  const t = await getTranslations('PropertyDetail.gallery')
  if (photos.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('noPhoto')}</p>
      </div>
    )
  }
  const total = photos.length
  const numbers = photos.map((_, index) => index + 1)
  const texts: GalleryTexts = {
    label: t('label', { title }),
    previous: t('previous'),
    next: t('next'),
    close: t('close'),
    lightbox: t('lightbox'),
    // The library fills in its own {index} and {total}.
    lightboxSlide: t('slide', { index: '{index}', total: '{total}' }),
    slides: numbers.map((index) => t('slide', { index, total })),
    enlarge: numbers.map((index) => t('enlarge', { index, total })),
    thumbnails: numbers.map((index) => t('thumbnail', { index })),
    thumbnailsLabel: t('thumbnails'),
    openAll: t('openAll', { total }),
  }
  const gallery = photos.map((photo, index): GalleryPhoto => ({
    url: photo.url,
    width: photo.width,
    height: photo.height,
    alt: photo.name ? t('alt', { title, name: photo.name }) : t('slide', { index: index + 1, total }),
  }))
  const [first] = gallery as [GalleryPhoto, ...GalleryPhoto[]]
  const pictures: GalleryPictures = {
    // The first photo is the page's LCP: preloaded with high priority; the others load lazily.
    first: imageAttributes({
      src: first.url,
      loader: crmPhotoLoader,
      alt: first.alt,
      fill: true,
      sizes: SLIDE_SIZES,
      priority: true,
    }),
    slide: pictureTemplate({ fill: true, sizes: SLIDE_SIZES, loading: 'lazy' }),
    thumb: pictureTemplate({ width: 200, height: 133, sizes: '120px', loading: 'lazy' }),
  }
  return <PropertyGallery photos={gallery} pictures={pictures} texts={texts} />
}
