import { matchCities, type SearchableCity } from './matchCities'
import { matchProperties } from './matchProperties'
import { stripAccents } from './stripAccents'
import { truncateText } from './truncateText'

export interface SearchData<T, C, P> {
  types: readonly T[]
  cities: readonly C[]
  properties: readonly P[]
}

export type SearchGroup<T, C, P> =
  { group: 'type'; items: T[] } | { group: 'city'; items: C[] } | { group: 'property'; items: P[] }

const fold = (text: string) => stripAccents(text.trim()).toLocaleLowerCase('fr-BE')

/**
 * Spec §2 search box: "Empty box lists property types"; typing "searches properties by reference
 * ID and cities by name, zip or accent-stripped name" (by the start of them since issue 20, see
 * matchCities); "Results grouped as Type, City, Property".
 * §5: "empty value clears results", so an empty query has no city or property rows. The spec
 * does not say how types are found while typing (the placeholder names MainTypeName); they use
 * the same exact, case- and accent-insensitive rule as city names. Empty groups are left out.
 */
export function searchResults<
  T extends { name: string },
  C extends SearchableCity,
  P extends { id: string | number },
>(query: string, data: SearchData<T, C, P>): SearchGroup<T, C, P>[] {
  const wanted = fold(query)
  if (wanted === '') return data.types.length ? [{ group: 'type', items: [...data.types] }] : []

  const groups: SearchGroup<T, C, P>[] = [
    { group: 'type', items: data.types.filter((type) => fold(type.name) === wanted) },
    { group: 'city', items: matchCities(query, data.cities) },
    { group: 'property', items: matchProperties(query, data.properties) },
  ]
  return groups.filter((group) => group.items.length > 0)
}

// Spec §9: "Search description cut 100 characters" for the type description of property rows.
export const SEARCH_DESCRIPTION_LIMIT = 100

export function searchRowDescription(typeDescription: string | null | undefined): string {
  return truncateText((typeDescription ?? '').replace(/\s+/g, ' ').trim(), {
    limit: SEARCH_DESCRIPTION_LIMIT,
    ellipsis: true,
  })
}

/**
 * Spec §2: type and city rows "show For sale and For rent links with optional counts; link
 * disabled at count 0". Without a count (counts not configured) the link stays enabled.
 */
export function searchLinkState(count: number | null | undefined): { count?: number; disabled: boolean } {
  if (count === null || count === undefined || !Number.isFinite(count)) return { disabled: false }
  return { count, disabled: count <= 0 }
}
