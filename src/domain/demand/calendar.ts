import type { StayDates } from './stay'

/**
 * The holiday-rental availability calendar (issue 18): month grids of weeks starting on Monday
 * (ISO 8601, as Belgian calendars print them), each day marked booked when its night is taken.
 * Days are counted in UTC day numbers, so a change to or from summer time never adds or loses a
 * day; "today" is the agency's calendar day in Brussels, whatever the server's zone.
 */

export type CalendarDay = {
  /** yyyy-mm-dd */
  date: string
  day: number
  /** The night from this day to the next is booked. */
  booked: boolean
  /** Before today: no longer bookable. */
  past: boolean
  today: boolean
}

/** A week: seven cells, Monday first; null for the days of the neighbouring months. */
export type CalendarWeek = (CalendarDay | null)[]

export type CalendarMonth = {
  /** yyyy-mm */
  key: string
  year: number
  /** 1–12 */
  month: number
  weeks: CalendarWeek[]
}

const DAY_MS = 86_400_000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/

const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS
const isoOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10)

/** The day number of a yyyy-mm-dd date (or of the date of an ISO date-time); null when unreadable. */
function readDay(value: string): number | null {
  const match = ISO_DAY.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const number = dayNumber(year, month, day)
  return isoOf(number) === `${match[1]}-${match[2]}-${match[3]}` ? number : null
}

const BRUSSELS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day in Brussels at an instant, yyyy-mm-dd. */
export function brusselsDay(instant: Date): string {
  const parts = BRUSSELS.formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/**
 * The booked nights as day numbers: a booking from its arrival up to, not including, its departure
 * day (the departure morning the house is free again). Unreadable or backwards bookings are skipped.
 */
function bookedNights(booked: readonly StayDates[]): Set<number> {
  const nights = new Set<number>()
  for (const booking of booked) {
    const from = readDay(booking.start)
    const to = readDay(booking.end)
    if (from === null || to === null) continue
    for (let night = from; night < to; night += 1) nights.add(night)
  }
  return nights
}

/**
 * `count` months from today's month: each as weeks of seven cells, Monday first, with its days
 * marked booked, past and today. `today` is yyyy-mm-dd (see brusselsDay).
 */
export function calendarMonths(today: string, count: number, booked: readonly StayDates[]): CalendarMonth[] {
  const now = readDay(today)
  if (now === null) throw new Error(`calendarMonths: today is not a date: ${today}`)
  const nights = bookedNights(booked)
  const start = new Date(now * DAY_MS)
  const months: CalendarMonth[] = []
  for (let index = 0; index < count; index += 1) {
    const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1))
    const year = first.getUTCFullYear()
    const month = first.getUTCMonth() + 1
    const firstDay = dayNumber(year, month, 1)
    const length = dayNumber(year, month + 1, 1) - firstDay
    // getUTCDay: 0 is Sunday; Monday-first weeks put Sunday last.
    const lead = (first.getUTCDay() + 6) % 7
    const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null)
    for (let day = 1; day <= length; day += 1) {
      const number = firstDay + day - 1
      cells.push({
        date: isoOf(number),
        day,
        booked: nights.has(number),
        past: number < now,
        today: number === now,
      })
    }
    while (cells.length % 7 !== 0) cells.push(null)
    const weeks: CalendarWeek[] = []
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
    months.push({ key: `${year}-${String(month).padStart(2, '0')}`, year, month, weeks })
  }
  return months
}
