import { PropertyMap } from '@/components/lazy.client'
import type { MapMarker } from '@/components/map/types'
import { getTranslations } from '@/i18n/server'
import styles from './Detail.module.css'

type Props = {
  marker: MapMarker | null
  /** Street line, zip and city, country: what may be published of the address. */
  addressLines: string[]
  tileUrl: string | null
  streetView: boolean
}

/** Where the property is: its published address, a map with one marker and a street view link. */
export async function PropertyLocation({ marker, addressLines, tileUrl, streetView }: Props) {
  const t = await getTranslations('PropertyDetail.map')
  const streetViewHref = marker
    ? `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${marker.lat},${marker.lng}`
    : null
  return (
    <section className={styles.section} aria-labelledby="location-heading">
      <h2 id="location-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {addressLines.length > 0 ? (
        <address className={styles.address}>
          {addressLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : null}
      {marker ? (
        <div className={styles.map}>
          <PropertyMap
            markers={[marker]}
            tileUrl={tileUrl}
            label={t('label', { title: marker.title })}
            fallback={t('unavailable')}
          />
        </div>
      ) : (
        <p className={styles.muted}>{t('noPosition')}</p>
      )}
      {streetView && streetViewHref ? (
        <p className={styles.streetView}>
          <a href={streetViewHref} target="_blank" rel="noopener noreferrer">
            {t('streetView')}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </p>
      ) : null}
    </section>
  )
}
