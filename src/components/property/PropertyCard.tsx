import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import type { PropertySummary } from '@/data/propertySummary'
import styles from './PropertyCard.module.css'

export async function PropertyCard({ property }: { property: PropertySummary }) {
  const t = await getTranslations('Property')
  const { price } = property
  const priceText =
    price.kind === 'onRequest'
      ? t('priceOnRequest')
      : price.kind === 'marquee'
        ? price.text
        : price.startingFrom
          ? t('startingFrom', { price: price.text })
          : price.text
  return (
    <article className={styles.card}>
      <div className={styles.photo}>
        {property.photo ? (
          <Image
            src={`${property.photo.url}?width=600`}
            alt={property.title}
            width={600}
            height={400}
            sizes="(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 25vw"
            unoptimized
          />
        ) : null}
        <span className={styles.badge} data-availability={property.availability}>
          {t(`availability.${property.availability}`)}
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.type}>{[property.typeName, property.cityName].filter(Boolean).join(' · ')}</p>
        <h3 className={styles.title}>{property.title}</h3>
        <p className={styles.price}>{priceText}</p>
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
