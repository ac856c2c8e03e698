import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { queryRows, queryRowsIn } from '@/db/rows'
import type { ImportPlan } from './plan'

/** The collections the import writes, in the order it writes them (a record's references come first). */
export const written = {
  'property-types': { key: 'id', summary: 'propertyTypes', lifecycle: false },
  cities: { key: 'key', summary: 'cities', lifecycle: false },
  'tree-nodes': { key: 'id', summary: 'treeNodes', lifecycle: false },
  projects: { key: 'id', summary: 'projects', lifecycle: true },
  owners: { key: 'crmId', summary: 'owners', lifecycle: false },
  properties: { key: 'id', summary: 'properties', lifecycle: true },
  'property-statistics': { key: 'property', summary: 'statistics', lifecycle: false },
  communications: { key: 'crmId', summary: 'communications', lifecycle: false },
  'visit-slots': { key: 'crmId', summary: 'visitSlots', lifecycle: false },
} as const satisfies Record<string, { key: string; summary: keyof ImportPlan; lifecycle: boolean }>

export type Collection = keyof typeof written
export const collections = Object.keys(written) as Collection[]

/** What the import needs to know of a stored record: where it is, what it last wrote, its status. */
export type Found = {
  id: number
  key: string | null
  importHash: string | null
  status: string | null
  email: string | null
}
export type Index = { rows: Found[]; byKey: Map<string, Found> }
export type Indexes = Record<Collection, Index>

/**
 * Every stored record of the import's collections, one plain SQL query per collection (not one per
 * record, nor Payload's `find`, which took seconds at 10,000 listings). Inside the write
 * transaction when `req` carries it.
 */
export async function readIndexes(payload: Payload, req?: PayloadRequest): Promise<Indexes> {
  const tables = payload.db.tables as Record<string, Record<string, { name?: string } | undefined>>
  const indexes = {} as Indexes
  for (const collection of collections) {
    const { key, lifecycle } = written[collection]
    const tableName = collection.replace(/-/g, '_')
    const column = (field: string) => {
      const name = tables[tableName]?.[field]?.name
      if (!name) throw new Error(`No column for ${collection}.${field}`)
      return sql.identifier(name)
    }
    const query = sql`SELECT id, ${column(key)} AS key, import_hash AS "importHash",
        ${lifecycle ? sql`status` : sql`NULL`} AS status,
        ${collection === 'owners' ? sql`email` : sql`NULL`} AS email
      FROM ${sql.identifier(tableName)}`
    const found = req ? await queryRowsIn<Raw>(payload, req, query) : await queryRows<Raw>(payload, query)
    const rows = found.map((row): Found => ({
      id: Number(row.id),
      key: row.key === null || row.key === undefined ? null : String(row.key),
      importHash: row.importHash ?? null,
      status: row.status ?? null,
      email: row.email ?? null,
    }))
    const byKey = new Map<string, Found>()
    for (const row of rows) if (row.key !== null) byKey.set(row.key, row)
    indexes[collection] = { rows, byKey }
  }
  return indexes
}

type Raw = {
  id: number | string
  key: unknown
  importHash: string | null
  status: string | null
  email: string | null
}

/** A digest of everything the preparation decided from: equal digests, equal decisions. */
export function fingerprint(indexes: Indexes): string {
  const hash = createHash('sha256')
  for (const collection of collections) {
    const rows = [...indexes[collection].rows].sort((a, b) => a.id - b.id)
    for (const r of rows)
      hash.update(`${collection}|${r.id}|${r.key}|${r.importHash}|${r.status}|${r.email}\n`)
  }
  return hash.digest('hex')
}
