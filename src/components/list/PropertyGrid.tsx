import { PropertyCard } from '@/components/property/PropertyCard'
import type { PropertySummary } from '@/data/propertySummary'
import styles from './PropertyGrid.module.css'

/** Cards of properties, each linking to its detail page: a grid, or one row each ('list'). */
export function PropertyGrid({
  properties,
  href,
  layout = 'grid',
  labelledBy,
  leadPhoto = false,
}: {
  properties: PropertySummary[]
  href: (p: PropertySummary) => string
  layout?: 'grid' | 'list'
  labelledBy?: string
  /** The first card's photo is the page's largest image above the fold: fetched first, not lazily. */
  leadPhoto?: boolean
}) {
  return (
    <ul className={layout === 'list' ? styles.rows : styles.grid} aria-labelledby={labelledBy}>
      {properties.map((property, index) => (
        <li key={property.id}>
          <PropertyCard
            property={property}
            href={href(property)}
            layout={layout === 'list' ? 'row' : 'card'}
            lead={leadPhoto && index === 0}
          />
        </li>
      ))}
    </ul>
  )
}
