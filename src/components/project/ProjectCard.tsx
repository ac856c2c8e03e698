import { CrmPhotoImage } from '@/components/media/CrmPhotoImage'
import { priceText } from '@/components/property/priceText'
import type { ProjectSummary } from '@/data/projects'
import { getTranslations } from '@/i18n/server'
import styles from './ProjectCard.module.css'

type Props = { project: ProjectSummary; href: string; headingLevel?: 2 | 3 }

/** A project card: photo, place, name (one link stretched over the card), starting price, units left. */
export async function ProjectCard({ project, href, headingLevel = 2 }: Props) {
  const [t, tProperty] = await Promise.all([getTranslations('Projects.card'), getTranslations('Property')])
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const from = project.price ? priceText(project.price, tProperty) : null
  return (
    <article className={styles.card}>
      <div className={styles.photo}>
        {project.photo ? (
          <CrmPhotoImage
            url={project.photo.url}
            alt=""
            width={600}
            height={400}
            sizes="(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 33vw"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.place}>{[project.zip, project.cityName].filter(Boolean).join(' ')}</p>
        <Heading className={styles.title}>
          <a href={href} className={styles.link}>
            {project.name}
          </a>
        </Heading>
        {from ? <p className={styles.price}>{from}</p> : null}
        <p className={styles.units}>
          {t('units', { available: project.units.available, total: project.units.total })}
        </p>
      </div>
    </article>
  )
}
