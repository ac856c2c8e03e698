// Writes a CRM snapshot folder in exactly the shape of data/crm/ with N generated properties
// (default 10,000), deterministically for a given seed, for the benchmarks. The folder is loaded
// back through FileSnapshotSource, so it is never one the importer would reject.
//
//   npx tsx bench/generate.ts [--count 10000] [--seed 20261120] [--out /tmp/agency-bench-crm]

import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { propertyRecord } from '@fixtures/crm/buildProperty'
import { prng } from '@fixtures/crm/prng'
import { writeSnapshot } from '@fixtures/crm/writeSnapshot'
import { FileSnapshotSource } from '../src/integrations/omnicasa/source'
import { type BenchListing, makeListing } from './listing'
import { benchOwners } from './owners'
import { pickWeighted } from './pick'
import { type BenchPlace, benchPlaces } from './places'

export const SNAPSHOT_DATE = '2026-11-20'
export const DEFAULT_SEED = 20261120
/** Generated ids start here, well clear of the demo snapshot's (102 … 49356). */
export const FIRST_ID = 300001

export interface GenerateOptions {
  count: number
  seed: number
  outDir: string
}

export interface GeneratedSnapshot {
  dir: string
  listings: BenchListing[]
}

export function generateListings(count: number, seed: number): BenchListing[] {
  const random = prng(seed)
  const placeWeights = benchPlaces.map((place) => [place, place.weight] as const)
  const listings: BenchListing[] = []
  for (let i = 0; i < count; i++) {
    const place: BenchPlace = pickWeighted(random, placeWeights)
    listings.push(makeListing(random, FIRST_ID + i, place, SNAPSHOT_DATE))
  }
  return listings
}

export async function generateSnapshot({ count, seed, outDir }: GenerateOptions): Promise<GeneratedSnapshot> {
  const listings = generateListings(count, seed)
  const owners = benchOwners(listings, prng(seed ^ 0x5eed))
  // The demo snapshot's writer and property records (fixtures/crm), in compact JSON: the same
  // records as data/crm/, without the demo's diff-friendly layout.
  await writeSnapshot(
    outDir,
    {
      snapshotDate: SNAPSHOT_DATE,
      generatedBy: 'bench/generate.ts',
      listings,
      properties: (lang) => listings.map((l) => propertyRecord(l, l.place, lang)),
      projects: () => [],
      owners,
      // Owner statistics and history are not on any benchmarked page; the importer accepts none.
      statistics: [],
      communications: [],
    },
    'compact',
  )
  return { dir: outDir, listings }
}

/** Loads the folder through the importer's own validation (zod schemas and cross-file references). */
export async function validateSnapshot(dir: string): Promise<number> {
  const snapshot = await new FileSnapshotSource(dir).load()
  return snapshot.languages.fr.properties.length
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '10000' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      out: { type: 'string', default: '/tmp/agency-bench-crm' },
    },
  })
  const count = Number(values.count)
  const seed = Number(values.seed)
  if (!Number.isInteger(count) || count < 1 || count > 100_000) throw new Error('--count must be 1 … 100000')
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer')
  const started = performance.now()
  const { dir, listings } = await generateSnapshot({ count, seed, outDir: path.resolve(values.out) })
  const written = performance.now()
  const loaded = await validateSnapshot(dir)
  const sale = listings.filter((l) => l.goal === 0).length
  const seasonal = listings.filter((l) => l.seasonal).length
  const towns = new Set(listings.map((l) => l.place.zip)).size
  console.log(
    `wrote ${count} properties (${sale} for sale, ${count - sale} for rent of which ${seasonal} seasonal) in ${towns} towns to ${dir}`,
  )
  console.log(
    `generated in ${((written - started) / 1000).toFixed(1)} s; the importer's validation accepted ${loaded} properties in ${((performance.now() - written) / 1000).toFixed(1)} s`,
  )
}

// Run as a command; imported by bench/run.ts for generateSnapshot and the listings.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}

/**
 * The generated snapshot of `count` listings in $TMPDIR/agency-bench-crm-<count>-<seed>/, made once
 * and reused while the count and seed match.
 */
export async function cachedSnapshot(count: number, seed: number): Promise<string> {
  const dir = path.join(os.tmpdir(), `agency-bench-crm-${count}-${seed}`)
  const stampFile = path.join(dir, 'bench-stamp.txt')
  const stamp = `count=${count} seed=${seed}`
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return dir
  const started = performance.now()
  await generateSnapshot({ count, seed, outDir: dir })
  writeFileSync(stampFile, stamp)
  console.log(
    `Generated ${count} listings in ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return dir
}
