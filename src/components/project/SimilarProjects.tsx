import type { ProjectSummary } from '@/data/projects'
import { getTranslations } from '@/i18n/server'
import styles from './Project.module.css'
import { ProjectCard } from './ProjectCard'

/** Other projects, nearest first (domain/similarProjects), as the list's cards. */
export async function SimilarProjects({ projects }: { projects: (ProjectSummary & { href: string })[] }) {
  if (projects.length === 0) return null
  const t = await getTranslations('Projects.detail')
  return (
    <section className={styles.similar} aria-labelledby="similar-projects-heading">
      <h2 id="similar-projects-heading" className={styles.similarHeading}>
        {t('similar')}
      </h2>
      <ul className={styles.cards}>
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} href={project.href} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
