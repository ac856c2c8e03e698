import styles from './PropertyFacts.module.css'

// A value longer than this (planning information, a long CRM text) reads better under its label.
const LONG_VALUE = 48

/** A definition list of label/value rows; each row is a div so a row never splits across columns. */
export function FactList({ rows }: { rows: { key: string; label: string; value: string }[] }) {
  if (rows.length === 0) return null
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div
          key={row.key}
          className={row.value.length > LONG_VALUE ? `${styles.row} ${styles.long}` : styles.row}
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
