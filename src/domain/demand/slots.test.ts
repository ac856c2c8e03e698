import { describe, expect, it } from 'vitest'

import { canBook, type SlotState, slotState, type VisitSlot } from './slots'

const slot = (over: Partial<VisitSlot> = {}): VisitSlot => ({
  capacity: 4,
  booked: 0,
  status: 'scheduled',
  startsAt: '2026-12-05T10:00:00.000Z',
  ...over,
})

describe('slotState', () => {
  it.each<[string, Partial<VisitSlot>, SlotState]>([
    ['nobody booked', {}, 'open'],
    ['one place left', { booked: 3 }, 'open'],
    ['every place booked', { booked: 4 }, 'full'],
    ['overbooked by staff', { booked: 5 }, 'full'],
    ['no capacity', { capacity: 0 }, 'full'],
    ['a capacity that is not a number', { capacity: NaN }, 'full'],
    ['cancelled', { status: 'cancelled' }, 'cancelled'],
    ['cancelled when full', { status: 'cancelled', booked: 4 }, 'cancelled'],
  ])('%s → %s', (_, over, expected) => {
    expect(slotState(slot(over))).toBe(expected)
  })
})

describe('canBook', () => {
  const now = new Date('2026-12-01T08:00:00.000Z')

  it.each<[string, Partial<VisitSlot>, boolean]>([
    ['an open slot to come', {}, true],
    ['a full slot', { booked: 4 }, false],
    ['a cancelled slot', { status: 'cancelled' }, false],
    ['a slot begun', { startsAt: '2026-12-01T07:59:00.000Z' }, false],
    ['a slot beginning now', { startsAt: '2026-12-01T08:00:00.000Z' }, false],
    ['a slot beginning in a minute', { startsAt: '2026-12-01T08:01:00.000Z' }, true],
    ['a slot without a readable time', { startsAt: 'soon' }, false],
  ])('%s → %s', (_, over, expected) => {
    expect(canBook(slot(over), now)).toBe(expected)
  })
})
