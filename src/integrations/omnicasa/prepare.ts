import type { Payload } from 'payload'

import { contentLocales, defaultLocale } from '@/i18n/locales'
import { contentHash, importHash, type RefIds } from './hash'
import { type Collection, type Found, type Indexes, written } from './indexes'
import { mergeLocales, publicViews } from './mergeLocales'
import { matchAccounts } from './owners'
import { type ImportPlan, listingLocales, type LocaleDocs } from './plan'
import { type RowSet, toRows } from './rows'
import type { CrmSource } from './source'
import { Spool } from './spool'
import { describeTable, encodeRow, type SqlTable } from './statements'
import type { ListingRecords } from './types'
import { writerKeys } from './writer'

type Outcome = 'created' | 'updated' | 'unchanged'
export type Tally = Record<Outcome | 'withdrawn', number>
export type ImportSummary = Record<keyof ImportPlan, Tally>

/** References to records the import itself writes, by their key: a town's `key`, an owner account's CRM id. */
export type Refs = { city?: string | null; owner?: number | null }

/** A record to write, everything computed but the ids the database gives inside the transaction. */
export type Prepared = {
  key: string
  /** Its database id: the CRM's, or the stored record's; null for a new town, account, statistic… */
  id: number | null
  exists: boolean
  refs: Refs
  content: string
  rows: RowSet
}
/** `owner-links`: owner accounts' listings, written after the listings (their foreign keys need them). */
export type SpoolEntry = { collection: Collection | 'owner-links'; records: Prepared[] }

export type Preparation = {
  spool: Spool<SpoolEntry>
  summary: ImportSummary
  /** Every record's hash by key, as it must be stored after the commit: unchanged ones' now, the writer adds the rest. */
  expected: Record<Collection, Map<string, string>>
  /**
   * Active listings and projects the snapshot no longer has; visit slots it no longer has that
   * are still bookable (their status becomes `withdrawn`, their bookings stay).
   */
  withdraw: { properties: number[]; projects: number[]; visitSlots: number[] }
  /** Stored owner accounts that no longer stand for a CRM owner (see matchAccounts). */
  releasedOwners: number[]
  /** Database ids of the towns and owner accounts that exist already, by key. */
  knownIds: { cities: Map<string, number>; owners: Map<string, number> }
  writes: number
}

export type PrepareContext = {
  payload: Payload
  source: CrmSource
  plan: ImportPlan
  indexes: Indexes
  step: (name: string) => void
}

const CHUNK = 200
const order = [defaultLocale, ...contentLocales.filter((l) => l !== defaultLocale)]
const tableOf = (collection: Collection) => collection.replace(/-/g, '_')
const emptyTally = (): Tally => ({ created: 0, updated: 0, unchanged: 0, withdrawn: 0 })

/**
 * Everything the import computes, done before the write transaction so that the transaction only
 * sends rows: each record is reshaped, hashed and compared with what is stored; a changed one is
 * merged into one document of all its languages (with its public views), split into table rows
 * and spooled to disk. Listings are read from the source a chunk at a time.
 */
export async function prepareImport({
  payload,
  source,
  plan,
  indexes,
  step,
}: PrepareContext): Promise<Preparation> {
  const summary = Object.fromEntries(Object.keys(plan).map((key) => [key, emptyTally()])) as ImportSummary
  const { rowOf, released } = matchAccounts(plan.owners, indexes.owners.rows)
  const knownIds = {
    cities: new Map([...indexes.cities.byKey].map(([key, found]) => [key, found.id])),
    owners: new Map([...rowOf].map(([key, found]) => [String(key), found.id])),
  }
  const planned = { cities: new Set(plan.cities.map((c) => c.key)) }
  // A reference's id if it is known before the transaction; undefined when the import creates it.
  const resolve = (refs: Refs): RefIds | undefined => {
    const ids: RefIds = {}
    if ('city' in refs) {
      const key = refs.city ?? null
      const id =
        key === null ? null : (knownIds.cities.get(key) ?? (planned.cities.has(key) ? undefined : null))
      if (id === undefined) return undefined
      ids.city = id
    }
    if ('owner' in refs) {
      const id =
        refs.owner === null || refs.owner === undefined ? null : knownIds.owners.get(String(refs.owner))
      if (id === undefined) return undefined
      ids.owner = id
    }
    return ids
  }

  const prep: Preparation = {
    spool: await Spool.create<SpoolEntry>(),
    summary,
    expected: Object.fromEntries(Object.keys(written).map((c) => [c, new Map()])) as Preparation['expected'],
    withdraw: { properties: [], projects: [], visitSlots: [] },
    releasedOwners: released.map((r) => r.id),
    knownIds,
    writes: 0,
  }
  summary.owners.withdrawn = released.length
  const tables = payload.db.tables as Record<string, Record<string, unknown>>
  const described = new Map<string, SqlTable>()
  const describe = (name: string) => {
    if (!described.has(name)) described.set(name, describeTable(tables[name] ?? {}))
    return described.get(name)!
  }

  /**
   * Encodes the rows for the database now, so the transaction only sends them; a public view that
   * names a town the import has yet to create is completed by the writer (`cityIds` undefined).
   */
  function encode(set: RowSet, cityIds: RefIds | undefined) {
    encodeRow(describe(set.table), set.main, writerKeys.main)
    for (const child of set.children) {
      const table = describe(child.table)
      const later = cityIds ? writerKeys[child.kind] : new Set([...writerKeys[child.kind], 'publicView'])
      for (const row of child.rows) {
        if (cityIds && 'city' in cityIds && row.publicView && typeof row.publicView === 'object')
          row.publicView = { ...row.publicView, city: cityIds.city }
        encodeRow(table, row, later)
      }
    }
  }

  /** A record to write, or null when the stored one is the same (`found`: the stored one, by key). */
  function prepare(
    collection: Collection,
    key: string,
    locales: LocaleDocs,
    refs: Refs = {},
    found: Found | null = indexes[collection].byKey.get(key) ?? null,
  ): Prepared | null {
    const { summary: name, lifecycle } = written[collection]
    step(`preparing ${name}`)
    const content = contentHash(locales)
    const refIds = resolve(refs)
    const active = !lifecycle || !found?.status || found.status === 'active'
    if (found && refIds && active && found.importHash === importHash(content, refIds)) {
      summary[name].unchanged += 1
      prep.expected[collection].set(key, found.importHash)
      return null
    }
    summary[name][found ? 'updated' : 'created'] += 1
    const fields = payload.collections[collection].config.flattenedFields
    const data = storedDocument(payload, collection, locales)
    const id = found?.id ?? (typeof data.id === 'number' ? data.id : null)
    const rows = toRows(tables, tableOf(collection), fields, data)
    encode(rows, 'city' in refs ? resolve({ city: refs.city }) : {})
    return { key, id, exists: Boolean(found), refs, content, rows }
  }

  /** Prepares items a chunk at a time and spools the records to write, one entry per chunk. */
  async function prepareEach<T>(
    collection: Collection | 'owner-links',
    items: readonly T[],
    make: (item: T, index: number) => Prepared | null,
    load: (chunk: readonly T[]) => Promise<void> = async () => undefined,
  ) {
    for (let i = 0; i < items.length; i += CHUNK) {
      const chunk = items.slice(i, i + CHUNK)
      await load(chunk)
      const records = chunk.map(make).filter((r): r is Prepared => r !== null)
      if (records.length === 0) continue
      if (collection !== 'owner-links') prep.writes += records.length
      await prep.spool.append({ collection, records })
    }
  }
  const one = (data: Record<string, unknown>, placeholders: Record<string, null> = {}): LocaleDocs => ({
    [defaultLocale]: { ...data, ...placeholders },
  })

  await prepareEach('property-types', plan.propertyTypes, (t) =>
    prepare('property-types', String(t.id), t.locales),
  )
  await prepareEach('cities', plan.cities, (c) => prepare('cities', c.key, c.locales))
  await prepareEach('tree-nodes', plan.treeNodes, (n) => prepare('tree-nodes', String(n.id), n.locales))
  await prepareEach('projects', plan.projects, (p) =>
    prepare('projects', String(p.id), withRefs(p.locales, { city: null }), { city: p.cityKey }),
  )
  const ownerLinks: Prepared[] = []
  await prepareEach('owners', plan.owners, (account) => {
    const key = String(account.crmId)
    const record = prepare('owners', key, one(account.data), {}, rowOf.get(account.crmId) ?? null)
    if (!record) return null
    // The account is written before the listings, its links to them after (foreign keys).
    const { children, replaces } = record.rows
    const links = {
      children: children.filter((c) => c.kind === 'rels'),
      replaces: replaces.filter((r) => r.kind === 'rels'),
    }
    ownerLinks.push({ ...record, rows: { ...record.rows, main: {}, ...links } })
    return { ...record, rows: { ...record.rows, children: [], replaces: [] } }
  })
  // Listings the source vouches for (unchanged since it was last imported, and stored as it
  // was) are not read or reshaped again: at 10,000 listings and a few changes, most of the work.
  const vouched = (listing: ImportPlan['properties'][number]) => {
    const hash = source.unchangedSince?.(listing.id)
    const found = hash === undefined ? undefined : indexes.properties.byKey.get(String(listing.id))
    if (!found || found.importHash !== hash || found.status !== 'active') return false
    summary.properties.unchanged += 1
    prep.expected.properties.set(String(listing.id), hash)
    return true
  }
  let records: ListingRecords[] = []
  await prepareEach(
    'properties',
    plan.properties.filter((listing) => !vouched(listing)),
    (listing, i) => {
      const locales = withRefs(listingLocales(records[i]!), { city: null, owner: null })
      return prepare('properties', String(listing.id), locales, {
        city: listing.cityKey,
        owner: listing.ownerKey,
      })
    },
    async (chunk) => {
      records = await source.listings(chunk.map((listing) => listing.id))
    },
  )
  await prepareEach('owner-links', ownerLinks, (record) => record)
  await prepareEach('property-statistics', plan.statistics, (s) =>
    prepare('property-statistics', String(s.propertyId), one(s.data, { owner: null }), { owner: s.ownerKey }),
  )
  await prepareEach('communications', plan.communications, (c) =>
    prepare('communications', String(c.crmId), one(c.data, { owner: null }), { owner: c.ownerKey }),
  )

  await prepareEach('visit-slots', plan.visitSlots, (slot) =>
    prepare('visit-slots', String(slot.crmId), one(slot.data)),
  )
  // A withdrawn slot is stored without a hash: should it come back, it is written again.
  const slotKeys = new Set(plan.visitSlots.map((slot) => String(slot.crmId)))
  prep.withdraw.visitSlots = indexes['visit-slots'].rows
    .filter((row) => row.importHash !== null && !slotKeys.has(String(row.key)))
    .map((row) => row.id)
  summary.visitSlots.withdrawn = prep.withdraw.visitSlots.length

  for (const collection of ['properties', 'projects'] as const) {
    const keep = new Set(
      collection === 'properties'
        ? plan.properties.map((p) => String(p.id))
        : plan.projects.map((p) => String(p.id)),
    )
    prep.withdraw[collection] = indexes[collection].rows
      .filter((row) => row.status === 'active' && !keep.has(String(row.key)))
      .map((row) => row.id)
    summary[collection].withdrawn = prep.withdraw[collection].length
  }
  return prep
}

/**
 * The document a record is stored as: every language merged into one (localized fields hold a value
 * per language), back to active if it was withdrawn, and for a listing its public read model.
 */
export function storedDocument(
  payload: Payload,
  collection: Collection,
  locales: LocaleDocs,
): Record<string, unknown> {
  const fields = payload.collections[collection].config.flattenedFields
  const merged = mergeLocales(fields, locales, order)
  const data: Record<string, unknown> = {
    ...merged,
    ...(written[collection].lifecycle ? { status: 'active', withdrawnAt: null } : {}),
  }
  if (collection === 'properties') {
    // The public pages' read model, in the languages the CRM has this record in.
    data.publicView = publicViews(
      fields,
      merged,
      order.filter((locale) => locales[locale]),
    )
  }
  return data
}

/** Each language's document with its references as placeholders, filled in when written. */
function withRefs(locales: LocaleDocs, placeholders: Record<string, null>): LocaleDocs {
  return Object.fromEntries(Object.entries(locales).map(([l, doc]) => [l, { ...doc, ...placeholders }]))
}
