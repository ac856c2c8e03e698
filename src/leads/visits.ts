import 'server-only'

import { sql } from 'drizzle-orm'
import type { createLocalReq, Payload } from 'payload'

import { recordChange } from '@/db/changes'
import { queryRowsIn } from '@/db/rows'

type Req = Awaited<ReturnType<typeof createLocalReq>>

/** Spec §8 'the appointments are full': the slot has no place left (or can no longer be booked). */
export class AppointmentsFullError extends Error {
  override readonly name = 'AppointmentsFullError'
  constructor(readonly slotId: number) {
    super(`Visit slot ${slotId} cannot be booked: the appointments are full`)
  }
}

export type BookedVisit = { slotId: number; startsAt: string; endsAt: string }

const iso = (value: unknown) => new Date(value as string | Date).toISOString()

/**
 * Takes one place of a visit slot for a lead, in the lead's transaction (issue 18). One
 * conditional UPDATE decides: it raises the count only while it is below the capacity, the slot is
 * scheduled, belongs to the listing and has not begun. The database applies it row by row
 * (PostgreSQL locks the row and checks the condition again on the committed count; SQLite has one
 * writer at a time), so concurrent bookings never exceed the capacity, which a read followed by a
 * write could. Throws AppointmentsFullError when no place was taken; the caller's transaction
 * then stores nothing.
 */
export async function bookVisitSlot(
  payload: Payload,
  req: Req,
  slotId: number,
  propertyId: number,
  now = new Date(),
): Promise<BookedVisit> {
  const rows = await queryRowsIn<{ id: number | string; starts_at: unknown; ends_at: unknown }>(
    payload,
    req,
    sql`UPDATE visit_slots SET booked = booked + 1, updated_at = ${now.toISOString()}
        WHERE id = ${slotId} AND property_id = ${propertyId} AND status = 'scheduled'
          AND booked < capacity AND starts_at > ${now.toISOString()}
        RETURNING id, starts_at, ends_at`,
  )
  const row = rows[0]
  if (!row) throw new AppointmentsFullError(slotId)
  // The property's kept page shows the slot's places: it is rendered again once this commits.
  await recordChange(req, ['visit-slots'])
  return { slotId: Number(row.id), startsAt: iso(row.starts_at), endsAt: iso(row.ends_at) }
}
