import { MapFrame } from '@/components/lazy.client'
import type { MapMessage } from '@/components/map/mapMessageSchema'
import type { ProjectDetail } from '@/data/projects'
import { STARTING_FROM_PRICE_UNIT } from '@/domain/format/formatPrice'
import { getTranslations } from '@/i18n/server'
import styles from './Project.module.css'

type Props = { project: ProjectDetail; href: string; locale: string }

/**
 * Where the project is: its published address and the embedded map frame, to which the page posts
 * the project's place (spec §7). No published address, no pin.
 */
export async function ProjectLocation({ project, href, locale }: Props) {
  const t = await getTranslations('Projects.location')
  const place = [project.zip, project.cityName].filter(Boolean).join(' ')
  const lines = [project.street, place, project.country].filter((line): line is string => Boolean(line))
  const message: MapMessage | null = project.position
    ? {
        propsList: [
          {
            id: project.id,
            ...project.position,
            title: project.name,
            subtitle: [project.street, place].filter(Boolean).join(', '),
            price: project.lowestPrice,
            // A project's price is its cheapest unit's: 'starting from' (spec §9, price unit 7).
            priceUnit: STARTING_FROM_PRICE_UNIT,
            photoUrl: project.thumbnailUrl,
            href,
          },
        ],
        messageInfo: { label: t('frameTitle', { name: project.name }) },
        mapType: 'projects',
        customMarker: null,
        // Projects carry no marquee (spec §3 Project): nothing to show instead of a price.
        marqueeIgnore: [],
      }
    : null
  return (
    <section className={styles.section} aria-labelledby="location-heading">
      <h2 id="location-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {lines.length > 0 ? (
        <address className={styles.address}>
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : null}
      {message ? (
        <MapFrame lang={locale} title={t('frameTitle', { name: project.name })} message={message} />
      ) : (
        <p className={styles.muted}>{t('noPosition')}</p>
      )}
    </section>
  )
}
