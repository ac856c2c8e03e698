import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload, Sort, Where } from 'payload'

import type { ListQuery, ListSort } from '@/domain/listing/listQuery'
import { listPageSize } from '@/domain/listing/listPageSize'
import { type Page, paginate } from '@/domain/paginate'
import type { ListName } from '@/domain/routes/systemRoutes'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'
import { payloadClient } from './payload'
import { summaryFields } from './properties'
import { type PropertySummary, toPropertySummary } from './propertySummary'
import { tags } from './tags'

export type PropertyListPage = { items: PropertySummary[]; paging: Page }

/** What the filter form offers: only the types and cities that occur in the list. */
export type ListFilterOptions = {
  /** A web id with the names of the CRM types it covers. */
  types: { webId: number; names: string[] }[]
  cities: { name: string; zip: string }[]
}

const listFlag = {
  sale: 'listedForSale',
  rent: 'listedForRent',
  tourist: 'listedAsTouristRental',
} as const satisfies Record<ListName, keyof Property>

// The id breaks ties so that paging is stable: a listing never shows on two pages or on none.
const sorts: Record<ListSort, Sort> = {
  newest: ['-crmCreatedAt', '-id'],
  'price-asc': ['price.amount', 'id'],
  'price-desc': ['-price.amount', '-id'],
  // Spec §3: the title is the CRM's TypeDescription.
  type: ['title', 'id'],
  city: ['cityName', 'id'],
}

const cardFields = {
  ...summaryFields,
  address: { latitude: true, longitude: true, publish: true },
} as const

function listWhere(list: ListName, query: ListQuery): Where {
  const and: Where[] = [{ status: { equals: 'active' } }, { [listFlag[list]]: { equals: true } }]
  if (query.typeWebId !== undefined) and.push({ typeWebId: { equals: query.typeWebId } })
  // The zip, not the name: names differ by language (Gand, Gent), and a shared link must still work.
  if (query.city) and.push({ zip: { equals: query.city.zip } })
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    // A price the agency does not publish must not be revealed by whether it falls in a range.
    and.push({ 'price.publish': { equals: true } })
    if (query.minPrice !== undefined) and.push({ 'price.amount': { greater_than_equal: query.minPrice } })
    if (query.maxPrice !== undefined) and.push({ 'price.amount': { less_than_equal: query.maxPrice } })
  }
  if (query.minBedrooms !== undefined) {
    and.push({ 'rooms.bedrooms': { greater_than_equal: query.minBedrooms } })
  }
  return { and }
}

/**
 * One page of a list, filtered and sorted by the database. Public read (overrideAccess: false).
 * A page beyond the last one shows the last page, so an old link still shows results.
 */
export async function queryPropertyList(
  payload: Payload,
  input: { list: ListName; locale: Locale; query: ListQuery; marqueeIgnore?: readonly number[] },
): Promise<PropertyListPage> {
  const { list, locale, query } = input
  const pageSize = listPageSize(query.view)
  // Two steps: SQLite sorts whole result rows, and Payload's rows carry every localized and array
  // field as subqueries, so a sort without an index (or a far page) computed them for every
  // listing (seconds at 10,000). The ids are found with one plain column, then 12 cards are read.
  const findIds = (page: number) =>
    payload.find({
      collection: 'properties',
      locale,
      where: listWhere(list, query),
      sort: sorts[query.sort],
      limit: pageSize,
      page,
      depth: 0,
      overrideAccess: false,
      select: { goal: true },
    })
  let found = await findIds(query.page)
  if (found.docs.length === 0 && found.totalDocs > 0) found = await findIds(found.totalPages)
  const ids = found.docs.map((doc) => doc.id)
  const cards =
    ids.length === 0
      ? []
      : (
          await payload.find({
            collection: 'properties',
            locale,
            where: { id: { in: ids } },
            pagination: false,
            depth: 0,
            overrideAccess: false,
            select: cardFields,
          })
        ).docs
  const byId = new Map(cards.map((doc) => [doc.id, doc]))
  return {
    items: ids.flatMap((id) => {
      const doc = byId.get(id)
      return doc ? [toPropertySummary(doc as Property, input.marqueeIgnore)] : []
    }),
    paging: paginate({ page: found.page ?? 1, pageSize, total: found.totalDocs }),
  }
}

/**
 * The types and towns of a list's active listings, for the filter form. Distinct values of two plain
 * columns, then their names from the (small) type and town tables: reading every listing's
 * localized names took seconds at 10,000 listings.
 */
export async function queryListFilterOptions(
  payload: Payload,
  input: { list: ListName; locale: Locale },
): Promise<ListFilterOptions> {
  const where = listWhere(input.list, { sort: 'newest', view: 'grid', page: 1 })
  const distinct = (field: 'typeWebId' | 'zip') =>
    payload.findDistinct({ collection: 'properties', field, where, limit: 1000, overrideAccess: false })
  const [webIds, zips] = await Promise.all([distinct('typeWebId'), distinct('zip')])
  const webIdValues = webIds.values.flatMap((row) => (typeof row.typeWebId === 'number' ? [row.typeWebId] : []))
  const zipValues = zips.values.flatMap((row) => (typeof row.zip === 'string' && row.zip ? [row.zip] : []))
  const [types, cities] = await Promise.all([
    webIdValues.length === 0
      ? { docs: [] }
      : payload.find({
          collection: 'property-types',
          locale: input.locale,
          where: { webId: { in: webIdValues } },
          pagination: false,
          depth: 0,
          overrideAccess: false,
          select: { webId: true, name: true, showOrder: true },
          sort: ['showOrder', 'id'],
        }),
    zipValues.length === 0
      ? { docs: [] }
      : payload.find({
          collection: 'cities',
          locale: input.locale,
          where: { zip: { in: zipValues } },
          pagination: false,
          depth: 0,
          overrideAccess: false,
          select: { name: true, zip: true },
        }),
  ])
  // Several CRM types share a web id (house, flat and studio are all 1): the filter is by web id,
  // so its option names every type it covers.
  const namesByWebId = new Map<number, string[]>()
  for (const type of types.docs) {
    const names = namesByWebId.get(type.webId) ?? []
    if (type.name && !names.includes(type.name)) names.push(type.name)
    namesByWebId.set(type.webId, names)
  }
  const byName = (a: string, b: string) => a.localeCompare(b, input.locale)
  return {
    // In the CRM's display order (ShowOrder), as the agency ranks its types.
    types: [...namesByWebId].map(([webId, names]) => ({ webId, names })),
    cities: cities.docs
      .flatMap((city) => (city.name && city.zip ? [{ name: city.name, zip: city.zip }] : []))
      .sort((a, b) => byName(a.name, b.name)),
  }
}

async function marqueeIgnoreCodes(payload: Payload): Promise<number[]> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  return settings.marqueeIgnore ?? []
}

// Only what changes the result: the town's zip (not its spelling) and the page size (not the view).
const cacheKey = ({ city, view, ...rest }: ListQuery) =>
  JSON.stringify({ ...rest, zip: city?.zip ?? null, size: listPageSize(view) })

/** A page of a list (cached; the import and admin changes clear tags.properties). */
export const getPropertyList = (list: ListName, locale: Locale, query: ListQuery): Promise<PropertyListPage> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      return queryPropertyList(payload, { list, locale, query, marqueeIgnore: await marqueeIgnoreCodes(payload) })
    },
    ['property-list', list, locale, cacheKey(query)],
    { tags: [tags.properties, tags.global('site-settings')] },
  )()

/** The filter form's choices for a list (cached separately: the same for every page and sort). */
export const getListFilterOptions = (list: ListName, locale: Locale): Promise<ListFilterOptions> =>
  unstable_cache(
    async () => queryListFilterOptions(await payloadClient(), { list, locale }),
    ['list-filter-options', list, locale],
    { tags: [tags.properties] },
  )()
