import type { DetailPhoto } from '@/data/properties'
import { getTranslations } from '@/i18n/server'
import { PropertyGallery } from './PropertyGallery.client'
import styles from './PropertyGallery.module.css'
import type { GalleryTexts } from './types'

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
  const gallery = photos.map((photo, index) => ({
    url: photo.url,
    width: photo.width,
    height: photo.height,
    alt: photo.name ? t('alt', { title, name: photo.name }) : t('slide', { index: index + 1, total }),
  }))
  return <PropertyGallery photos={gallery} texts={texts} />
}
