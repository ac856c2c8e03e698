import 'server-only'

import { listCounts } from '@/domain/listing/listCatalogue'
import { searchLinkQuery } from '@/domain/listing/searchLinks'
import { typesByWebId } from '@/domain/property/webIds'
import { canonicalList, listHref, propertyHref } from '@/domain/routes/links'
import type { ListName } from '@/domain/routes/systemRoutes'
import {
  buildSearchIndex,
  querySearchIndex,
  type SearchData,
  type SearchIndex,
} from '@/domain/search/searchIndex'
import {
  type SearchCity,
  searchDestination,
  type SearchProperty,
  type SearchType,
  type Suggestions,
  toSuggestions,
} from '@/domain/search/suggestions'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { processMemo } from './cache/processMemo'
import { getCatalogue } from './catalogue'
import { payloadClient } from './payload'
import { getRouteTable } from './routeTable'

/** A property as the search box needs it: its reference ID, title, photo and what its URL needs. */
export type SearchListing = SearchProperty & {
  slug: string | null
  cityName: string | null
  list: ListName
  typeName: string | null
}

export type SearchBoxData = SearchData<SearchType, SearchCity, SearchListing>

/**
 * Property types (one row per web type), towns and active listings in a language. The counts are
 * taken from the catalogue the lists filter, by the lists' own rules: a row's count is what its
 * link opens (issue 20: "Maison" said 7 where its list showed 11).
 */
export async function loadSearchData(locale: Locale): Promise<SearchBoxData> {
  const payload = await payloadClient()
  const common = { locale, depth: 0, pagination: false, overrideAccess: false } as const
  const [types, cities, names, properties, catalogue] = await Promise.all([
    payload.find({
      collection: 'property-types',
      ...common,
      sort: ['showOrder', 'id'],
      select: { webId: true, name: true },
    }),
    payload.find({
      collection: 'cities',
      ...common,
      sort: 'name',
      select: { name: true, zip: true },
    }),
    // Every language's name of each town: a visitor types the one they know ('Gent' on /fr/).
    payload.find({ collection: 'cities', ...common, locale: 'all', select: { name: true } }),
    payload.find({
      collection: 'properties',
      ...common,
      where: { status: { equals: 'active' } },
      sort: 'id',
      select: {
        title: true,
        slug: true,
        cityName: true,
        mainTypeName: true,
        goal: true,
        listedForSale: true,
        listedForRent: true,
        listedAsTouristRental: true,
        photos: { url: true },
      },
    }),
    getCatalogue(),
  ])
  const counts = listCounts(catalogue.entries)
  const typeLabel = new Intl.ListFormat(locale, { type: 'conjunction' })
  // With locale 'all' a localized field is an object of names by language.
  const namesById = new Map(
    names.docs.map((doc) => [doc.id, Object.values((doc.name ?? {}) as unknown as Record<string, unknown>)]),
  )
  return {
    types: typesByWebId(types.docs).flatMap(({ webId, names }) => {
      if (names.length === 0) return []
      const count = counts.byWebId(webId)
      return [{ webId, name: typeLabel.format(names), names, countSale: count.sale, countRent: count.rent }]
    }),
    cities: cities.docs.map((doc) => {
      const count = counts.byZip(doc.zip)
      return {
        name: doc.name,
        zip: doc.zip,
        countSale: count.sale,
        countRent: count.rent,
        otherNames: [...new Set(namesById.get(doc.id) ?? [])].filter(
          (name): name is string => typeof name === 'string' && name !== '' && name !== doc.name,
        ),
      }
    }),
    properties: properties.docs.map((doc) => ({
      id: doc.id,
      title: doc.title,
      slug: doc.slug ?? null,
      cityName: doc.cityName ?? null,
      typeName: doc.mainTypeName ?? null,
      list: canonicalList(doc),
      photoUrl: doc.photos?.find((photo) => photo.url)?.url ?? null,
    })),
  }
}

type Index = SearchIndex<SearchType, SearchCity, SearchListing>

/** The search index of a language, held in memory until the listings, types or towns change. */
export const getSearchIndex: (locale: Locale) => Promise<Index> = processMemo(
  'search',
  ['properties', 'property-types', 'cities'],
  (locale: Locale) => loadSearchData(locale).then(buildSearchIndex),
)

/** The search box's answer for a query (spec §2, §5), with every link built through the route table. */
export async function getSuggestions(query: string, locale: Locale): Promise<Suggestions> {
  const [index, table, t] = await Promise.all([
    getSearchIndex(locale),
    getRouteTable(),
    getTranslations({ locale, namespace: 'Search' }),
  ])
  const listName = { sale: t('forSale'), rent: t('forRent') }
  return toSuggestions(
    query,
    querySearchIndex(query, index),
    {
      list: (list, link) => listHref(table, locale, list) + searchLinkQuery(link),
      property: (property) => propertyHref(table, locale, property),
    },
    {
      linkName: (label, list, count) =>
        count === null
          ? t('linkName', { label, list: listName[list] })
          : t('linkNameCount', { label, list: listName[list], count }),
      reference: (id) => t('reference', { id }),
      announcement: (rows) => t('resultCount', { count: rows }),
    },
  )
}

/** Where the search form leads when submitted without choosing a row; the for-sale list by default. */
export async function getSearchDestination(query: string, locale: Locale): Promise<string> {
  const [suggestions, table] = await Promise.all([getSuggestions(query, locale), getRouteTable()])
  return searchDestination(suggestions, listHref(table, locale, 'sale'))
}
