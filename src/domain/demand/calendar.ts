import { dayNumber, dayString, isDay } from '../format/calendarDay'
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

/** The day number of a yyyy-mm-dd date (or of the date of an ISO date-time); null when unreadable. */
function readDay(value: string): number | null {
  const day = value.slice(0, 10)
  return isDay(day) ? dayNumber(day) : null
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
 * marked booked, past and today. `today` is yyyy-mm-dd (the agency's, brusselsDay).
 */
export function calendarMonths(today: string, count: number, booked: readonly StayDates[]): CalendarMonth[] {
  const now = readDay(today)
  if (now === null) throw new Error(`calendarMonths: today is not a date: ${today}`)
  const nights = bookedNights(booked)
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number]
  const months: CalendarMonth[] = []
  for (let index = 0; index < count; index += 1) {
    const monthIndex = thisMonth - 1 + index
    const year = thisYear + Math.floor(monthIndex / 12)
    const month = (monthIndex % 12) + 1
    const firstDay = dayNumber(`${year}-${String(month).padStart(2, '0')}-01`)
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
    const length = dayNumber(next) - firstDay
    // Day 0 (1970-01-01) was a Thursday: Monday-first weeks count from the Monday before it.
    const lead = (((firstDay + 3) % 7) + 7) % 7
    const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null)
    for (let day = 1; day <= length; day += 1) {
      const number = firstDay + day - 1
      cells.push({
        date: dayString(number),
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
