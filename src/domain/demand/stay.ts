import { dayNumber, isDay } from '../format/calendarDay'

/** A stay as the holiday-rental form sends it: arrival and departure days, yyyy-mm-dd. */
export type StayDates = { start: string; end: string }

export type StayError =
  'startRequired' | 'endRequired' | 'invalidDate' | 'endBeforeStart' | 'inThePast' | 'overlapsBooking'

export type StayValidation = { ok: true; nights: number } | { ok: false; error: StayError }

/** The day as a count of days, or null for an impossible date (2026-02-30 is none). */
const dayOf = (value: string): number | null => (isDay(value) ? dayNumber(value) : null)

/**
 * A holiday-rental request's dates (spec §5 "start and end dates complete and end date valid"):
 * both given, real dates, departure after arrival, arrival not before today, and no night taken by a
 * booking. The end is the departure day, so a stay may begin the day a booking ends and end the
 * day the next begins. `today` is the agency's local date (Europe/Brussels), yyyy-mm-dd. Bookings
 * are yyyy-mm-dd (a longer ISO date-time is read by its date); one with an unreadable date is
 * skipped here, so the agency still sees the request.
 */
export function validateStay(
  { start, end }: StayDates,
  booked: readonly StayDates[],
  today: string,
): StayValidation {
  const fail = (error: StayError): StayValidation => ({ ok: false, error })
  if (!start.trim()) return fail('startRequired')
  if (!end.trim()) return fail('endRequired')
  const from = dayOf(start.trim())
  const to = dayOf(end.trim())
  if (from === null || to === null) return fail('invalidDate')
  if (to <= from) return fail('endBeforeStart')
  const now = dayOf(today.slice(0, 10))
  if (now === null) throw new Error(`validateStay: today is not a date: ${today}`)
  if (from < now) return fail('inThePast')
  for (const booking of booked) {
    const taken = { from: dayOf(booking.start.slice(0, 10)), to: dayOf(booking.end.slice(0, 10)) }
    if (taken.from === null || taken.to === null) continue
    // Nights [from, to) and [taken.from, taken.to) overlap when each begins before the other ends.
    if (from < taken.to && taken.from < to) return fail('overlapsBooking')
  }
  return { ok: true, nights: to - from }
}
