import { PropertyCard } from '@/components/property/PropertyCard'
import type { PropertySummary } from '@/data/propertySummary'
import styles from './PropertyGrid.module.css'

/** Cards of properties, each linking to its detail page: a grid, or one row each ('list'). */
export function PropertyGrid({
  properties,
  href,
  layout = 'grid',
  labelledBy,
}: {
  properties: PropertySummary[]
  href: (p: PropertySummary) => string
  layout?: 'grid' | 'list'
  labelledBy?: string
}) {
  return (
    <ul className={layout === 'list' ? styles.rows : styles.grid} aria-labelledby={labelledBy}>
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard
            property={property}
            href={href(property)}
            layout={layout === 'list' ? 'row' : 'card'}
          />
        </li>
      ))}
    </ul>
  )
}
