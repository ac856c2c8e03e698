import type { Region } from '../address/regionByZip'
import type { Goal } from './goal'

/** What the similarity rule reads of a listing. */
export type SimilarCandidate = {
  id: number
  goal: Goal
  status: 'active' | 'withdrawn'
  /** CRM main type (WebID or type id); null when unknown. */
  typeId: number | null
  zip: string | null
  region: Region | null
  /** Asking price or rent; null when not published. */
  price: number | null
  /**
   * False when sold or rented (spec §4: a title starting with 'VENDU' or 'LOUEE'; such listings
   * stay listed). Absent counts as available.
   */
  available?: boolean
}

export const SIMILAR_MAX = 4

// Weights, in tiers that never mix: a listing that can still be bought or rented comes before a
// sold or rented one, whatever else; then one of the same type (a visitor looking at a flat wants
// flats); then the same town or region and a similar budget. The region only counts when the town
// differs (it is implied otherwise). The place and price part is at most 5, below one type step.
const AVAILABLE_WEIGHT = 100
const TYPE_WEIGHT = 10
const CITY_WEIGHT = 3
const REGION_WEIGHT = 1
const CLOSE_PRICE = 0.2
const NEAR_PRICE = 0.5

/** Relative distance of two prices (0 = equal), or Infinity when either is unknown. */
function priceDistance(a: number | null, b: number | null): number {
  if (a === null || b === null || a <= 0 || b <= 0) return Number.POSITIVE_INFINITY
  return Math.abs(a - b) / b
}

function score(target: SimilarCandidate, other: SimilarCandidate, distance: number): number {
  let total = other.available === false ? 0 : AVAILABLE_WEIGHT
  if (target.typeId !== null && other.typeId === target.typeId) total += TYPE_WEIGHT
  const sameCity = target.zip !== null && other.zip === target.zip
  if (sameCity) total += CITY_WEIGHT
  else if (target.region !== null && other.region === target.region) total += REGION_WEIGHT
  if (distance <= CLOSE_PRICE) total += 2
  else if (distance <= NEAR_PRICE) total += 1
  return total
}

/**
 * The properties shown under 'similar properties': same goal (sale or rent), never the property
 * itself nor a withdrawn one; available ones first, then the same type, then town or region and a
 * close price, the nearest price and then the lowest id breaking ties so the choice is stable; at
 * most `max`. Sold and rented listings only fill places nothing available can take.
 */
export function similarProperties<T extends SimilarCandidate>(
  target: SimilarCandidate,
  candidates: Iterable<T>,
  max: number = SIMILAR_MAX,
): T[] {
  const limit = Math.max(0, max)
  // The best `limit` kept in order while scanning once: with 10,000 listings a full sort of every
  // candidate cost more than the rest of the page's data.
  const best: { other: T; score: number; distance: number }[] = []
  // Whether a (score, distance, id) ranks before a kept one: higher score, then closer price, then lower id.
  const before = (score: number, distance: number, id: number, kept: (typeof best)[number]) =>
    (kept.score - score || distance - kept.distance || id - kept.other.id) < 0
  for (const other of candidates) {
    if (other.id === target.id || other.status !== 'active' || other.goal !== target.goal) continue
    const distance = priceDistance(other.price, target.price)
    const rank = score(target, other, distance)
    // Most candidates rank below the last kept one: rejected before anything is allocated.
    if (best.length === limit && (limit === 0 || !before(rank, distance, other.id, best[limit - 1]!)))
      continue
    let at = best.length
    while (at > 0 && before(rank, distance, other.id, best[at - 1]!)) at -= 1
    best.splice(at, 0, { other, score: rank, distance })
    if (best.length > limit) best.pop()
  }
  return best.map(({ other }) => other)
}
