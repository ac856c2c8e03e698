import { ImportNow } from '@/admin/ImportNow/ImportNow.client'
import type { AdminMessages } from '@/admin/messages'
import type { ImportTally } from '@/collections/CrmImports/record'
import type { ImportRunView } from '@/collections/CrmImports/view'
import type { CrmImport } from '@/payload-types'

type Props = {
  /** The last finished run. */
  run: CrmImport | null
  /** The run queued or running now, followed by "Import now". */
  active: ImportRunView | null
  messages: AdminMessages
  language: string
  historyHref: string
  collectionLabel: (slug: string) => string
}

// The import's summary names its parts in camelCase; most are collection slugs already.
const slugOf: Record<string, string> = {
  propertyTypes: 'property-types',
  treeNodes: 'tree-nodes',
  statistics: 'property-statistics',
}

const columns = ['created', 'updated', 'unchanged', 'withdrawn'] as const

const countsOf = (value: unknown): [string, ImportTally][] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value as Record<string, ImportTally>)
    : []

/**
 * The last CRM import: when it ran (agency time), whether it worked, how long it took, what
 * changed; and "Import now", which runs it again and follows the run.
 */
export function LastImport({ run, active, messages: m, language, historyHref, collectionLabel }: Props) {
  if (!run) {
    return (
      <section className="staff-dashboard__card" aria-labelledby="staff-dashboard-import">
        <h3 id="staff-dashboard-import">{m.lastImport}</h3>
        <ImportNow initial={active} />
        <p>{m.noImport}</p>
      </section>
    )
  }
  // The agency works in Belgian time whatever the server's clock zone is.
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(new Date(run.startedAt))
  const seconds = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'second',
    maximumFractionDigits: 1,
  }).format((run.durationMs ?? 0) / 1000)
  const failed = run.outcome === 'failed'
  const rows = countsOf(run.counts)

  return (
    <section
      className="staff-dashboard__card staff-dashboard__card--wide"
      aria-labelledby="staff-dashboard-import"
    >
      <h3 id="staff-dashboard-import">{m.lastImport}</h3>
      <ImportNow initial={active} />
      <p>
        <time dateTime={run.startedAt}>{when}</time>{' '}
        <span className={`staff-dashboard__outcome staff-dashboard__outcome--${run.outcome}`}>
          {failed ? m.importFailed : m.importSucceeded}
        </span>
      </p>
      <p>
        {m.importDuration}: {seconds}
      </p>
      {failed && run.error ? <p className="staff-dashboard__error">{run.error}</p> : null}
      {rows.length > 0 ? (
        <table className="staff-dashboard__counts">
          <thead>
            <tr>
              <th scope="col">{m.collection}</th>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {m[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, tally]) => (
              <tr key={key}>
                <th scope="row">{collectionLabel(slugOf[key] ?? key)}</th>
                {columns.map((column) => (
                  <td key={column}>{tally[column] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <a href={historyHref}>{m.importHistory}</a>
    </section>
  )
}
