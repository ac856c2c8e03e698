import { type Counts, SOURCE_GROUPS, type SourceGroup, type VisitFigures } from '@/domain/owner/visits'
import type { Locale } from '@/i18n/locales'
import styles from './FigureTiles.module.css'

export type FigureTilesLabels = Record<keyof Counts | SourceGroup, string> & {
  /** The table's caption, e.g. "Visits by source". */
  byGroup: string
  /** The header of the table's first column, e.g. "Source". */
  source: string
}

export type FigureTilesProps = {
  figures: Pick<VisitFigures, keyof Counts | 'byGroup'>
  locale: Locale
  labels: FigureTilesLabels
}

const PERIODS: readonly (keyof Counts)[] = ['today', 'week', 'month', 'total']

/**
 * A property's (or an owner's) visits at a glance: four figures, today to all time, then the same
 * by source group in a small table. Numbers are written as in Belgium in the page's language.
 */
export function FigureTiles({ figures, locale, labels }: FigureTilesProps) {
  const number = new Intl.NumberFormat(`${locale}-BE`)
  return (
    <div className={styles.root}>
      <dl className={styles.tiles}>
        {PERIODS.map((period) => (
          <div key={period} className={styles.tile}>
            <dt className={styles.label}>{labels[period]}</dt>
            <dd className={styles.value}>{number.format(figures[period])}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.tableCaption}>{labels.byGroup}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.source}</th>
              {PERIODS.map((period) => (
                <th key={period} scope="col">
                  {labels[period]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SOURCE_GROUPS.map((group) => (
              <tr key={group}>
                <th scope="row">
                  <span className={`${styles.swatch} ${styles[group]}`} aria-hidden="true" />
                  {labels[group]}
                </th>
                {PERIODS.map((period) => (
                  <td key={period}>{number.format(figures.byGroup[group][period])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
