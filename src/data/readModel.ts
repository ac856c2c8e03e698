import 'server-only'

import { and, type AnyColumn, eq, inArray } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { ListEntry } from '@/domain/listing/listCatalogue'
import { listingWebIds } from '@/domain/property/webIds'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import type { Property } from '@/payload-types'

// The public pages' two hot reads go straight to the tables through Drizzle, the query builder
// both database adapters are made of: Payload's find costs about 20 ms for a dozen listings at
// 10,000 (field traversal, hooks, every language's values), the same rows read this way about
// 1 ms. Only public data is read: the public view (built by the import without admin-only
// fields) and plain listing columns, of active listings only, which is what public read access
// allows. Everything else keeps going through Payload and its access rules.

type Rows = Record<string, unknown>[]
type Query = PromiseLike<Rows> & {
  innerJoin(table: object, on: unknown): Query
  where(condition: unknown): Query
}
type Drizzle = { select(fields: Record<string, AnyColumn>): { from(table: object): Query } }
type Table = Record<string, AnyColumn>
type Adapter = { drizzle: Drizzle; tables: { properties: Table; properties_locales: Table } }

function tablesOf(payload: Payload) {
  const adapter = payload.db as unknown as Adapter
  return {
    db: adapter.drizzle,
    main: adapter.tables.properties,
    localized: adapter.tables.properties_locales,
  }
}

/** SQLite hands JSON columns back as text, PostgreSQL as values. */
const jsonValue = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The public views of active listings in a language (the default language's where the listing has
 * none in it, as Payload's fallback would give), by id. Ids that are not active are absent.
 */
export async function readPublicViews(
  payload: Payload,
  ids: number[],
  locale: Locale,
): Promise<Map<number, Property>> {
  const out = new Map<number, Property>()
  if (ids.length === 0) return out
  const { db, main, localized } = tablesOf(payload)
  const rows = await db
    .select({ id: localized._parentID!, locale: localized._locale!, view: localized.publicView! })
    .from(localized)
    .innerJoin(main, eq(main.id!, localized._parentID!))
    .where(
      and(
        inArray(localized._parentID!, ids),
        inArray(localized._locale!, [...new Set([locale, defaultLocale])]),
        eq(main.status!, 'active'),
      ),
    )
  const rank = (row: Record<string, unknown>) => (row.locale === locale ? 0 : 1)
  for (const row of [...rows].sort((a, b) => rank(b) - rank(a))) {
    const view = jsonValue(row.view)
    const id = Number(row.id)
    if (isRecord(view)) out.set(id, { ...view, id, status: 'active' } as unknown as Property)
  }
  return out
}

type NameField = 'title' | 'slug' | 'cityName'
type NamesByLocale<F extends NameField> = Record<string, Partial<Record<F, string | null>>>

/**
 * One name field of a listing in every language: the language's own, else the default language's,
 * else any language's (as Payload's fallback would give); languages without any are left out.
 */
function perLanguage<F extends NameField>(byLocale: NamesByLocale<F>, field: F): Record<string, string> {
  const fallback =
    byLocale[defaultLocale]?.[field] ?? Object.values(byLocale).find((v) => v[field])?.[field] ?? null
  const out: Record<string, string> = {}
  for (const locale of locales) {
    const text = byLocale[locale]?.[field] ?? fallback
    if (text) out[locale] = text
  }
  return out
}

/** An active listing's title, slug and town name per language (see perLanguage), or null. */
export async function readListingNames(
  payload: Payload,
  id: number,
): Promise<Record<NameField, Record<string, string>> | null> {
  const { db, main, localized } = tablesOf(payload)
  const rows = await db
    .select({
      locale: localized._locale!,
      title: localized.title!,
      slug: localized.slug!,
      cityName: localized.cityName!,
    })
    .from(localized)
    .innerJoin(main, eq(main.id!, localized._parentID!))
    .where(and(eq(localized._parentID!, id), eq(main.status!, 'active')))
  if (rows.length === 0) return null
  const byLocale: NamesByLocale<NameField> = Object.fromEntries(
    rows.map((row) => [
      String(row.locale),
      { title: stringOrNull(row.title), slug: stringOrNull(row.slug), cityName: stringOrNull(row.cityName) },
    ]),
  )
  return {
    title: perLanguage(byLocale, 'title'),
    slug: perLanguage(byLocale, 'slug'),
    cityName: perLanguage(byLocale, 'cityName'),
  }
}

/** What lists and similar properties filter and sort on, for every active listing. */
export type ListingKeys = ListEntry & {
  /** The main type's web type (similar properties compare it). */
  typeWebId: number | null
  goal: 'sale' | 'rent'
  region: NonNullable<Property['region']> | null
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value))
    ? null
    : Number(value)
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)
// SQLite keeps checkboxes as 0/1, PostgreSQL as booleans.
const flag = (value: unknown): boolean => value === true || value === 1 || value === '1'
// Dates: SQLite keeps Payload's ISO text, PostgreSQL gives Date objects.
const isoOrNull = (value: unknown): string | null =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'string' && value
      ? new Date(value).toISOString()
      : null

/** The ids of every active listing (those whose public views `readPublicViews` may give). */
export async function readActiveListingIds(payload: Payload): Promise<number[]> {
  const { db, main } = tablesOf(payload)
  const rows = await db.select({ id: main.id! }).from(main).where(eq(main.status!, 'active'))
  return rows.map((row) => Number(row.id))
}

/** The filter and sort keys of every active listing (two queries, whatever the catalogue's size). */
export async function readListingKeys(payload: Payload): Promise<ListingKeys[]> {
  const { db, main, localized } = tablesOf(payload)
  const active = eq(main.status!, 'active')
  const [rows, names] = await Promise.all([
    db
      .select({
        id: main.id!,
        goal: main.goal!,
        region: main.region!,
        listedForSale: main.listedForSale!,
        listedForRent: main.listedForRent!,
        listedAsTouristRental: main.listedAsTouristRental!,
        typeWebId: main.typeWebId!,
        webIds: main.webIds!,
        zip: main.zip!,
        amount: main.price_amount!,
        publish: main.price_publish!,
        bedrooms: main.rooms_bedrooms!,
        listedAt: main.crmCreatedAt!,
      })
      .from(main)
      .where(active),
    db
      .select({
        id: localized._parentID!,
        locale: localized._locale!,
        title: localized.title!,
        cityName: localized.cityName!,
      })
      .from(localized)
      .innerJoin(main, eq(main.id!, localized._parentID!))
      .where(active),
  ])
  const namesById = new Map<number, Record<string, { title: string | null; cityName: string | null }>>()
  for (const row of names) {
    const id = Number(row.id)
    const byLocale = namesById.get(id) ?? {}
    byLocale[String(row.locale)] = { title: stringOrNull(row.title), cityName: stringOrNull(row.cityName) }
    namesById.set(id, byLocale)
  }
  return rows.map((row) => {
    const id = Number(row.id)
    const byLocale = namesById.get(id) ?? {}
    return {
      id,
      goal: row.goal === 'rent' ? 'rent' : 'sale',
      region: stringOrNull(row.region) as ListingKeys['region'],
      lists: {
        sale: flag(row.listedForSale),
        rent: flag(row.listedForRent),
        tourist: flag(row.listedAsTouristRental),
      },
      typeWebId: numberOrNull(row.typeWebId),
      webIds: listingWebIds(numberOrNull(row.typeWebId), stringOrNull(row.webIds)),
      zip: stringOrNull(row.zip),
      price: row.publish === false || row.publish === 0 ? null : numberOrNull(row.amount),
      bedrooms: numberOrNull(row.bedrooms),
      listedAt: isoOrNull(row.listedAt),
      title: perLanguage(byLocale, 'title'),
      cityName: perLanguage(byLocale, 'cityName'),
    }
  })
}
