import type { Payload, PayloadRequest } from 'payload'

import { type AlertTrigger, alertTriggers, type PreviousListing } from '@/domain/demand/alerts'
import { demandListingOf, type DemandSource } from '@/domain/demand/listing'
import type { DemandListing } from '@/domain/demand/match'
import { MAIL_QUEUE } from '@/leads/outbox'

/** The job that mails the digests (src/leads/alertJob.ts); queued by an import that recorded triggers. */
export const ALERTS_TASK = 'sendAlerts' as const

const fields = {
  listedForSale: true,
  listedForRent: true,
  typeWebId: true,
  webIds: true,
  zip: true,
  price: true,
  rooms: true,
} as const

const CHUNK = 500

/**
 * The active listings as the demand matching sees them: all of them, or those of `ids`. Inside the
 * import's transaction when `req` carries it (what the import has just written, not yet committed).
 */
export async function readDemandListings(
  payload: Payload,
  { req, ids }: { req?: PayloadRequest; ids?: readonly number[] } = {},
): Promise<DemandListing[]> {
  const read = async (only?: readonly number[]) => {
    const { docs } = await payload.find({
      collection: 'properties',
      where: { status: { equals: 'active' }, ...(only ? { id: { in: [...only] } } : {}) },
      select: fields,
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return (docs as unknown as DemandSource[]).map(demandListingOf)
  }
  if (!ids) return read()
  const listings: DemandListing[] = []
  for (let at = 0; at < ids.length; at += CHUNK) listings.push(...(await read(ids.slice(at, at + CHUNK))))
  return listings
}

/**
 * What an import compares with: each active listing's goal and published price before it ran. Null
 * when nothing it changes can alert anyone: on a first import (every listing would be "new"), or
 * while no demand is confirmed (one confirmed later hears only of what happens after that), so
 * such imports read no listings for it.
 */
export async function alertBaseline(
  payload: Payload,
  storedListings: number,
): Promise<Map<number, PreviousListing> | null> {
  if (storedListings === 0) return null
  const confirmed = await payload.count({
    collection: 'demands',
    where: { status: { equals: 'confirmed' } },
    overrideAccess: true,
  })
  if (confirmed.totalDocs === 0) return null
  const listings = await readDemandListings(payload)
  return new Map(listings.map((listing) => [listing.id, { goal: listing.goal, price: listing.price }]))
}

/** The parts of a drizzle transaction (SQLite or PostgreSQL) that insert rows. */
type Inserting = { insert(table: unknown): { values(rows: Record<string, unknown>[]): PromiseLike<unknown> } }

/**
 * Inside the import's write transaction, after its writes: the listings it wrote that are new to a
 * goal or whose published price went down become rows of `listing-events`, and the alert job is
 * queued, all committed with the import or not at all. Returns how many were recorded.
 */
export async function recordListingEvents(
  payload: Payload,
  req: PayloadRequest,
  session: unknown,
  before: ReadonlyMap<number, PreviousListing>,
  writtenIds: readonly number[],
  now: string,
): Promise<number> {
  if (writtenIds.length === 0) return 0
  const after = await readDemandListings(payload, { req, ids: writtenIds })
  const triggers: AlertTrigger[] = alertTriggers(before, after)
  if (triggers.length === 0) return 0
  const table = (payload.db.tables as Record<string, unknown>)['listing_events']
  if (!table) throw new Error('The listing_events table is missing: run the migrations')
  const rows = triggers.map((trigger) => ({
    property: trigger.listing.id,
    reason: trigger.reason,
    previousPrice: trigger.reason === 'price-drop' ? trigger.previousPrice : null,
    createdAt: now,
    updatedAt: now,
  }))
  for (let at = 0; at < rows.length; at += CHUNK) {
    await (session as Inserting).insert(table).values(rows.slice(at, at + CHUNK))
  }
  await payload.jobs.queue({ task: ALERTS_TASK, queue: MAIL_QUEUE, input: {}, req })
  return triggers.length
}
