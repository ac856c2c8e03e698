import { describe, expect, it } from 'vitest'

import { brusselsClock } from '../format/calendarDay'
import type { BookableSlot } from './visitDays'
import { brusselsInstant, dayLabel, slotDays, visitWhen } from './visitDays'

describe('brusselsInstant: the CRM’s Belgian wall-clock time as an instant', () => {
  it.each<[string, string, string | null]>([
    ['winter (UTC+1)', '2026-12-08T12:15:00', '2026-12-08T11:15:00.000Z'],
    ['summer (UTC+2)', '2026-07-01T09:30:00', '2026-07-01T07:30:00.000Z'],
    ['without seconds', '2026-12-08T18:00', '2026-12-08T17:00:00.000Z'],
    ['just before the clocks go forward', '2026-03-29T01:59:00', '2026-03-29T00:59:00.000Z'],
    ['the hour that does not exist: after the jump', '2026-03-29T02:30:00', '2026-03-29T01:30:00.000Z'],
    ['just after the clocks go forward', '2026-03-29T03:00:00', '2026-03-29T01:00:00.000Z'],
    ['the hour that happens twice: the first one', '2026-10-25T02:30:00', '2026-10-25T00:30:00.000Z'],
    ['after the clocks go back', '2026-10-25T03:30:00', '2026-10-25T02:30:00.000Z'],
    ['midnight into a new year', '2027-01-01T00:00:00', '2026-12-31T23:00:00.000Z'],
    ['a day that does not exist', '2026-02-30T10:00:00', null],
    ['an hour that does not exist', '2026-12-08T25:00:00', null],
    ['with a zone', '2026-12-08T12:15:00Z', null],
    ['a date only', '2026-12-08', null],
  ])('%s: %s → %s', (_, local, expected) => {
    expect(brusselsInstant(local)).toBe(expected)
  })
})

describe('brusselsClock: the day and time on the agency’s clock', () => {
  it.each<[string, string, { day: string; time: string }]>([
    ['winter', '2026-12-08T11:15:00.000Z', { day: '2026-12-08', time: '12:15' }],
    ['summer', '2026-07-01T07:30:00.000Z', { day: '2026-07-01', time: '09:30' }],
    [
      'late UTC evening is the next Belgian day',
      '2026-12-08T23:30:00.000Z',
      { day: '2026-12-09', time: '00:30' },
    ],
  ])('%s', (_, instant, expected) => {
    expect(brusselsClock(instant)).toEqual(expected)
  })
})

const now = new Date('2026-12-01T08:00:00.000Z')
let nextId = 1
const slot = (startsAt: string, over: Partial<BookableSlot> = {}): BookableSlot => ({
  id: nextId++,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  capacity: 2,
  booked: 0,
  status: 'scheduled',
  ...over,
})

describe('slotDays: what a visitor is offered', () => {
  it.each<[string, BookableSlot[], { day: string; slots: [string, string, boolean][] }[]]>([
    ['no slots', [], []],
    [
      'one open slot, Brussels times',
      [slot('2026-12-08T11:15:00.000Z')],
      [{ day: '2026-12-08', slots: [['12:15', '12:45', false]] }],
    ],
    [
      'two on a day and one the next, in time order whatever the input order',
      [slot('2026-12-09T08:30:00.000Z'), slot('2026-12-08T17:00:00.000Z'), slot('2026-12-08T08:30:00.000Z')],
      [
        {
          day: '2026-12-08',
          slots: [
            ['09:30', '10:00', false],
            ['18:00', '18:30', false],
          ],
        },
        { day: '2026-12-09', slots: [['09:30', '10:00', false]] },
      ],
    ],
    [
      'a full slot is shown as full',
      [slot('2026-12-08T08:30:00.000Z', { booked: 2 })],
      [{ day: '2026-12-08', slots: [['09:30', '10:00', true]] }],
    ],
    ['a cancelled slot is not offered', [slot('2026-12-08T08:30:00.000Z', { status: 'cancelled' })], []],
    ['a slot that has begun is not offered', [slot('2026-12-01T07:45:00.000Z')], []],
    ['a full slot in the past is not shown', [slot('2026-11-30T07:45:00.000Z', { booked: 2 })], []],
    [
      'grouped by the Brussels day, not the UTC day',
      [slot('2026-12-08T23:15:00.000Z'), slot('2026-12-09T08:00:00.000Z')],
      [
        {
          day: '2026-12-09',
          slots: [
            ['00:15', '00:45', false],
            ['09:00', '09:30', false],
          ],
        },
      ],
    ],
  ])('%s', (_, slots, expected) => {
    const days = slotDays(slots, now).map((d) => ({
      day: d.day,
      slots: d.slots.map((s) => [s.start, s.end, s.full]),
    }))
    expect(days).toEqual(expected)
  })
})

describe('dayLabel and visitWhen: in the visitor’s language, on the Brussels clock', () => {
  it.each<[string, string, string]>([
    ['fr', '2026-12-08', 'mardi 8 décembre'],
    ['nl', '2026-12-08', 'dinsdag 8 december'],
    ['en', '2026-12-08', 'Tuesday 8 December'],
    ['de', '2026-12-08', 'Dienstag, 8. Dezember'],
    ['fr', '2026-03-29', 'dimanche 29 mars'],
  ])('%s %s → %s', (locale, day, expected) => {
    expect(dayLabel(day, locale)).toBe(expected)
  })

  it.each<[string, string, string, string]>([
    ['fr', '2026-12-08T11:15:00.000Z', '2026-12-08T11:45:00.000Z', 'mardi 8 décembre 2026, 12:15 – 12:45'],
    ['nl', '2026-12-08T11:15:00.000Z', '2026-12-08T11:45:00.000Z', 'dinsdag 8 december 2026, 12:15–12:45'],
    ['en', '2026-07-01T07:30:00.000Z', '2026-07-01T08:00:00.000Z', 'Wednesday, 1 July 2026, 09:30–10:00'],
    [
      'de',
      '2026-12-08T17:00:00.000Z',
      '2026-12-08T17:45:00.000Z',
      'Dienstag, 8. Dezember 2026, 18:00–18:45 Uhr',
    ],
  ])('%s %s → %s', (locale, start, end, expected) => {
    expect(visitWhen(start, end, locale).replace(/\u202f|\u2009/g, ' ')).toBe(expected)
  })
})
