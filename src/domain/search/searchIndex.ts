import { stripAccents } from '../text/stripAccents'
import { type CityKeys, cityKeys, foldCityText, rankCities, type SearchableCity } from './cityMatch'

/** What the search box searches: the property types, the towns and the listings of a language. */
export interface SearchData<T, C, P> {
  types: readonly T[]
  cities: readonly C[]
  properties: readonly P[]
}

export type SearchGroup<T, C, P> =
  { group: 'type'; items: T[] } | { group: 'city'; items: C[] } | { group: 'property'; items: P[] }

const fold = (text: string) => stripAccents(text.trim()).toLocaleLowerCase('fr-BE')

type Entry<V> = { position: number; value: V }

export interface SearchIndex<T, C, P> {
  types: readonly T[]
  typesByName: ReadonlyMap<string, T[]>
  /** Every town with its keys made once: a query ranks them without folding a name again. */
  cities: readonly (Entry<C> & { keys: CityKeys })[]
  propertiesById: ReadonlyMap<string, Entry<P>[]>
}

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key)
  if (!list) map.set(key, [value])
  else if (!list.includes(value)) list.push(value)
}

/**
 * The search box answers on every keystroke (target: p95 ≤ 10 ms of server time with 10,000
 * properties), so its rules are prepared once per data load: types and properties become maps (a
 * query is a few lookups), towns keep their folded keys (a query is a scan of short strings, no
 * folding).
 */
export function buildSearchIndex<
  T extends { name: string; names?: readonly string[] },
  C extends SearchableCity,
  P extends { id: string | number },
>(data: SearchData<T, C, P>): SearchIndex<T, C, P> {
  const typesByName = new Map<string, T[]>()
  // A row is found by its label or by any one type it covers ('studio' finds the residential row).
  for (const type of data.types)
    for (const name of [type.name, ...(type.names ?? [])]) push(typesByName, fold(name), type)

  // A town is found by the start of a name, a word or the zip: a scan of keys made here. Towns
  // are a few thousand at most in a country, so it stays far below the budget.
  const cities = data.cities.map((value, position) => ({ position, value, keys: cityKeys(value) }))

  const propertiesById = new Map<string, Entry<P>[]>()
  data.properties.forEach((value, position) => push(propertiesById, String(value.id), { position, value }))

  return { types: [...data.types], typesByName, cities, propertiesById }
}

const inDataOrder = <V>(entries: Entry<V>[]): V[] =>
  [...new Set(entries)].sort((a, b) => a.position - b.position).map((entry) => entry.value)

/**
 * Spec §2 search box: "Empty box lists property types"; typing "searches properties by reference
 * ID and cities by name, zip or accent-stripped name" (by the start of them since issue 20, see
 * rankCities); "Results grouped as Type, City, Property".
 * §5: "empty value clears results", so an empty query has no city or property rows. The spec
 * does not say how types are found while typing (the placeholder names MainTypeName); they use
 * the same exact, case- and accent-insensitive rule as city names. Empty groups are left out.
 */
export function querySearchIndex<T, C, P>(
  query: string,
  index: SearchIndex<T, C, P>,
): SearchGroup<T, C, P>[] {
  const wanted = fold(query)
  if (wanted === '') return index.types.length ? [{ group: 'type', items: [...index.types] }] : []

  // Towns ranked from the keys made once.
  const cities = rankCities(foldCityText(query), index.cities)
  // Spec §5: "property search is exact-token matching on ID". The query is split on spaces,
  // commas and semicolons, and a property matches when one token is exactly its reference ID:
  // '123' finds 123, not 1234. Results keep the data's order.
  const tokens = new Set(query.split(/[\s,;]+/).filter(Boolean))
  const properties = inDataOrder([...tokens].flatMap((token) => index.propertiesById.get(token) ?? []))

  const groups: SearchGroup<T, C, P>[] = [
    { group: 'type', items: [...(index.typesByName.get(wanted) ?? [])] },
    { group: 'city', items: cities },
    { group: 'property', items: properties },
  ]
  return groups.filter((group) => group.items.length > 0)
}
