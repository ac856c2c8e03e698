import { propertyTypes } from '@fixtures/crm/catalogue'
import type { BenchListing } from './listing'

// The request mixes of the benchmark, drawn with a seeded random so two runs send the same URLs.
// Targets are issue 4's: search answers p95 <= 10 ms, list and detail pages p95 <= 50 ms.

export interface Scenario {
  name: string
  targetP95: number
  warmup: string[]
  urls: string[]
}

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '')

/** Spec §2/§5 search box: reference ids, zips, town names with and without accents, type names, empty. */
function suggestUrl(random: Random, listings: readonly BenchListing[], i: number): string {
  const listing = pick(random, listings)
  const accented = listings.filter((l) => stripAccents(l.place.name.fr) !== l.place.name.fr)
  const queries = [
    () => String(listing.id),
    () => listing.place.zip,
    () => pick(random, accented.length > 0 ? accented : listings).place.name.fr,
    () => stripAccents(listing.place.name.fr).toLowerCase(),
    () => pick(random, Object.values(propertyTypes)).name.fr,
    () => '',
  ]
  const q = queries[i % queries.length]!()
  return `/suggest/?q=${encodeURIComponent(q)}&locale=fr`
}

const SORTS = ['price-asc', 'price-desc', 'date-desc', 'title-asc', 'city-asc'] as const
const PAGE_SIZE = 12

/** For-sale and for-rent lists: deep pages unfiltered, and pages of the spec's search links (?city=Name|Zip, ?type=). */
function listUrl(random: Random, listings: readonly BenchListing[], i: number): string {
  const goal = i % 2 === 0 ? 0 : 1
  const list = goal === 0 ? '/fr/a-vendre/' : '/fr/a-louer/'
  const inList = listings.filter((l) => l.goal === goal)
  const params = new URLSearchParams()
  let matching = inList
  if (i % 3 === 1) {
    const place = pick(random, inList).place
    params.set('city', `${place.name.fr}|${place.zip}`)
    matching = inList.filter((l) => l.place === place)
  } else if (i % 3 === 2) {
    const type = propertyTypes[pick(random, inList).type]
    params.set('type', String(type.webId))
    matching = inList.filter((l) => propertyTypes[l.type].webId === type.webId)
  }
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE))
  const page = 1 + Math.floor(random() * pages)
  if (page > 1) params.set('page', String(page))
  params.set('sort', pick(random, SORTS))
  return `${list}?${params.toString()}`
}

function detailUrl(random: Random, listings: readonly BenchListing[]): string {
  return `/fr/property/${pick(random, listings).id}/`
}

export function buildScenarios(
  listings: readonly BenchListing[],
  random: Random,
  { requests, warmup }: { requests: number; warmup: number },
): Scenario[] {
  const draw = (make: (i: number) => string) => ({
    warmup: Array.from({ length: warmup }, (_, i) => make(i)),
    urls: Array.from({ length: requests }, (_, i) => make(i)),
  })
  return [
    { name: 'search box (/suggest/)', targetP95: 10, ...draw((i) => suggestUrl(random, listings, i)) },
    { name: 'list pages (sale, rent)', targetP95: 50, ...draw((i) => listUrl(random, listings, i)) },
    { name: 'detail pages', targetP95: 50, ...draw(() => detailUrl(random, listings)) },
  ]
}
