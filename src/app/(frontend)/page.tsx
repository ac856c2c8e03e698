import { getLocale, getTranslations } from 'next-intl/server'

import { PropertyCard } from '@/components/property/PropertyCard'
import { getHomeContent } from '@/data/home'
import { listLatestProperties } from '@/data/properties'
import { defaultLocale, isLocale } from '@/i18n/locales'
import styles from './home.module.css'

export default async function HomePage() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const [t, home, latest] = await Promise.all([
    getTranslations('Home'),
    getHomeContent(locale),
    listLatestProperties(locale, 4),
  ])
  return (
    <main id="content">
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.title}>{home.title ?? t('latestOffers')}</h1>
          {home.description ? <p className={styles.lead}>{home.description}</p> : null}
          <p className={styles.actions}>
            <span className={styles.button}>
              {t('forSale')}
              {home.showCounts ? <span className={styles.count}>{home.counts.sale}</span> : null}
            </span>
            <span className={styles.button}>
              {t('forRent')}
              {home.showCounts ? <span className={styles.count}>{home.counts.rent}</span> : null}
            </span>
          </p>
        </div>
      </section>
      <section className={styles.latest} aria-labelledby="latest-offers">
        <h2 id="latest-offers" className={styles.heading}>
          {t('latestOffers')}
        </h2>
        {latest.length === 0 ? (
          <p>{t('noOffers')}</p>
        ) : (
          <ul className={styles.grid} aria-labelledby="latest-offers">
            {latest.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}
