/**
 * The reference for the CRM import's writes: the same snapshot written with Payload's own database
 * adapter, and dumps of the CRM-fed collections to compare the two.
 */
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'

// Type-only imports: the modules load after createTestPayload() has chosen the database.
import type * as ImportModule from '@/integrations/omnicasa/import'
import type * as PlanModule from '@/integrations/omnicasa/plan'
import type * as PrepareModule from '@/integrations/omnicasa/prepare'
import type * as SourceModule from '@/integrations/omnicasa/source'

/** The import's modules, loaded by the test once the database is chosen. */
export type ImportLib = {
  import: typeof ImportModule
  plan: typeof PlanModule
  prepare: typeof PrepareModule
  source: typeof SourceModule
}

export const collections = [
  'properties',
  'property-types',
  'cities',
  'projects',
  'tree-nodes',
  'owners',
  'property-statistics',
  'communications',
] as const
export type Doc = Record<string, unknown>

/** Every CRM-fed document in every language, as the database holds it (timestamps included). */
export async function dump(p: Payload): Promise<Record<string, Doc[]>> {
  const out: Record<string, Doc[]> = {}
  for (const collection of collections) {
    const result = await p.find({
      collection,
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'id',
    })
    out[collection] = result.docs as unknown as Doc[]
  }
  return out
}

/**
 * The old way, as the reference: every document written with Payload's own database adapter
 * (`payload.db.create`, one record and all its languages at a time), from the same documents the
 * import prepares.
 */
export async function writeWithPayloadAdapter(lib: ImportLib, p: Payload, dir: string): Promise<void> {
  const { storedDocument } = lib.prepare
  const source = new lib.source.FileSnapshotSource(dir)
  const plan = lib.plan.planImport(await source.scan())
  const req = await createLocalReq({}, p)
  const create = async (collection: (typeof collections)[number], data: Doc) =>
    Number((await p.db.create({ collection, data, req })).id)
  const withRefs = (locales: PlanModule.LocaleDocs, refs: Doc) =>
    Object.fromEntries(Object.entries(locales).map(([l, doc]) => [l, { ...doc, ...refs }]))
  const one = (data: Doc) => ({ fr: data })
  for (const doc of plan.propertyTypes)
    await create('property-types', storedDocument(p, 'property-types', doc.locales))
  const cityIds = new Map<string, number>()
  for (const city of plan.cities)
    cityIds.set(city.key, await create('cities', storedDocument(p, 'cities', city.locales)))
  const cityOf = (key: string | null) => (key ? (cityIds.get(key) ?? null) : null)
  for (const node of plan.treeNodes) await create('tree-nodes', storedDocument(p, 'tree-nodes', node.locales))
  for (const project of plan.projects) {
    const locales = withRefs(project.locales, { city: cityOf(project.cityKey) })
    await create('projects', storedDocument(p, 'projects', locales))
  }
  const ownerIds = new Map<number, number>()
  for (const account of plan.owners) {
    const { properties: _, ...data } = account.data
    ownerIds.set(account.crmId, await create('owners', storedDocument(p, 'owners', one(data))))
  }
  const records = await source.listings(plan.properties.map((listing) => listing.id))
  for (const [i, listing] of plan.properties.entries()) {
    const owner = listing.ownerKey === null ? null : ownerIds.get(listing.ownerKey)
    const locales = withRefs(lib.plan.listingLocales(records[i]!), { city: cityOf(listing.cityKey), owner })
    await create('properties', storedDocument(p, 'properties', locales))
  }
  for (const account of plan.owners) {
    const data = { properties: account.data.properties }
    await p.db.updateOne({ collection: 'owners', id: ownerIds.get(account.crmId)!, data, req })
  }
  for (const stat of plan.statistics) {
    const data = one({ ...stat.data, owner: ownerIds.get(stat.ownerKey) })
    await create('property-statistics', storedDocument(p, 'property-statistics', data))
  }
  for (const item of plan.communications) {
    const data = one({ ...item.data, owner: ownerIds.get(item.ownerKey) })
    await create('communications', storedDocument(p, 'communications', data))
  }
}

/** A dump in which database-given ids read as the CRM keys they stand for, without timestamps and hashes. */
export async function comparable(p: Payload): Promise<Record<string, Doc[]>> {
  const d = await dump(p)
  const cityKey = new Map(d.cities!.map((c) => [c.id, c.key]))
  const ownerKey = new Map(d.owners!.map((o) => [o.id, o.crmId]))
  const strip = ({ createdAt: _c, updatedAt: _u, importHash: _h, ...rest }: Doc) => rest
  const withoutId = ({ id: _, ...rest }: Doc) => rest
  const city = (doc: Doc) => ({ ...doc, city: cityKey.get(doc.city) ?? doc.city })
  const owner = (doc: Doc) => ({ ...doc, owner: ownerKey.get(doc.owner) ?? doc.owner })
  const views = (doc: Doc) => ({
    ...doc,
    publicView: Object.fromEntries(
      Object.entries(doc.publicView as Record<string, Doc>).map(([l, v]) => [l, city(v)]),
    ),
  })
  const by = (key: string) => (a: Doc, b: Doc) => String(a[key]).localeCompare(String(b[key]))
  return {
    properties: d.properties!.map((doc) => views(owner(city(strip(doc))))),
    projects: d.projects!.map((doc) => city(strip(doc))),
    'property-types': d['property-types']!.map(strip),
    'tree-nodes': d['tree-nodes']!.map(strip),
    cities: d.cities!.map((doc) => withoutId(strip(doc))).sort(by('key')),
    owners: d.owners!.map((doc) => withoutId(strip(doc))).sort(by('crmId')),
    statistics: d['property-statistics']!.map((doc) => owner(withoutId(strip(doc)))).sort(by('property')),
    communications: d.communications!.map((doc) => owner(withoutId(strip(doc)))).sort(by('crmId')),
  }
}
