/** A visit slot as staff set it up: how many visitors it takes, how many booked, and whether it still holds. */
export type VisitSlot = {
  capacity: number
  booked: number
  status: 'scheduled' | 'cancelled'
  /** When the visit begins (ISO date-time). */
  startsAt: string
}

export type SlotState = 'open' | 'full' | 'cancelled'

/** What a visitor is shown of a slot. A cancelled slot says so even when it was full. */
export function slotState({
  capacity,
  booked,
  status,
}: Pick<VisitSlot, 'capacity' | 'booked' | 'status'>): SlotState {
  if (status === 'cancelled') return 'cancelled'
  // Written as "not below" so that a capacity that is not a number (a slot set up wrong) is full.
  return !(booked < capacity) ? 'full' : 'open'
}

/** Whether one more visitor may book the slot now: open, and not begun. */
export function canBook(slot: VisitSlot, now: Date): boolean {
  const startsAt = Date.parse(slot.startsAt)
  return slotState(slot) === 'open' && !Number.isNaN(startsAt) && startsAt > now.getTime()
}
