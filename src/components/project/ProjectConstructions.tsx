import type { ProjectConstruction, ProjectUnit } from '@/data/projects'
import { formatDate } from '@/domain/format/formatDate'
import { countUnits } from '@/domain/project/projectUnits'
import { getTranslations } from '@/i18n/server'
import styles from './Project.module.css'

/** The project's buildings: storeys, planned delivery, units left; 'no construction was found' (spec §8). */
export async function ProjectConstructions({
  constructions,
  units,
}: {
  constructions: ProjectConstruction[]
  units: ProjectUnit[]
}) {
  const t = await getTranslations('Projects.constructions')
  return (
    <section className={styles.section} aria-labelledby="constructions-heading">
      <h2 id="constructions-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {constructions.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.buildings}>
          {constructions.map((construction, index) => {
            const counts = countUnits(units.filter((unit) => unit.constructionId === construction.id))
            const delivery = formatDate(construction.deliveryDate)
            return (
              <li key={construction.id ?? index} className={styles.building}>
                <h3 className={styles.buildingName}>{construction.name}</h3>
                <ul className={styles.buildingFacts}>
                  {construction.floors !== null ? (
                    <li>{t('floors', { count: construction.floors })}</li>
                  ) : null}
                  {delivery ? <li>{t('delivery', { date: delivery })}</li> : null}
                  {counts.all > 0 ? (
                    <li>{t('units', { available: counts.available, total: counts.all })}</li>
                  ) : null}
                </ul>
                {construction.description ? <p className={styles.muted}>{construction.description}</p> : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
