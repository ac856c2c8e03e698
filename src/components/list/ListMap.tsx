import { PropertyMap } from '@/components/lazy.client'
import type { MapMarker } from '@/components/map/types'
import { priceText } from '@/components/property/priceText'
import type { PropertySummary } from '@/data/propertySummary'
import { crmPhotoUrl } from '@/domain/media/crmPhotoUrl'
import { getTranslations } from '@/i18n/server'
import styles from './ListMap.module.css'
import { PropertyGrid } from './PropertyGrid'

type Props = {
  properties: PropertySummary[]
  href: (property: PropertySummary) => string
  tileUrl: string | null
}

/**
 * The map view: the page's listings that have a public position as pins (with the same places as a
 * list under the map), and those without one as cards, so no result disappears from the view.
 */
export async function ListMap({ properties, href, tileUrl }: Props) {
  const [t, tProperty] = await Promise.all([getTranslations('Listing'), getTranslations('Property')])
  const markers: MapMarker[] = properties.flatMap((property) =>
    property.position
      ? [
          {
            id: property.id,
            lat: property.position.lat,
            lng: property.position.lng,
            title: property.title,
            priceText: priceText(property.price, tProperty),
            subtitle: [property.typeName, property.cityName].filter(Boolean).join(' · '),
            href: href(property),
            photoUrl: property.photo ? crmPhotoUrl(property.photo.url, 400) : null,
          },
        ]
      : [],
  )
  const unplaced = properties.filter((property) => !property.position)
  return (
    <div className={styles.map}>
      {markers.length > 0 ? (
        <PropertyMap markers={markers} tileUrl={tileUrl} label={t('mapLabel')} />
      ) : (
        <p className={styles.note}>{t('mapNoPositions')}</p>
      )}
      {unplaced.length > 0 ? <PropertyGrid properties={unplaced} href={href} /> : null}
    </div>
  )
}
