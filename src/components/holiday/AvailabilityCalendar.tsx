import type { CalendarDay, CalendarMonth } from '@/domain/demand/calendar'
import type { Locale } from '@/i18n/locales'
import styles from './HolidayRental.module.css'

type Texts = { booked: string; today: string; previous: string; next: string }
type Props = { id: string; months: CalendarMonth[]; locale: Locale; texts: Texts }

// 1 January 2024 was a Monday: the week's names in the page's language, Monday first.
const MONDAY = Date.UTC(2024, 0, 1)
const weekdays = (locale: Locale) =>
  Array.from({ length: 7 }, (_, i) => {
    const day = new Date(MONDAY + i * 86_400_000)
    const name = (weekday: 'long' | 'short') =>
      new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(day)
    return { long: name('long'), short: name('short') }
  })

const monthName = (locale: Locale, month: CalendarMonth) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  )

/**
 * The months of a tourist rental's calendar as tables (issue 18): a caption with the month, a
 * column per weekday, Monday first. A booked night is struck through and hatched, and says
 * "booked" in words to a screen reader, so neither colour nor sight is needed. Server-rendered and
 * without JavaScript: on a phone the months scroll sideways, and each month links to its
 * neighbours (plain in-page links).
 */
export function AvailabilityCalendar({ id, months, locale, texts }: Props) {
  const days = weekdays(locale)
  const spoken = (cell: CalendarDay) => {
    const marks = [cell.booked ? texts.booked : null, cell.today ? texts.today : null].filter(Boolean)
    return marks.length > 0 ? [cell.day, ...marks].join(', ') : null
  }
  const anchor = (month: CalendarMonth | undefined) => (month ? `${id}-${month.key}` : undefined)
  return (
    <div className={styles.months}>
      {months.map((month, index) => {
        const previous = anchor(months[index - 1])
        const next = anchor(months[index + 1])
        return (
          <div key={month.key} id={anchor(month)} className={styles.month}>
            {/* The arrows are outside the caption, so the table is named by its month alone. */}
            <div className={styles.monthNav}>
              {previous ? (
                <a href={`#${previous}`} className={styles.navLink} aria-label={texts.previous}>
                  <span aria-hidden="true">‹</span>
                </a>
              ) : null}
              {next ? (
                <a href={`#${next}`} className={styles.navLink} aria-label={texts.next}>
                  <span aria-hidden="true">›</span>
                </a>
              ) : null}
            </div>
            <table className={styles.table}>
              <caption className={styles.caption}>{monthName(locale, month)}</caption>
              <thead>
                <tr>
                  {days.map((day) => (
                    <th key={day.long} scope="col" className={styles.weekday}>
                      <abbr title={day.long}>{day.short}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {month.weeks.map((week, row) => (
                  <tr key={row}>
                    {week.map((cell, column) =>
                      cell ? (
                        <td
                          key={cell.date}
                          className={styles.day}
                          data-date={cell.date}
                          data-booked={cell.booked || undefined}
                          data-past={cell.past || undefined}
                          aria-current={cell.today ? 'date' : undefined}
                        >
                          {/* One spoken text per day ("8, Réservé"), the number alone shown. */}
                          <span className={styles.dayNumber} aria-hidden={spoken(cell) ? true : undefined}>
                            {cell.day}
                          </span>
                          {spoken(cell) ? <span className="visually-hidden">{spoken(cell)}</span> : null}
                        </td>
                      ) : (
                        <td key={`empty-${column}`} className={styles.empty} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      })}
    </div>
  )
}
