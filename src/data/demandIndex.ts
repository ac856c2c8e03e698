import 'server-only'

import { type DemandCriteria, parseZoneKey } from '@/domain/demand/criteria'
import { createDemandIndex, type DemandIndex } from '@/domain/demand/match'
import type { Demand } from '@/payload-types'
import { processMemo } from './cache/processMemo'
import { payloadClient } from './payload'

type Confirmed = { id: number; criteria: DemandCriteria }

const orNull = (value: number | null | undefined) => (typeof value === 'number' ? value : null)

/** A stored demand's criteria (zones stored as keys; an unreadable key is left out). */
export function storedCriteria(doc: Demand): DemandCriteria {
  return {
    goal: doc.goal,
    webIds: (doc.webIds ?? []).filter((id): id is number => typeof id === 'number'),
    zones: (doc.zones ?? []).flatMap((key) => parseZoneKey(key) ?? []),
    minPrice: orNull(doc.minPrice),
    maxPrice: orNull(doc.maxPrice),
    minBedrooms: orNull(doc.minBedrooms),
    maxBedrooms: orNull(doc.maxBedrooms),
    minGarages: orNull(doc.minGarages),
    minParkings: orNull(doc.minParkings),
    minBathrooms: orNull(doc.minBathrooms),
  }
}

/**
 * Every confirmed search demand, indexed for matching (src/domain/demand/match.ts), rebuilt when a
 * demand changes on any instance. Read with the server's rights: what leaves it is only counts
 * (the owner portal's "matching buyers"), never a person.
 */
export const getDemandIndex: () => Promise<DemandIndex<Confirmed>> = (() => {
  const memo = processMemo('demand-index', ['demands'], async (_key: 'confirmed') => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'demands',
      where: { status: { equals: 'confirmed' } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return createDemandIndex(docs.map((doc) => ({ id: doc.id, criteria: storedCriteria(doc) })))
  })
  return () => memo('confirmed')
})()
