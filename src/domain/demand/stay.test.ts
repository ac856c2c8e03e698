import { describe, expect, it } from 'vitest'

import { type StayDates, type StayValidation, validateStay } from './stay'

const today = '2026-06-15'
const booked: StayDates[] = [
  { start: '2026-07-04', end: '2026-07-11' },
  { start: '2026-08-01T00:00:00.000Z', end: '2026-08-15T00:00:00.000Z' },
]

describe('validateStay', () => {
  it.each<[string, string, string, StayValidation]>([
    // Complete.
    ['no start', '', '2026-06-20', { ok: false, error: 'startRequired' }],
    ['a blank start', '  ', '2026-06-20', { ok: false, error: 'startRequired' }],
    ['no end', '2026-06-20', '', { ok: false, error: 'endRequired' }],
    ['neither: the start first', '', '', { ok: false, error: 'startRequired' }],
    // Real dates.
    ['30 February', '2026-02-30', '2026-03-02', { ok: false, error: 'invalidDate' }],
    ['29 February of a common year', '2027-02-27', '2027-02-29', { ok: false, error: 'invalidDate' }],
    ['29 February of a leap year', '2028-02-28', '2028-03-01', { ok: true, nights: 2 }],
    ['31 April', '2026-04-30', '2026-04-31', { ok: false, error: 'invalidDate' }],
    ['31 December to 1 January', '2026-12-31', '2027-01-01', { ok: true, nights: 1 }],
    ['month 13', '2026-13-01', '2026-13-05', { ok: false, error: 'invalidDate' }],
    ['day 00', '2026-07-00', '2026-07-05', { ok: false, error: 'invalidDate' }],
    ['not ISO', '20/06/2026', '2026-06-25', { ok: false, error: 'invalidDate' }],
    ['no leading zeros', '2026-6-20', '2026-06-25', { ok: false, error: 'invalidDate' }],
    ['a date-time', '2026-06-20T10:00', '2026-06-25', { ok: false, error: 'invalidDate' }],
    ['spaces around', ' 2026-06-20 ', '2026-06-25 ', { ok: true, nights: 5 }],
    // End after start.
    ['end before start', '2026-06-25', '2026-06-20', { ok: false, error: 'endBeforeStart' }],
    ['end on the start day (no night)', '2026-06-20', '2026-06-20', { ok: false, error: 'endBeforeStart' }],
    ['one night', '2026-06-20', '2026-06-21', { ok: true, nights: 1 }],
    ['across the change to summer time', '2027-03-27', '2027-03-29', { ok: true, nights: 2 }],
    // Not in the past.
    ['starting yesterday', '2026-06-14', '2026-06-20', { ok: false, error: 'inThePast' }],
    ['starting today', '2026-06-15', '2026-06-20', { ok: true, nights: 5 }],
    // Bookings: the end is the departure day.
    ['ending the day a booking starts', '2026-07-01', '2026-07-04', { ok: true, nights: 3 }],
    ['starting the day a booking ends', '2026-07-11', '2026-07-18', { ok: true, nights: 7 }],
    ['between two bookings exactly', '2026-07-11', '2026-08-01', { ok: true, nights: 21 }],
    ['one night into a booking', '2026-07-01', '2026-07-05', { ok: false, error: 'overlapsBooking' }],
    ['its last night', '2026-07-10', '2026-07-12', { ok: false, error: 'overlapsBooking' }],
    ['inside a booking', '2026-07-05', '2026-07-06', { ok: false, error: 'overlapsBooking' }],
    ['around a booking', '2026-07-01', '2026-07-20', { ok: false, error: 'overlapsBooking' }],
    ['the same dates', '2026-07-04', '2026-07-11', { ok: false, error: 'overlapsBooking' }],
    ['a booking given as date-times', '2026-08-14', '2026-08-16', { ok: false, error: 'overlapsBooking' }],
    ['after a booking given as date-times', '2026-08-15', '2026-08-16', { ok: true, nights: 1 }],
  ])('%s: %j → %j', (_, start, end, expected) => {
    expect(validateStay({ start, end }, booked, today)).toEqual(expected)
  })

  it('skips a booking it cannot read', () => {
    expect(
      validateStay({ start: '2026-07-01', end: '2026-07-05' }, [{ start: '', end: 'x' }], today),
    ).toEqual({
      ok: true,
      nights: 4,
    })
  })

  it('refuses an unreadable today: that is the caller’s mistake, not the visitor’s', () => {
    expect(() => validateStay({ start: '2026-07-01', end: '2026-07-05' }, [], 'today')).toThrow()
  })
})
