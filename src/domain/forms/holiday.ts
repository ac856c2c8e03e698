import { type StayDates, type StayError, validateStay } from '../demand/stay'
import { addDays, isDay } from '../format/calendarDay'
import type { ErrorCode } from './fields'

/** The holiday-rental request's date fields: arrival and departure days (yyyy-mm-dd). */
export type StayField = 'arrival' | 'departure'
export type StayProblem = { field: StayField; code: ErrorCode }

/** Spec §5 "the number of guests": a house takes 1 to 30, or at most its own capacity. */
export const MAX_GUESTS = 30

/**
 * A holiday request's dates checked by the one rule (validateStay, spec §5 "start and end dates
 * complete and end date valid"), its error put on the field the visitor must change: a missing or
 * impossible day on that day; a departure not after the arrival on the departure; an arrival in
 * the past on the arrival; a booked night on the arrival when the first night is taken, else on
 * the departure (the stay runs into a booking). null when the stay is free.
 */
export function stayProblem(
  dates: StayDates,
  booked: readonly StayDates[],
  today: string,
): { ok: true; nights: number } | { ok: false; problem: StayProblem } {
  const result = validateStay(dates, booked, today)
  if (result.ok) return result
  return { ok: false, problem: problemOf(result.error, dates, booked, today) }
}

function problemOf(
  error: StayError,
  dates: StayDates,
  booked: readonly StayDates[],
  today: string,
): StayProblem {
  switch (error) {
    case 'startRequired':
      return { field: 'arrival', code: 'required' }
    case 'endRequired':
      return { field: 'departure', code: 'required' }
    case 'invalidDate':
      return { field: isDay(dates.start.trim()) ? 'departure' : 'arrival', code: 'date' }
    case 'endBeforeStart':
      return { field: 'departure', code: 'endBeforeStart' }
    case 'inThePast':
      return { field: 'arrival', code: 'inThePast' }
    case 'overlapsBooking': {
      const firstNight = validateStay(
        { start: dates.start, end: addDays(dates.start.trim(), 1) },
        booked,
        today,
      )
      return { field: firstNight.ok ? 'departure' : 'arrival', code: 'overlapsBooking' }
    }
  }
}

/** Guests beyond the listing's own capacity (when the CRM gives one). */
export function tooManyGuests(guests: number, maxPersons: number | null | undefined): boolean {
  return typeof maxPersons === 'number' && maxPersons > 0 && guests > maxPersons
}
