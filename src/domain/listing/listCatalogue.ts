import type { ListName } from '../routes/systemRoutes'
import type { ListQuery, ListSort } from './listQuery'

/** What a list needs of one active listing to filter and sort it (no card data). */
export type ListEntry = {
  id: number
  lists: Readonly<Record<ListName, boolean>>
  /** Its web types, main one first (spec §3 WebID, WebIDs): the type filter matches any of them. */
  webIds: readonly number[]
  zip: string | null
  /** The published asking price or rent; null when the agency does not publish it. */
  price: number | null
  bedrooms: number | null
  /** When the CRM listed it (ISO), for 'newest'. */
  listedAt: string | null
  /** Per language, with the default language's value where one is missing. */
  title: Readonly<Record<string, string>>
  cityName: Readonly<Record<string, string>>
}

type Compare = (a: ListEntry, b: ListEntry) => number

// Missing values go last whichever way a list is sorted: a 'price on request' listing is not
// placed among the cheapest or the dearest (which would also hint at its hidden price).
function nullsLast<T>(get: (entry: ListEntry) => T | null, compare: (a: T, b: T) => number): Compare {
  return (a, b) => {
    const x = get(a)
    const y = get(b)
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    return compare(x, y)
  }
}

const byNumber = (a: number, b: number) => a - b
const byId: Compare = (a, b) => a.id - b.id

/**
 * The order of each sort; the id breaks ties (the same way as the primary key), so that paging is
 * stable: a listing never shows on two pages or on none. Texts compare with the language's
 * collation (accents and case as a reader expects).
 */
export function listComparator(sort: ListSort, language: string, collator: Intl.Collator): Compare {
  const text = (field: 'title' | 'cityName'): Compare =>
    nullsLast((entry) => entry[field][language] ?? null, collator.compare)
  const then =
    (...compares: Compare[]): Compare =>
    (a, b) => {
      for (const compare of compares) {
        const result = compare(a, b)
        if (result !== 0) return result
      }
      return 0
    }
  switch (sort) {
    case 'newest':
      return then(
        nullsLast(
          (entry) => entry.listedAt,
          (a, b) => b.localeCompare(a),
        ),
        (a, b) => b.id - a.id,
      )
    case 'price-asc':
      return then(
        nullsLast((entry) => entry.price, byNumber),
        byId,
      )
    case 'price-desc':
      return then(
        nullsLast(
          (entry) => entry.price,
          (a, b) => b - a,
        ),
        (a, b) => b.id - a.id,
      )
    case 'type':
      return then(text('title'), byId)
    case 'city':
      return then(text('cityName'), byId)
  }
}

/** Whether a listing belongs in a list and passes the URL's filters (spec §1, §2 search links). */
export function matchesList(entry: ListEntry, list: ListName, query: ListQuery): boolean {
  if (!entry.lists[list]) return false
  if (query.typeWebId !== undefined && !entry.webIds.includes(query.typeWebId)) return false
  // The zip, not the name: names differ by language (Gand, Gent), and a shared link must still work.
  if (query.city && entry.zip !== query.city.zip) return false
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    // A price the agency does not publish is never revealed by falling in a range.
    if (entry.price === null) return false
    if (query.minPrice !== undefined && entry.price < query.minPrice) return false
    if (query.maxPrice !== undefined && entry.price > query.maxPrice) return false
  }
  if (query.minBedrooms !== undefined && (entry.bedrooms === null || entry.bedrooms < query.minBedrooms)) {
    return false
  }
  return true
}

export type ListCount = { sale: number; rent: number }

/**
 * How many listings the for-sale and for-rent lists show for each web type and each zip, with no
 * other filter: the counts on the search box's links (spec §2 "optional counts; link disabled at
 * count 0", §3 computed countSaleProperty, countRentProperty). One pass, by the same membership
 * rules as matchesList, so that a count is always what its link opens.
 */
export function listCounts(entries: readonly ListEntry[]): {
  byWebId: (webId: number) => Readonly<ListCount>
  byZip: (zip: string) => Readonly<ListCount>
} {
  const webIds = new Map<number, ListCount>()
  const zips = new Map<string, ListCount>()
  const add = <K>(map: Map<K, ListCount>, key: K, entry: ListEntry) => {
    const count = map.get(key) ?? { sale: 0, rent: 0 }
    if (entry.lists.sale) count.sale += 1
    if (entry.lists.rent) count.rent += 1
    map.set(key, count)
  }
  for (const entry of entries) {
    for (const webId of entry.webIds) add(webIds, webId, entry)
    if (entry.zip) add(zips, entry.zip, entry)
  }
  const none: Readonly<ListCount> = { sale: 0, rent: 0 }
  return { byWebId: (webId) => webIds.get(webId) ?? none, byZip: (zip) => zips.get(zip) ?? none }
}
