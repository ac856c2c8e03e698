import { describe, expect, it } from 'vitest'

import { type CalendarMonth, calendarMonths } from './calendar'
import type { StayDates } from './stay'

/** A month's weeks as text: '.' for a neighbouring month's cell, the day, '*' after a booked one. */
const draw = (month: CalendarMonth) =>
  month.weeks.map((week) =>
    week.map((cell) => (cell ? `${cell.day}${cell.booked ? '*' : ''}` : '.')).join(' '),
  )

const bookedDates = (months: CalendarMonth[]) =>
  months.flatMap((m) => m.weeks.flat()).flatMap((cell) => (cell?.booked ? [cell.date] : []))

describe('calendarMonths: the grid', () => {
  it.each<[string, string, number, string, string]>([
    // [case, today, month index, first week, last week]
    ['June 2026 begins on a Monday', '2026-06-15', 0, '1 2 3 4 5 6 7', '29 30 . . . . .'],
    ['November 2026 begins on a Sunday', '2026-11-28', 0, '. . . . . . 1', '30 . . . . . .'],
    ['February 2027 fills four weeks exactly', '2027-02-10', 0, '1 2 3 4 5 6 7', '22 23 24 25 26 27 28'],
    ['February of a leap year has a 29th', '2028-02-01', 0, '. 1 2 3 4 5 6', '28 29 . . . . .'],
    [
      'the month after December is January of the next year',
      '2026-12-31',
      1,
      '. . . . 1 2 3',
      '25 26 27 28 29 30 31',
    ],
    [
      'March 2027, the change to summer time, has 31 days',
      '2027-03-01',
      0,
      '1 2 3 4 5 6 7',
      '29 30 31 . . . .',
    ],
    [
      'October 2026, the change to winter time, has 31 days',
      '2026-10-01',
      0,
      '. . . 1 2 3 4',
      '26 27 28 29 30 31 .',
    ],
  ])('%s', (_, today, index, firstWeek, lastWeek) => {
    const month = calendarMonths(today, index + 1, [])[index]!
    const drawn = draw(month)
    expect(drawn[0]).toBe(firstWeek)
    expect(drawn.at(-1)).toBe(lastWeek)
    expect(month.weeks.every((week) => week.length === 7)).toBe(true)
  })

  it('gives `count` months from today’s month, keyed yyyy-mm', () => {
    const months = calendarMonths('2026-11-28', 4, [])
    expect(months.map((m) => [m.key, m.year, m.month])).toEqual([
      ['2026-11', 2026, 11],
      ['2026-12', 2026, 12],
      ['2027-01', 2027, 1],
      ['2027-02', 2027, 2],
    ])
  })

  it('marks the days before today past and today itself', () => {
    const [month] = calendarMonths('2026-11-28', 1, [])
    const days = month!.weeks.flat().filter((cell) => cell !== null)
    expect(days.filter((d) => d.past).map((d) => d.day)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1))
    expect(days.filter((d) => d.today).map((d) => d.date)).toEqual(['2026-11-28'])
  })

  it('refuses an unreadable today', () => {
    expect(() => calendarMonths('today', 3, [])).toThrow()
  })
})

describe('calendarMonths: booked nights', () => {
  it.each<[string, StayDates[], string[]]>([
    [
      'a week: its nights, not its departure day',
      [{ start: '2026-12-05', end: '2026-12-08' }],
      ['2026-12-05', '2026-12-06', '2026-12-07'],
    ],
    [
      'across the month’s end',
      [{ start: '2026-12-30', end: '2027-01-02' }],
      ['2026-12-30', '2026-12-31', '2027-01-01'],
    ],
    [
      'across the change to summer time (28 March 2027)',
      [{ start: '2027-03-27', end: '2027-03-30' }],
      ['2027-03-27', '2027-03-28', '2027-03-29'],
    ],
    [
      'across the change to winter time (31 October 2027)',
      [{ start: '2027-10-30', end: '2027-11-01' }],
      ['2027-10-30', '2027-10-31'],
    ],
    [
      'given as date-times at midnight UTC, as the database gives them back',
      [{ start: '2026-12-05T00:00:00.000Z', end: '2026-12-07T00:00:00.000Z' }],
      ['2026-12-05', '2026-12-06'],
    ],
    [
      'back to back: one turnover day, no gap',
      [
        { start: '2026-12-05', end: '2026-12-07' },
        { start: '2026-12-07', end: '2026-12-08' },
      ],
      ['2026-12-05', '2026-12-06', '2026-12-07'],
    ],
    [
      'begun before the first month shown',
      [{ start: '2026-10-20', end: '2026-11-03' }],
      ['2026-11-01', '2026-11-02'],
    ],
    ['after the last month shown', [{ start: '2027-11-01', end: '2027-11-08' }], []],
    ['backwards', [{ start: '2026-12-08', end: '2026-12-05' }], []],
    [
      'unreadable',
      [
        { start: '2026-12-32', end: '2026-12-40' },
        { start: '', end: 'x' },
      ],
      [],
    ],
  ])('%s', (_, booked, expected) => {
    expect(bookedDates(calendarMonths('2026-11-01', 12, booked))).toEqual(expected)
  })
})
