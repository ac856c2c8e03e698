import Link from 'next/link'

import { PropertyCard } from '@/components/property/PropertyCard'
import { listLatestProperties } from '@/data/properties'
import type { PropertySummary } from '@/data/propertySummary'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './LatestOffers.module.css'

type Props = {
  locale: Locale
  /** The summary is passed too (slug, canonical list, city), for the listing's canonical URL. */
  propertyHref: (id: number, summary: PropertySummary) => string
  /** All offers: the for-sale list. */
  listHref: string
}

/** Spec §9: "home list 4 per row, max 4"; spec §2: heading 'the latest offers'. */
const LATEST_OFFERS = 4
const headingId = 'latest-offers'

export async function LatestOffers({ locale, propertyHref, listHref }: Props) {
  const [t, latest] = await Promise.all([
    getTranslations('Home'),
    listLatestProperties(locale, LATEST_OFFERS),
  ])
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.head}>
          <h2 id={headingId} className={styles.heading}>
            {t('latestOffers')}
          </h2>
          <Link href={listHref} className={styles.all}>
            {t('seeAllOffers')}
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M5 12h13m-5-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </Link>
        </div>
        {latest.length === 0 ? (
          <p className={styles.empty}>{t('noOffers')}</p>
        ) : (
          <ul className={styles.grid} aria-labelledby={headingId}>
            {latest.map((property) => (
              <li key={property.id} className={styles.item}>
                <PropertyCard property={property} href={propertyHref(property.id, property)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
