import { describe, expect, it } from 'vitest'

import { addDays, brusselsDay, isDay, mondayOf } from './calendarDay'

describe('calendar days as strings, whatever the machine’s time zone', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['2025-01-01T00:00:00Z', false],
    ['abcd-ef-gh', false],
    [20250101, false],
    [null, false],
  ])('isDay(%s) = %s', (value, valid) => {
    expect(isDay(value)).toBe(valid)
  })

  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31')
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31') // the night Belgium moves to summer time
    expect(addDays('2025-03-31', -29)).toBe('2025-03-02')
  })

  it('finds the Monday of a week (Belgian weeks start on Monday)', () => {
    expect(mondayOf('2025-03-12')).toBe('2025-03-10') // Wednesday
    expect(mondayOf('2025-03-10')).toBe('2025-03-10') // Monday itself
    expect(mondayOf('2025-03-16')).toBe('2025-03-10') // Sunday ends the week
    expect(mondayOf('2025-01-01')).toBe('2024-12-30') // a week across the new year
    expect(mondayOf('1970-01-01')).toBe('1969-12-29')
  })
})

describe('brusselsDay', () => {
  it.each<[string, string, string]>([
    ['winter: UTC+1, 23:30 UTC is the next day', '2026-12-31T23:30:00Z', '2027-01-01'],
    ['winter: 22:59 UTC is still the same day', '2026-12-31T22:59:00Z', '2026-12-31'],
    ['summer: UTC+2, 22:30 UTC is the next day', '2026-06-14T22:30:00Z', '2026-06-15'],
    ['summer: 21:59 UTC is the same day', '2026-06-14T21:59:00Z', '2026-06-14'],
    ['the night of the change to summer time', '2027-03-28T01:30:00Z', '2027-03-28'],
    ['the night of the change to winter time', '2026-10-24T22:30:00Z', '2026-10-25'],
  ])('%s', (_, instant, expected) => {
    expect(brusselsDay(new Date(instant))).toBe(expected)
  })
})
