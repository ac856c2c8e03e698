import { type QueryInput, searchParamsOf } from '../routes/paths'
import { parseSearchLink, type SearchLink } from './searchLinks'

/** Spec §1: "sort by price, type description, city or date"; price both ways, newest first by default. */
export const LIST_SORTS = ['newest', 'price-asc', 'price-desc', 'type', 'city'] as const
export type ListSort = (typeof LIST_SORTS)[number]

export const LIST_VIEWS = ['grid', 'list', 'map'] as const
export type ListView = (typeof LIST_VIEWS)[number]

/** What a list page shows, read from its URL so that a search can be shared and the back button works. */
export type ListQuery = {
  sort: ListSort
  view: ListView
  page: number
  typeWebId?: number
  city?: NonNullable<SearchLink['city']>
  minPrice?: number
  maxPrice?: number
  minBedrooms?: number
}

export const DEFAULT_LIST_QUERY: ListQuery = { sort: 'newest', view: 'grid', page: 1 }

// Hand-written rather than zod: src/domain imports no library (eslint no-restricted-imports), and
// each reader is one line. Anything unreadable is undefined, so the caller's default applies.
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

/** A whole number written with digits only, up to `max`; a filter left empty in the form is ''. */
function digits(value: string | null, max: number): number | undefined {
  const text = value?.trim() ?? ''
  if (!/^\d{1,10}$/.test(text)) return undefined
  const number = Number(text)
  return number <= max ? number : undefined
}

const MAX_PRICE = 1_000_000_000
const MAX_BEDROOMS = 99
const MAX_PAGE = 999_999

/** The list query of a URL. Invalid values fall back to their defaults one by one; it never throws. */
export function parseListQuery(input: QueryInput): ListQuery {
  const params = searchParamsOf(input)
  const parsed = {
    minPrice: digits(params.get('min'), MAX_PRICE),
    maxPrice: digits(params.get('max'), MAX_PRICE),
    minBedrooms: digits(params.get('beds'), MAX_BEDROOMS),
  }
  const page = digits(params.get('page'), MAX_PAGE)
  const query: ListQuery = {
    sort: oneOf(LIST_SORTS, params.get('sort')) ?? DEFAULT_LIST_QUERY.sort,
    view: oneOf(LIST_VIEWS, params.get('view')) ?? DEFAULT_LIST_QUERY.view,
    page: page !== undefined && page >= 1 ? page : DEFAULT_LIST_QUERY.page,
  }
  const { city, typeWebId } = parseSearchLink(params)
  if (typeWebId !== undefined) query.typeWebId = typeWebId
  if (city) query.city = city
  // A visitor who typed the range the wrong way round still means the range between both numbers.
  const [low, high] =
    parsed.minPrice !== undefined && parsed.maxPrice !== undefined && parsed.minPrice > parsed.maxPrice
      ? [parsed.maxPrice, parsed.minPrice]
      : [parsed.minPrice, parsed.maxPrice]
  if (low !== undefined && low > 0) query.minPrice = low
  if (high !== undefined) query.maxPrice = high
  if (parsed.minBedrooms !== undefined && parsed.minBedrooms > 0) query.minBedrooms = parsed.minBedrooms
  return query
}

/** True when the query narrows the list (what the 'clear filters' link undoes). */
export function hasFilters(query: ListQuery): boolean {
  return (
    query.typeWebId !== undefined ||
    query.city !== undefined ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.minBedrooms !== undefined
  )
}

/**
 * The query string of a list URL ('?sort=price-asc&city=Gand%7C9000'); '' for the defaults.
 * Defaults are left out so that the plain list keeps one URL; page 1 is never written.
 */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams()
  if (query.typeWebId !== undefined) params.set('type', String(query.typeWebId))
  if (query.city) params.set('city', `${query.city.name}|${query.city.zip}`)
  if (query.minPrice !== undefined) params.set('min', String(query.minPrice))
  if (query.maxPrice !== undefined) params.set('max', String(query.maxPrice))
  if (query.minBedrooms !== undefined) params.set('beds', String(query.minBedrooms))
  if (query.sort !== DEFAULT_LIST_QUERY.sort) params.set('sort', query.sort)
  if (query.view !== DEFAULT_LIST_QUERY.view) params.set('view', query.view)
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The same list with some settings changed; a new sort, view or filter starts again at page 1. */
export function withQuery(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  return { ...query, page: 1, ...change }
}

/** The filters removed, sort and view kept: the 'clear filters' link. */
export function withoutFilters(query: ListQuery): ListQuery {
  return { sort: query.sort, view: query.view, page: 1 }
}
