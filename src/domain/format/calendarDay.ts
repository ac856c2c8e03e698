// Calendar days as 'YYYY-MM-DD' strings, the one implementation the site uses (owner figures,
// holiday stays and calendars, visit days). Pure integer arithmetic (proleptic Gregorian, days
// since 1970-01-01), so the machine's time zone can never shift a day and no Date is allocated.
// The agency's clock is Brussels': brusselsClock gives an instant's day and time there.

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

function digits(s: string, from: number, to: number): number {
  let n = 0
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i) - 48
    if (c < 0 || c > 9) return -1
    n = n * 10 + c
  }
  return n
}

/** True for a real calendar day written 'YYYY-MM-DD' (so '2025-02-29' is not one). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10) return false
  if (value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return false
  const y = digits(value, 0, 4)
  const m = digits(value, 5, 7)
  const d = digits(value, 8, 10)
  if (y < 1 || m < 1 || m > 12 || d < 1) return false
  const max = m === 2 && isLeap(y) ? 29 : (DAYS_IN_MONTH[m - 1] ?? 0)
  return d <= max
}

// Howard Hinnant's days_from_civil / civil_from_days.
/** Days since 1970-01-01 of a 'YYYY-MM-DD' day (check it with isDay first). */
export function dayNumber(day: string): number {
  let y = digits(day, 0, 4)
  const m = digits(day, 5, 7)
  const d = digits(day, 8, 10)
  y -= m <= 2 ? 1 : 0
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** The 'YYYY-MM-DD' day of a day number (dayNumber's inverse). */
export function dayString(n: number): string {
  const z = n + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp + (mp < 10 ? 3 : -9)
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0)
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** The day `days` after (or before, when negative) a 'YYYY-MM-DD' day. */
export const addDays = (day: string, days: number): string => dayString(dayNumber(day) + days)

/** The Monday of the day's week: Belgian weeks (ISO 8601) start on Monday. Day 0 was a Thursday. */
export const mondayOf = (day: string): string => {
  const n = dayNumber(day)
  return dayString(n - ((((n + 3) % 7) + 7) % 7))
}

const BRUSSELS_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** Brussels' offset from UTC at an instant (ms since 1970), in minutes: 60 in winter, 120 in summer. */
export function brusselsOffset(instant: number): number {
  const parts = BRUSSELS_CLOCK.formatToParts(new Date(instant))
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return Math.round((asUtc - instant) / 60_000)
}

/** The calendar day (YYYY-MM-DD) and the time (HH:mm) of an instant on the agency's clock. */
export function brusselsClock(instant: string | Date): { day: string; time: string } {
  const parts = BRUSSELS_CLOCK.formatToParts(new Date(instant))
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? ''
  return { day: `${p('year')}-${p('month')}-${p('day')}`, time: `${p('hour')}:${p('minute')}` }
}

/** The calendar day in Brussels at an instant, YYYY-MM-DD: the agency's "today". */
export const brusselsDay = (instant: string | Date): string => brusselsClock(instant).day
