import { PropertyCard } from '@/components/property/PropertyCard'
import type { PropertySummary } from '@/data/propertySummary'
import { getTranslations } from '@/i18n/server'
import styles from './Detail.module.css'

/** Up to four listings like this one, as the lists' cards. */
export async function SimilarProperties({
  properties,
}: {
  properties: (PropertySummary & { href: string })[]
}) {
  if (properties.length === 0) return null
  const t = await getTranslations('PropertyDetail.similar')
  return (
    <section className={styles.similar} aria-labelledby="similar-heading">
      <h2 id="similar-heading" className={styles.similarHeading}>
        {t('heading')}
      </h2>
      <ul className={styles.similarGrid}>
        {properties.map((property) => (
          <li key={property.id}>
            <PropertyCard property={property} href={property.href} />
          </li>
        ))}
      </ul>
    </section>
  )
}
