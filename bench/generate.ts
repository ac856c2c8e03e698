// Writes a CRM snapshot folder in exactly the shape of data/crm/ with N generated properties
// (default 10,000), deterministically for a given seed, for the benchmarks. The folder is loaded
// back through FileSnapshotSource, so it is never one the importer would reject.
//
//   npx tsx bench/generate.ts [--count 10000] [--seed 20261120] [--out /tmp/agency-bench-crm]

import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { FileSnapshotSource, snapshotFiles } from '../src/integrations/omnicasa/source'
import { propertyTypes, type TypeKey } from '../scripts/snapshot/catalogue'
import { countries } from '../scripts/snapshot/codes'
import { allLanguages, contentLanguages, type AnyLang, type Lang } from '../scripts/snapshot/lang'
import { treeNodes } from '../scripts/snapshot/lists'
import { prng } from '../scripts/snapshot/prng'
import { makeListing, type BenchListing } from './listing'
import { pickWeighted } from './pick'
import { benchOwners } from './owners'
import { benchPlaces, type BenchPlace } from './places'
import { benchPropertyRecord } from './record'

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

/** Towns with at least one listing of the kind; PropertyCount counts those listings (spec §3 City). */
function cityList(listings: readonly BenchListing[], lang: Lang, kind: 'all' | 'sale' | 'rent') {
  const counts = new Map<BenchPlace, number>()
  for (const l of listings) {
    if ((kind === 'sale' && l.goal !== 0) || (kind === 'rent' && l.goal !== 1)) continue
    counts.set(l.place, (counts.get(l.place) ?? 0) + 1)
  }
  return [...counts]
    .map(([place, count]) => ({
      Name: place.name[lang],
      Zip: place.zip,
      CountryID: 10,
      CountryName: countries[10]![lang],
      PropertyCount: count,
      Language: lang,
    }))
    .sort((a, b) => a.Name.localeCompare(b.Name, lang))
}

function propertyTypeList(listings: readonly BenchListing[], lang: AnyLang) {
  return (Object.keys(propertyTypes) as TypeKey[]).map((key) => {
    const type = propertyTypes[key]
    return {
      ID: type.id,
      WebID: type.webId,
      Name: type.name[lang],
      ShowOrder: type.showOrder,
      Sale: listings.some((l) => l.type === key && l.goal === 0),
      Rent: listings.some((l) => l.type === key && l.goal === 1),
      Language: lang,
    }
  })
}

const isContent = (lang: AnyLang): lang is Lang => (contentLanguages as readonly string[]).includes(lang)

export async function generateSnapshot({ count, seed, outDir }: GenerateOptions): Promise<GeneratedSnapshot> {
  const listings = generateListings(count, seed)
  const owners = benchOwners(listings, prng(seed ^ 0x5eed))
  await mkdir(outDir, { recursive: true })
  for (const file of await readdir(outDir)) {
    if (file.endsWith('.json')) await rm(path.join(outDir, file))
  }
  const files: [string, unknown][] = [
    [
      snapshotFiles.manifest,
      { SnapshotDate: SNAPSHOT_DATE, GeneratedBy: 'bench/generate.ts', ContentLanguages: [...allLanguages] },
    ],
    ...allLanguages.flatMap((lang): [string, unknown][] => {
      const content = isContent(lang)
      return [
        [snapshotFiles.properties(lang), content ? listings.map((l) => benchPropertyRecord(l, lang)) : []],
        [snapshotFiles.propertyTypes(lang), propertyTypeList(listings, lang)],
        [snapshotFiles.cities(lang), content ? cityList(listings, lang, 'all') : []],
        [snapshotFiles.citiesSale(lang), content ? cityList(listings, lang, 'sale') : []],
        [snapshotFiles.citiesRent(lang), content ? cityList(listings, lang, 'rent') : []],
        [snapshotFiles.projects(lang), []],
      ]
    }),
    [snapshotFiles.treeNodes, treeNodes],
    [snapshotFiles.owners, owners],
    // Owner statistics and history are not on any benchmarked page; the importer accepts none.
    [snapshotFiles.statistics, []],
    [snapshotFiles.communications, []],
    [snapshotFiles.neighbourhoods, []],
  ]
  // Compact JSON: the same records as data/crm/, without the demo's diff-friendly layout.
  for (const [file, value] of files) await writeFile(path.join(outDir, file), `${JSON.stringify(value)}\n`)
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
