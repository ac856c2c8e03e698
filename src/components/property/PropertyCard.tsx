import { CrmPhotoImage } from '@/components/media/CrmPhotoImage'
import { marqueeText } from '@/components/property/marqueeText'
import { priceText } from '@/components/property/priceText'
import type { PropertySummary } from '@/data/propertySummary'
import { getTranslations } from '@/i18n/server'
import styles from './PropertyCard.module.css'

type Props = {
  property: PropertySummary
  href?: string
  /** 'row': photo beside the text, for the list view of the property lists (a card on small screens). */
  layout?: 'card' | 'row'
  /** The page's main image (first card of a list): preloaded with high priority instead of lazily. */
  lead?: boolean
}

/** A listing card. With `href`, the whole card is one link (the title's, stretched over the card). */
export async function PropertyCard({ property, href, layout = 'card', lead = false }: Props) {
  const t = await getTranslations('Property')
  const { price } = property
  const shownPrice = priceText(price, t)
  return (
    <article className={styles.card} data-layout={layout}>
      <div className={styles.photo}>
        {property.photo ? (
          <CrmPhotoImage
            url={property.photo.url}
            alt={property.title}
            width={600}
            height={400}
            sizes={
              layout === 'row'
                ? '(max-width: 767px) 100vw, 320px'
                : '(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 25vw'
            }
            lead={lead}
          />
        ) : null}
        <span className={styles.badges}>
          <span className={styles.badge} data-availability={property.availability}>
            {t(`availability.${property.availability}`)}
          </span>
          {property.marquee ? (
            <span className={styles.badge} data-marquee="">
              {marqueeText(property.marquee, t)}
            </span>
          ) : null}
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.type}>{[property.typeName, property.cityName].filter(Boolean).join(' · ')}</p>
        <h3 className={styles.title}>
          {href ? (
            <a href={href} className={styles.link}>
              {property.title}
            </a>
          ) : (
            property.title
          )}
        </h3>
        <p className={styles.price}>{shownPrice}</p>
        <p className={styles.facts}>
          {property.bedrooms !== null ? <span>{t('bedrooms', { count: property.bedrooms })}</span> : null}
          {property.livingSurface !== null ? (
            <span>{t('livingSurface', { surface: property.livingSurface })}</span>
          ) : null}
        </p>
      </div>
    </article>
  )
}
