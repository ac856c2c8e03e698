import { createHash } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

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
 * Every stored record of the import's collections, one query per collection (not one per record:
 * 10,000 listings stay quick). Inside the write transaction when `req` carries it.
 */
export async function readIndexes(payload: Payload, req?: PayloadRequest): Promise<Indexes> {
  const indexes = {} as Indexes
  for (const collection of collections) {
    const { key, lifecycle } = written[collection]
    const { docs } = await payload.find({
      collection,
      limit: 0,
      depth: 0,
      pagination: false,
      req,
      select: {
        [key]: true,
        importHash: true,
        ...(lifecycle ? { status: true } : {}),
        ...(collection === 'owners' ? { email: true } : {}),
      } as never,
    })
    const rows = (docs as unknown as Record<string, unknown>[]).map((doc): Found => ({
      id: Number(doc.id),
      key: doc[key] === null || doc[key] === undefined ? null : String(doc[key]),
      importHash: (doc.importHash as string | null | undefined) ?? null,
      status: (doc.status as string | null | undefined) ?? null,
      email: (doc.email as string | null | undefined) ?? null,
    }))
    const byKey = new Map<string, Found>()
    for (const row of rows) if (row.key !== null) byKey.set(row.key, row)
    indexes[collection] = { rows, byKey }
  }
  return indexes
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
