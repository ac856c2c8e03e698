import { PropertyMap } from '@/components/lazy.client'
import type { MapMarker } from '@/components/map/types'
import { priceText } from '@/components/property/priceText'
import { getContactDetails } from '@/data/contact'
import { listProjects } from '@/data/projects'
import { projectHref } from '@/domain/routes/links'
import type { RouteTable } from '@/domain/routes/types'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './Project.module.css'
import { ProjectCard } from './ProjectCard'

/** New-build projects as cards, and on a map when they have a published address. */
export async function ProjectsSection({ locale, table }: { locale: Locale; table: RouteTable }) {
  const [t, tCard, tProperty, projects, contact] = await Promise.all([
    getTranslations('Projects.list'),
    getTranslations('Projects.card'),
    getTranslations('Property'),
    listProjects(locale),
    getContactDetails(locale),
  ])
  if (projects.length === 0) {
    return (
      <section className={`container ${styles.listSection}`}>
        <p className={styles.empty} role="status">
          {t('empty')}
        </p>
      </section>
    )
  }
  const withHref = projects.map((project) => ({ ...project, href: projectHref(table, locale, project) }))
  const markers: MapMarker[] = withHref.flatMap((project) =>
    project.position
      ? [
          {
            id: project.id,
            ...project.position,
            title: project.name,
            subtitle: [project.zip, project.cityName].filter(Boolean).join(' '),
            priceText: project.price
              ? priceText(project.price, tProperty)
              : tCard('units', { available: project.units.available, total: project.units.total }),
            href: project.href,
            photoUrl: project.thumbnailUrl,
          },
        ]
      : [],
  )
  return (
    <section
      className={`container ${styles.listSection}`}
      aria-label={t('count', { count: projects.length })}
    >
      <p className={styles.count}>{t('count', { count: projects.length })}</p>
      <ul className={styles.cards}>
        {withHref.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} href={project.href} />
          </li>
        ))}
      </ul>
      {markers.length > 0 ? (
        <div className={styles.listMap}>
          <PropertyMap
            markers={markers}
            tileUrl={contact.tileUrl}
            label={t('mapLabel')}
            fallback={t('mapUnavailable')}
          />
        </div>
      ) : null}
    </section>
  )
}
