import { describe, expect, it } from 'vitest'

import type { StayDates } from '../demand/stay'
import { stayProblem, tooManyGuests } from './holiday'

const today = '2026-12-01'
const booked: StayDates[] = [{ start: '2026-12-19', end: '2026-12-26' }]

describe('stayProblem: the error on the field to change', () => {
  it.each<[string, string, string, ReturnType<typeof stayProblem>]>([
    ['no arrival', '', '2026-12-10', { ok: false, problem: { field: 'arrival', code: 'required' } }],
    ['no departure', '2026-12-05', '', { ok: false, problem: { field: 'departure', code: 'required' } }],
    [
      'an impossible arrival',
      '2026-11-31',
      '2026-12-10',
      { ok: false, problem: { field: 'arrival', code: 'date' } },
    ],
    [
      'an impossible departure',
      '2026-12-05',
      '2026-12-32',
      { ok: false, problem: { field: 'departure', code: 'date' } },
    ],
    [
      'departure before arrival',
      '2026-12-10',
      '2026-12-05',
      { ok: false, problem: { field: 'departure', code: 'endBeforeStart' } },
    ],
    [
      'departure on the arrival day',
      '2026-12-10',
      '2026-12-10',
      { ok: false, problem: { field: 'departure', code: 'endBeforeStart' } },
    ],
    [
      'an arrival in the past',
      '2026-11-30',
      '2026-12-03',
      { ok: false, problem: { field: 'arrival', code: 'inThePast' } },
    ],
    [
      'running into a booking',
      '2026-12-15',
      '2026-12-21',
      { ok: false, problem: { field: 'departure', code: 'overlapsBooking' } },
    ],
    [
      'arriving on a booked night',
      '2026-12-20',
      '2026-12-28',
      { ok: false, problem: { field: 'arrival', code: 'overlapsBooking' } },
    ],
    [
      'arriving on the last booked night',
      '2026-12-25',
      '2026-12-28',
      { ok: false, problem: { field: 'arrival', code: 'overlapsBooking' } },
    ],
    ['leaving the day the booking begins', '2026-12-12', '2026-12-19', { ok: true, nights: 7 }],
    ['arriving the day the booking ends', '2026-12-26', '2027-01-02', { ok: true, nights: 7 }],
  ])('%s: %s → %s', (_, start, end, expected) => {
    expect(stayProblem({ start, end }, booked, today)).toEqual(expected)
  })
})

describe('tooManyGuests', () => {
  it.each<[number, number | null | undefined, boolean]>([
    [4, 4, false],
    [5, 4, true],
    [30, null, false],
    [30, undefined, false],
    // A capacity of 0 is the CRM's "not given", not "nobody".
    [2, 0, false],
  ])('%i guests, capacity %s → %s', (guests, max, expected) => {
    expect(tooManyGuests(guests, max)).toBe(expected)
  })
})
