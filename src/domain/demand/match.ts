import type { DemandCriteria, DemandGoal } from './criteria'
import { provinceOfZip, regionOfZip, zoneCovers } from './regions'

/** What matching needs of one listing (the caller reshapes its own listing into this). */
export type DemandListing = {
  id: number
  /** A sale listing is 'buy', a rent listing 'rent'; a holiday let only, or neither, is null. */
  goal: DemandGoal | null
  /** Its web types (spec §3 WebID, WebIDs). */
  webIds: readonly number[]
  zip: string | null
  /** The published price; null when the agency does not publish it. */
  price: number | null
  bedrooms: number | null
  garages: number | null
  parkings: number | null
  bathrooms: number | null
}

// Inclusive bounds, null = no bound. A missing value passes only when no bound is set: a count the
// CRM does not know is not taken as zero, and an unpublished price is never revealed by falling in
// a range (the same rule as the lists' matchesList).
function within(value: number | null, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true
  if (value === null) return false
  return (min === null || value >= min) && (max === null || value <= max)
}

/** Whether a listing answers a search demand: every criterion must hold. */
export function matchesDemand(criteria: DemandCriteria, listing: DemandListing): boolean {
  return (
    listing.goal === criteria.goal &&
    listing.webIds.some((webId) => criteria.webIds.includes(webId)) &&
    criteria.zones.some((zone) => zoneCovers(zone, listing.zip)) &&
    within(listing.price, criteria.minPrice, criteria.maxPrice) &&
    within(listing.bedrooms, criteria.minBedrooms, criteria.maxBedrooms) &&
    within(listing.garages, criteria.minGarages, null) &&
    within(listing.parkings, criteria.minParkings, null) &&
    within(listing.bathrooms, criteria.minBathrooms, null)
  )
}

/** Anything with criteria and an id: a stored demand, or one with its owner's e-mail. */
export type IndexedDemand = { id: string | number; criteria: DemandCriteria }

export type DemandIndex<D extends IndexedDemand> = {
  /** The demands it was built from, in their order. */
  readonly demands: readonly D[]
  /** The demands the listing matches, in the order they were given (as a plain filter would give them). */
  matching(listing: DemandListing): D[]
  /** How many demands the listing matches: the owner portal's "matching buyers". */
  count(listing: DemandListing): number
}

// Demands by zone kind within one (goal, web type) bucket; each entry is a position in `demands`.
type Bucket = {
  zip: Map<string, number[]>
  province: Map<string, number[]>
  region: Map<string, number[]>
}

function push<K>(map: Map<K, number[]>, key: K, position: number): void {
  const list = map.get(key)
  if (list) list.push(position)
  else map.set(key, [position])
}

/**
 * An index of demands by goal, web type and zone, so that a listing is checked only against the
 * demands that share its goal, one of its web types and a zone covering its postcode: with 10,000
 * demands most are ruled out by three map look-ups instead of one check each. The full check
 * (matchesDemand) still decides, so the index answers exactly what a plain filter would.
 */
export function createDemandIndex<D extends IndexedDemand>(demands: readonly D[]): DemandIndex<D> {
  const buckets = new Map<string, Bucket>()
  demands.forEach((demand, position) => {
    const { goal, webIds, zones } = demand.criteria
    for (const webId of new Set(webIds)) {
      const key = `${goal}:${webId}`
      let bucket = buckets.get(key)
      if (!bucket) buckets.set(key, (bucket = { zip: new Map(), province: new Map(), region: new Map() }))
      for (const zone of zones) {
        if (zone.kind === 'zip') push(bucket.zip, zone.zip, position)
        else push(bucket[zone.kind], zone.code, position)
      }
    }
  })

  // A demand reached through two web types or two zones is checked once: `seen` holds, per
  // position, the number of the look-up that last reached it (no Set allocated per listing).
  const seen = new Uint32Array(demands.length)
  let lookup = 0

  function candidates(listing: DemandListing): number[] {
    if (listing.goal === null || listing.zip === null) return []
    const province = provinceOfZip(listing.zip)
    const region = regionOfZip(listing.zip)
    // Wrapping round (after 4 billion look-ups) would meet old numbers: start again from clean.
    if (lookup === 0xffffffff) {
      seen.fill(0)
      lookup = 0
    }
    lookup += 1
    const found: number[] = []
    const add = (positions: readonly number[] | undefined) => {
      if (!positions) return
      for (const position of positions) {
        if (seen[position] === lookup) continue
        seen[position] = lookup
        found.push(position)
      }
    }
    for (const webId of listing.webIds) {
      const bucket = buckets.get(`${listing.goal}:${webId}`)
      if (!bucket) continue
      add(bucket.zip.get(listing.zip))
      if (province) add(bucket.province.get(province))
      if (region) add(bucket.region.get(region))
    }
    return found.sort((a, b) => a - b)
  }

  return {
    demands,
    matching: (listing) =>
      candidates(listing)
        .map((position) => demands[position]!)
        .filter((demand) => matchesDemand(demand.criteria, listing)),
    count: (listing) =>
      candidates(listing).filter((position) => matchesDemand(demands[position]!.criteria, listing)).length,
  }
}
