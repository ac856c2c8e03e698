import 'server-only'

import { type BookableSlot, type SlotDay, slotDays } from '@/domain/demand/visitDays'
import { payloadClient } from './payload'

// How far ahead the booking form offers slots (the CRM opens them a few weeks ahead).
const MAX_SLOTS = 60

/**
 * A listing's visit slots as the booking form offers them, by Brussels day (issue 18). Read fresh
 * on every request, not memoised: a booking changes the counts at any moment. Slots are staff
 * data (visitors and owners read none through the API), so the site's server reads them with
 * overrideAccess and gives the page only times and whether each is full.
 */
export async function getVisitDays(propertyId: number, now = new Date()): Promise<SlotDay[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'visit-slots',
    overrideAccess: true,
    depth: 0,
    limit: MAX_SLOTS,
    pagination: false,
    sort: 'startsAt',
    select: { startsAt: true, endsAt: true, capacity: true, booked: true, status: true },
    where: {
      property: { equals: propertyId },
      status: { equals: 'scheduled' },
      startsAt: { greater_than: now.toISOString() },
    },
  })
  const slots: BookableSlot[] = docs.map((doc) => ({
    id: doc.id,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    capacity: Number(doc.capacity),
    booked: Number(doc.booked ?? 0),
    status: doc.status === 'scheduled' ? 'scheduled' : 'cancelled',
  }))
  return slotDays(slots, now)
}
