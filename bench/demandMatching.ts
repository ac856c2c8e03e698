// Search-demand matching (issue 18): how long the index of src/domain/demand/match.ts takes to
// match every listing of an import against every demand, against a plain filter.
//
//   npx tsx bench/demandMatching.ts [--listings 10000] [--demands 10000] [--seed 20261120] [--sample 1000]
//
// Pure computation in this process: no server, no database, no lock. Listings and demands are
// generated from one seeded stream (deterministic for a seed): about 70 % sales, zips from the
// benchmark towns (weighted by market size) or anywhere in Belgium's postcode ranges, 1–3 web types
// among 1–15, 1–3 zones per demand mixing zips, provinces and regions, some bounds null. Prints the
// index's build time, the time to match every listing, the pairs matched, and the plain filter's
// time on the first --sample listings (whose answers must equal the index's). Target: the full
// 10,000 × 10,000 in 30 s or less.

import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import { planDigests } from '@/domain/demand/alerts'
import {
  belgianProvinces,
  belgianRegions,
  type DemandCriteria,
  type DemandZone,
} from '@/domain/demand/criteria'
import { createDemandIndex, type DemandListing, matchesDemand } from '@/domain/demand/match'
import { intBetween, prng } from '@fixtures/crm/prng'
import { DEFAULT_SEED } from './generate'
import { chance, pick, pickWeighted, type Random, roundTo } from './pick'
import { benchPlaces } from './places'

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '10000' },
    demands: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    sample: { type: 'string', default: '1000' },
  },
})
const listingCount = Number(args.listings)
const demandCount = Number(args.demands)
const sampleSize = Math.min(Number(args.sample), listingCount)

const towns = benchPlaces.map((place) => [place.zip, place.weight] as const)

// Most listings and demands are in the benchmark's towns; the rest anywhere (bpost zips mostly end in 0).
const zipOf = (random: Random) =>
  chance(random, 0.7) ? pickWeighted(random, towns) : String(roundTo(intBetween(random, 1000, 9999), 10))
const maybe = <T>(random: Random, p: number, value: () => T): T | null => (chance(random, p) ? value() : null)
const some = <T>(random: Random, min: number, max: number, make: () => T): T[] =>
  Array.from({ length: intBetween(random, min, max) }, make)

function makeListing(random: Random, id: number): DemandListing {
  const sale = chance(random, 0.7)
  const bedrooms = maybe(random, 0.9, () => intBetween(random, 0, 5))
  return {
    id,
    // A few rentals are holiday lets only: no goal.
    goal: sale ? 'buy' : chance(random, 0.1) ? null : 'rent',
    webIds: some(random, 1, 2, () => intBetween(random, 1, 15)),
    zip: maybe(random, 0.99, () => zipOf(random)),
    // About one price in ten is not published.
    price: maybe(random, 0.9, () =>
      sale
        ? roundTo(intBetween(random, 120_000, 950_000), 5_000)
        : roundTo(intBetween(random, 550, 2_800), 25),
    ),
    bedrooms,
    garages: maybe(random, 0.8, () => intBetween(random, 0, 2)),
    parkings: maybe(random, 0.7, () => intBetween(random, 0, 3)),
    bathrooms: maybe(random, 0.85, () => intBetween(random, 1, 3)),
  }
}

function makeZone(random: Random): DemandZone {
  return pickWeighted<() => DemandZone>(random, [
    [() => ({ kind: 'zip', zip: zipOf(random) }), 5],
    [() => ({ kind: 'province', code: pick(random, belgianProvinces) }), 3],
    [() => ({ kind: 'region', code: pick(random, belgianRegions) }), 2],
  ])()
}

function makeDemand(random: Random, id: number): { id: number; criteria: DemandCriteria } {
  const buy = chance(random, 0.7)
  const price = (low: number, high: number, step: number) => roundTo(intBetween(random, low, high), step)
  const minBedrooms = maybe(random, 0.6, () => intBetween(random, 1, 3))
  return {
    id,
    criteria: {
      goal: buy ? 'buy' : 'rent',
      webIds: some(random, 1, 3, () => intBetween(random, 1, 15)),
      zones: some(random, 1, 3, () => makeZone(random)),
      minPrice: maybe(random, 0.4, () => (buy ? price(100_000, 400_000, 25_000) : price(400, 1_000, 50))),
      maxPrice: maybe(random, 0.8, () => (buy ? price(250_000, 1_000_000, 25_000) : price(800, 3_000, 50))),
      minBedrooms,
      maxBedrooms: maybe(random, 0.2, () => (minBedrooms ?? 1) + intBetween(random, 0, 2)),
      minGarages: maybe(random, 0.2, () => 1),
      minParkings: maybe(random, 0.2, () => intBetween(random, 1, 2)),
      minBathrooms: maybe(random, 0.15, () => intBetween(random, 1, 2)),
    },
  }
}

const ms = (from: number) => (performance.now() - from).toFixed(1)

const random = prng(Number(args.seed))
const listings = Array.from({ length: listingCount }, (_, id) => makeListing(random, id + 1))
const demands = Array.from({ length: demandCount }, (_, id) => makeDemand(random, id + 1))

console.log(
  `host: ${os.cpus().length} CPUs, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
console.log(`demands: ${demandCount}`)
console.log(`listings: ${listingCount}`)

let started = performance.now()
const index = createDemandIndex(demands)
console.log(`index build: ${ms(started)} ms`)

started = performance.now()
let pairs = 0
let matched = 0
for (const listing of listings) {
  const found = index.matching(listing).length
  pairs += found
  if (found > 0) matched += 1
}
const total = performance.now() - started
console.log(
  `match all listings: ${total.toFixed(1)} ms (${((total / listingCount) * 1000).toFixed(1)} µs a listing)`,
)
console.log(
  `pairs matched: ${pairs} (${matched} listings match at least one demand; ${(pairs / listingCount).toFixed(1)} demands a listing)`,
)

const sample = listings.slice(0, sampleSize)
started = performance.now()
const naive = sample.map((listing) => demands.filter((demand) => matchesDemand(demand.criteria, listing)))
const naiveMs = performance.now() - started
console.log(
  `plain filter on ${sampleSize} listings: ${naiveMs.toFixed(1)} ms (about ${((naiveMs * listingCount) / sampleSize / 1000).toFixed(1)} s for all)`,
)
started = performance.now()
const indexed = sample.map((listing) => index.matching(listing))
console.log(`index on the same ${sampleSize} listings: ${ms(started)} ms`)
const same = indexed.every(
  (found, i) => found.length === naive[i]!.length && found.every((demand, j) => demand === naive[i]![j]),
)
console.log(`same answers as the plain filter on the sample: ${same ? 'yes' : 'NO'}`)

// What the alert job does after such an import (src/leads/alerts.ts): every listing new, each
// demand's person one of demandCount / 2 addresses (some have two demands), one digest each.
const people = demands.map((demand) => ({
  ...demand,
  email: `person${demand.id % Math.ceil(demandCount / 2)}@example.be`,
  lastAlertAt: null,
  alertsFrom: '2026-11-01T00:00:00.000Z',
}))
started = performance.now()
const plan = planDigests({
  triggers: listings.map((listing) => ({ reason: 'new' as const, listing, at: '2026-11-20T08:00:00.000Z' })),
  index: createDemandIndex(people),
  now: new Date('2026-11-20T09:00:00.000Z'),
})
const items = plan.due.reduce((sum, digest) => sum + digest.items.length, 0)
console.log(
  `alert digests (index, match, merge per person): ${ms(started)} ms, ${plan.due.length} digests, ${items} listings in them`,
)
console.log(`rss: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(1)} MB`)
if (!same) process.exitCode = 1
