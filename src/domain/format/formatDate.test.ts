import { describe, expect, it } from 'vitest'

import { formatDate } from './formatDate'

describe('formatDate: "day-month-year without zero padding"', () => {
  it.each<[Date | string, string]>([
    ['2024-03-05', '5-3-2024'],
    ['2024-12-25', '25-12-2024'],
    ['2024-03-05T00:00:00', '5-3-2024'],
    ['2024-03-05T23:30:00', '5-3-2024'],
    ['2024-03-05 10:15', '5-3-2024'],
    // An instant is the day in Brussels: 23:30 UTC on 4 March is 00:30 on 5 March in winter time.
    ['2024-03-04T23:30:00Z', '5-3-2024'],
    ['2024-07-31T22:30:00.000Z', '1-8-2024'],
    ['2024-03-05T08:00:00+01:00', '5-3-2024'],
    [new Date('2024-03-05T12:00:00Z'), '5-3-2024'],
    ['2024-02-29', '29-2-2024'],
  ])('%j → %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected)
  })

  it.each<[Date | string | null | undefined]>([
    [null],
    [undefined],
    [''],
    ['not a date'],
    ['2023-02-29'],
    ['2024-13-01'],
    [new Date('nope')],
  ])('%j is invalid → null', (input) => {
    expect(formatDate(input)).toBeNull()
  })
})
