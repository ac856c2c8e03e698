import 'server-only'

import type { Payload } from 'payload'

import { matchesList } from '@/domain/listing/listCatalogue'
import { listPageSize } from '@/domain/listing/listPageSize'
import { hasFilters, type ListQuery } from '@/domain/listing/listQuery'
import { type Page, paginate } from '@/domain/listing/paginate'
import { typesByWebId } from '@/domain/property/webIds'
import type { ListName } from '@/domain/routes/systemRoutes'
import type { Locale } from '@/i18n/locales'
import { batched } from './cache/batched'
import { processMemo } from './cache/processMemo'
import { getCatalogue, sortedEntries } from './catalogue'
import { payloadClient } from './payload'
import { type PropertySummary, toPropertySummary } from './propertySummary'
import { readPublicViews } from './readModel'
import { getSiteBasics } from './settings'

export type PropertyListPage = { items: PropertySummary[]; paging: Page }

/** What the filter form offers: only the types and cities that occur in the list. */
export type ListFilterOptions = {
  /** A web id with the names of the CRM types it covers. */
  types: { webId: number; names: string[] }[]
  cities: { name: string; zip: string }[]
}

// One card per listing and language: a set of ids is the visitor's (filters, pages), a card is
// not. About 0.7 KB each (measured with its entry), so the bound is about 7 MB: the whole
// catalogue in one language at 10,000 listings. Past it the least recently used cards go, and a
// page that needs one again reads it with the others it misses, in one query.
const MAX_CARDS = 10_000

type CardKey = `${number}:${Locale}`

// A page's missing cards are read together: one query per language, not one per card.
const readCard = batched(async (keys: CardKey[]): Promise<Map<CardKey, PropertySummary>> => {
  const [{ marqueeIgnore }, payload] = await Promise.all([getSiteBasics(), payloadClient()])
  const idsByLocale = new Map<Locale, number[]>()
  for (const key of keys) {
    const [id, locale] = key.split(':') as [string, Locale]
    const ids = idsByLocale.get(locale) ?? []
    ids.push(Number(id))
    idsByLocale.set(locale, ids)
  }
  const cards = new Map<CardKey, PropertySummary>()
  await Promise.all(
    [...idsByLocale].map(async ([locale, ids]) => {
      for (const [id, view] of await readPublicViews(payload, ids, locale)) {
        cards.set(`${id}:${locale}`, toPropertySummary(view, marqueeIgnore))
      }
    }),
  )
  return cards
})

const cardMemo = processMemo(
  'property-card',
  ['properties', 'global:site-settings'],
  async (key: CardKey): Promise<PropertySummary | null> => (await readCard(key)) ?? null,
  { max: MAX_CARDS, keep: (card) => card !== null },
)

/**
 * Property cards in a language, in the order of `ids`, from the listings' public views (kept per
 * listing and language; the import and settings changes clear them). Ids that are not active
 * listings are left out before anything is cached.
 */
export async function getPropertyCards(ids: number[], locale: Locale): Promise<PropertySummary[]> {
  if (ids.length === 0) return []
  const { candidates } = await getCatalogue()
  const cards = await Promise.all(
    ids.flatMap((id) => (candidates.has(id) ? [cardMemo(`${id}:${locale}`)] : [])),
  )
  return cards.filter((card): card is PropertySummary => card !== null)
}

/**
 * One page of a list, filtered and sorted in memory (see getCatalogue), its cards read from the
 * listings' public views. Public data only. A page beyond the last one shows the last page, so an
 * old link still shows results.
 */
export async function getPropertyList(
  list: ListName,
  locale: Locale,
  query: ListQuery,
): Promise<PropertyListPage> {
  const catalogue = await getCatalogue()
  const inList = sortedEntries(catalogue, query.sort, locale, list)
  const matching = hasFilters(query) ? inList.filter((entry) => matchesList(entry, list, query)) : inList
  const pageSize = listPageSize(query.view)
  const paging = paginate({ page: query.page, pageSize, total: matching.length })
  const ids = matching.slice(paging.offset, paging.offset + pageSize).map((entry) => entry.id)
  return { items: await getPropertyCards(ids, locale), paging }
}

/**
 * The filter form's choices: the types and towns that occur among a list's active listings (from
 * the catalogue), named from the small type and town tables.
 */
async function filterOptionNames(
  payload: Payload,
  input: { locale: Locale; webIdValues: number[]; zipValues: string[] },
): Promise<ListFilterOptions> {
  const { locale, webIdValues, zipValues } = input
  const [types, cities] = await Promise.all([
    webIdValues.length === 0
      ? { docs: [] }
      : payload.find({
          collection: 'property-types',
          locale: locale,
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
          locale: locale,
          where: { zip: { in: zipValues } },
          pagination: false,
          depth: 0,
          overrideAccess: false,
          select: { name: true, zip: true },
        }),
  ])
  const byName = (a: string, b: string) => a.localeCompare(b, locale)
  return {
    // In the CRM's display order (ShowOrder), as the agency ranks its types.
    types: typesByWebId(types.docs),
    cities: cities.docs
      .flatMap((city) => (city.name && city.zip ? [{ name: city.name, zip: city.zip }] : []))
      .sort((a, b) => byName(a.name, b.name)),
  }
}

const filterOptions = processMemo(
  'list-filter-options',
  ['properties', 'property-types', 'cities'],
  async (key: `${ListName}:${Locale}`): Promise<ListFilterOptions> => {
    const [list, locale] = key.split(':') as [ListName, Locale]
    const catalogue = await getCatalogue()
    const inList = catalogue.entries.filter((entry) => entry.lists[list])
    const webIdValues = [...new Set(inList.flatMap((entry) => entry.webIds))]
    const zipValues = [...new Set(inList.flatMap((entry) => (entry.zip ? [entry.zip] : [])))]
    return filterOptionNames(await payloadClient(), { locale, webIdValues, zipValues })
  },
)

/** The filter form's choices for a list (kept in memory: the same for every page and sort). */
export function getListFilterOptions(list: ListName, locale: Locale): Promise<ListFilterOptions> {
  return filterOptions(`${list}:${locale}`)
}
