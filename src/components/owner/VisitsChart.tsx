import { busiestDay, type DayVisits, SOURCE_GROUPS, type SourceGroup } from '@/domain/owner/visits'
import type { Locale } from '@/i18n/locales'
import styles from './VisitsChart.module.css'

export type VisitsChartLabels = {
  /** The chart's name, e.g. "Visits over the last 30 days". */
  title: string
  /** The sentence a screen reader hears for the picture: "412 visits over the last 30 days, the most on 4 March". */
  summary: string
  website: string
  portals: string
  other: string
  total: string
  date: string
  showTable: string
}

export type VisitsChartProps = {
  days: readonly DayVisits[]
  locale: Locale
  labels: VisitsChartLabels
  /** Unique on the page: the title and summary ids the picture is labelled by are built from it. */
  id: string
}

// The drawing's own units: 10 per day across, 100 for the scale's top. The SVG is stretched to its
// box (preserveAspectRatio none), so the bars fill any width, while every text sits in HTML beside
// it at the page's font size: a 720-unit drawing shrunk to a phone would make its text 6 px high.
const SLOT = 10
const BAR = 7
const HEIGHT = 100

// Round steps for the gridlines (visits are whole numbers): 1, 2, 5, 10, 20, 25, 50, 100 …
function niceScale(max: number): { top: number; ticks: number[] } {
  const target = Math.max(max, 3)
  let step = 1
  for (let magnitude = 1; ; magnitude *= 10) {
    const fit = [1, 2, 2.5, 5]
      .map((f) => f * magnitude)
      .find((s) => Number.isInteger(s) && Math.ceil(target / s) <= 4)
    if (fit !== undefined) {
      step = fit
      break
    }
  }
  const count = Math.ceil(target / step)
  return { top: count * step, ticks: Array.from({ length: count }, (_, i) => (i + 1) * step) }
}

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined
const round = (n: number) => Math.round(n * 1000) / 1000
const percent = (n: number) => `${round(n)}%`
const utc = (day: string) => new Date(`${day}T00:00:00Z`)

// Each day is one stack, website at the bottom, then the portals, then the rest.
function stack(day: DayVisits, top: number): { group: SourceGroup; y: number; height: number }[] {
  const segments: { group: SourceGroup; y: number; height: number }[] = []
  let base = HEIGHT
  for (const group of SOURCE_GROUPS) {
    const height = (day[group] / top) * HEIGHT
    if (!(height > 0)) continue
    base -= height
    segments.push({ group, y: round(base), height: round(height) })
  }
  return segments
}

function Bar({ day, index, top }: { day: DayVisits; index: number; top: number }) {
  return (
    <g data-day={day.date}>
      {stack(day, top).map(({ group, y, height }) => (
        <rect
          key={group}
          className={styles[group]}
          x={index * SLOT + (SLOT - BAR) / 2}
          y={y}
          width={BAR}
          height={height}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </g>
  )
}

/**
 * The visits of the last 30 days as a stacked bar chart, drawn on the server as inline SVG (no
 * script). The picture is labelled by the title and the summary; the same figures are a real
 * table for anyone who prefers to read them, or cannot see the bars.
 */
export function VisitsChart({ days, locale, labels, id }: VisitsChartProps) {
  const tag = `${locale}-BE`
  const number = new Intl.NumberFormat(tag)
  const axisDay = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const rowDay = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const peak = busiestDay(days)
  const { top, ticks } = niceScale(peak?.total ?? 0)
  const peakIndex = peak ? days.indexOf(peak) : -1
  const slots = Math.max(days.length, 1)
  const width = slots * SLOT
  const x = (index: number) => ((index + 0.5) / slots) * 100
  // A label centred under its bar, but near an end flush with its bar's outer edge, inside the box.
  // On a phone only every other date (two weeks apart) has room.
  const labelPlace = (index: number): { className?: string; style: { left?: string; right?: string } } => {
    const minor = ((days.length - 1 - index) / 7) % 2 === 1 ? styles.minor : undefined
    if (index < 3)
      return { className: cx(styles.start, minor), style: { left: percent((index / slots) * 100) } }
    if (index >= slots - 3) {
      return {
        className: cx(styles.end, minor),
        style: { right: percent(100 - ((index + 1) / slots) * 100) },
      }
    }
    return { className: minor, style: { left: percent(x(index)) } }
  }
  // A date under every 7th day, counted back from the last, so the latest day is always named.
  const labelled = days.flatMap((day, index) => ((days.length - 1 - index) % 7 === 0 ? [{ day, index }] : []))
  const sums: Record<SourceGroup | 'total', number> = { website: 0, portals: 0, other: 0, total: 0 }
  for (const day of days) for (const key of [...SOURCE_GROUPS, 'total'] as const) sums[key] += day[key]

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>
        <span id={`${id}-title`} className={styles.title}>
          {labels.title}
        </span>
        <span id={`${id}-summary`} className={styles.summary}>
          {labels.summary}
        </span>
      </figcaption>
      <ul className={styles.legend}>
        {SOURCE_GROUPS.map((group) => (
          <li key={group}>
            <span className={cx(styles.swatch, styles[group])} aria-hidden="true" />
            {labels[group]}
          </li>
        ))}
      </ul>
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true">
          {[0, ...ticks].map((tick) => (
            <span key={tick} style={{ bottom: percent((tick / top) * 100) }}>
              {number.format(tick)}
            </span>
          ))}
        </div>
        <div className={styles.area}>
          <svg
            className={styles.svg}
            role="img"
            aria-labelledby={`${id}-title ${id}-summary`}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            width="100%"
            height="100%"
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                className={styles.grid}
                x1={0}
                x2={width}
                y1={round(HEIGHT - (tick / top) * HEIGHT)}
                y2={round(HEIGHT - (tick / top) * HEIGHT)}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {days.map((day, index) => (
              <Bar key={day.date} day={day} index={index} top={top} />
            ))}
            <line
              className={styles.baseline}
              x1={0}
              x2={width}
              y1={HEIGHT}
              y2={HEIGHT}
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {peak ? (
            <span
              className={styles.peak}
              style={{ left: percent(x(peakIndex)), bottom: percent((peak.total / top) * 100) }}
              aria-hidden="true"
            >
              {number.format(peak.total)}
            </span>
          ) : null}
        </div>
        <div className={styles.xAxis} aria-hidden="true">
          {labelled.map(({ day, index }) => (
            <span key={day.date} {...labelPlace(index)}>
              {axisDay.format(utc(day.date))}
            </span>
          ))}
        </div>
      </div>
      <details className={styles.details}>
        <summary>{labels.showTable}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{labels.date}</th>
                {SOURCE_GROUPS.map((group) => (
                  <th key={group} scope="col">
                    {labels[group]}
                  </th>
                ))}
                <th scope="col">{labels.total}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{rowDay.format(utc(day.date))}</time>
                  </th>
                  {SOURCE_GROUPS.map((group) => (
                    <td key={group}>{number.format(day[group])}</td>
                  ))}
                  <td>{number.format(day.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{labels.total}</th>
                {SOURCE_GROUPS.map((group) => (
                  <td key={group}>{number.format(sums[group])}</td>
                ))}
                <td>{number.format(sums.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </figure>
  )
}
