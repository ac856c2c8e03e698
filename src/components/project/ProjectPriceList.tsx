import type { ProjectConstruction, ProjectUnit } from '@/data/projects'
import { formatEuro } from '@/domain/format/formatEuro'
import { countUnits, filterUnits, type UnitStatus, unitStatuses } from '@/domain/project/projectUnits'
import { getTranslations } from '@/i18n/server'
import styles from './Project.module.css'

type Props = {
  name: string
  units: ProjectUnit[]
  constructions: ProjectConstruction[]
  status: UnitStatus | null
  /** The page's own URL for a status, e.g. '…/7301/?status=sold#price-list'. */
  filterHref: (status: UnitStatus | null) => string
  /** The page's contact form with the unit filled in; its link's text. */
  askHref: (unit: string) => string
  askLabel: string
}

/**
 * The price list of a project's units with their status, sold ones included and marked. The
 * filter is a row of plain links (?status=…), so it works before and without JavaScript and the
 * filtered list can be shared; the current one carries aria-current.
 */
export async function ProjectPriceList({
  name,
  units,
  constructions,
  status,
  filterHref,
  askHref,
  askLabel,
}: Props) {
  const t = await getTranslations('Projects.priceList')
  const counts = countUnits(units)
  const shown = filterUnits(units, status)
  const buildings = new Map(constructions.map((construction) => [construction.id, construction.name]))
  const showBuilding = constructions.length > 1
  return (
    <section id="price-list" className={styles.section} aria-labelledby="price-list-heading">
      <h2 id="price-list-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {units.length === 0 ? (
        <p className={styles.muted}>{t('noUnits')}</p>
      ) : (
        <>
          <nav className={styles.filter} aria-label={t('filterLabel')}>
            <ul>
              {([null, ...unitStatuses] as const).map((value) => (
                <li key={value ?? 'all'}>
                  <a
                    href={filterHref(value)}
                    className={styles.filterLink}
                    data-status={value ?? 'all'}
                    aria-current={value === status ? 'true' : undefined}
                  >
                    {t(value ?? 'all', { count: counts[value ?? 'all'] })}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.shown} role="status">
            {t('shown', { shown: shown.length, total: units.length })}
          </p>
          {shown.length === 0 ? (
            <p className={styles.empty}>{t('noMatch')}</p>
          ) : (
            <div
              className={styles.tableScroll}
              tabIndex={0}
              role="group"
              aria-labelledby="price-list-caption"
            >
              <table className={styles.table}>
                <caption id="price-list-caption" className="visually-hidden">
                  {t('caption', { name })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('unit')}</th>
                    {showBuilding ? <th scope="col">{t('building')}</th> : null}
                    <th scope="col">{t('type')}</th>
                    <th scope="col" className={styles.number}>
                      {t('bedrooms')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('surface')}
                    </th>
                    <th scope="col">{t('floor')}</th>
                    <th scope="col" className={styles.number}>
                      {t('price')}
                    </th>
                    <th scope="col">{t('status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((unit, index) => {
                    const unitStatus = unit.status ?? 'available'
                    const sold = unitStatus === 'sold'
                    const price =
                      !sold && unit.price !== null && unit.price > 0 ? formatEuro(unit.price) : null
                    return (
                      <tr key={unit.id ?? index} data-status={unitStatus}>
                        <th scope="row">{unit.name ?? '–'}</th>
                        {showBuilding ? (
                          <td data-label={t('building')}>{buildings.get(unit.constructionId) ?? '–'}</td>
                        ) : null}
                        <td data-label={t('type')}>{unit.typeName ?? '–'}</td>
                        <td className={styles.number} data-label={t('bedrooms')}>
                          {unit.bedrooms ?? '–'}
                        </td>
                        <td className={styles.number} data-label={t('surface')}>
                          {unit.surface !== null ? t('surfaceValue', { surface: unit.surface }) : '–'}
                        </td>
                        <td data-label={t('floor')}>
                          {unit.floor !== null ? t('floorValue', { floor: unit.floor }) : '–'}
                        </td>
                        <td className={styles.number} data-label={t('price')}>
                          {/* The CRM's own price list writes 'sold' instead of a sold unit's price. */}
                          {price ?? <span className={styles.noPrice}>{t('priceHidden')}</span>}
                        </td>
                        <td data-label={t('status')}>
                          <span className={styles.status} data-status={unitStatus}>
                            {t(`statusName.${unitStatus}`)}
                          </span>
                          {!sold && unit.name ? (
                            <a className={styles.askUnit} href={askHref(unit.name)}>
                              {askLabel}
                              <span className="visually-hidden"> {unit.name}</span>
                            </a>
                          ) : null}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  )
}
