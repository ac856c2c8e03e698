import { createHash, randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { revalidate } from '@/data/revalidate'
import { tags } from '@/data/tags'
import { contentLocales, defaultLocale, type Locale } from '@/i18n/locales'
import { type LocaleDocsOf, mergeLocales, publicViews } from './mergeLocales'
import { planImport, type ImportPlan, type LocalizedDoc } from './plan'
import type { CrmSource } from './source'

type Outcome = 'created' | 'updated' | 'unchanged'
export type Tally = Record<Outcome | 'withdrawn', number>
export type ImportSummary = Record<keyof ImportPlan | 'owners', Tally>
export type ImportOptions = { onProgress?: (done: number, total: number, step: string) => void }

// Part of every record's hash: raising it makes the next import rewrite every record once, after
// a change in how records are stored (2: documents’ text per language, and the public read model).
const STORAGE_FORMAT = 2
const hashOf = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify([STORAGE_FORMAT, value]))
    .digest('hex')
const emptyTally = (): Tally => ({ created: 0, updated: 0, unchanged: 0, withdrawn: 0 })

type Writable =
  | 'properties'
  | 'projects'
  | 'property-types'
  | 'cities'
  | 'tree-nodes'
  | 'owners'
  | 'property-statistics'
  | 'communications'
type Found = { id: number | string; importHash?: string | null; status?: string | null }

/**
 * Imports a CRM snapshot: validates all of it first (the source throws SnapshotError naming file,
 * record and field), then upserts every record in one transaction, so a failure leaves the
 * database exactly as it was. Records whose content did not change are not written at all, which
 * makes a second run a no-op. Listings missing from the snapshot are marked withdrawn, not deleted.
 */
export async function importSnapshot(
  payload: Payload,
  source: CrmSource,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const snapshot = await source.load()
  const plan = planImport(snapshot)
  const summary = Object.fromEntries(
    [...Object.keys(plan), 'owners'].map((key) => [key, emptyTally()]),
  ) as ImportSummary
  const total =
    plan.propertyTypes.length +
    plan.cities.length +
    plan.treeNodes.length +
    plan.projects.length +
    plan.properties.length +
    2 * plan.owners.length +
    plan.statistics.length +
    plan.communications.length
  let done = 0
  const step = (name: string) => options.onProgress?.(++done, total, name)

  const req = await createLocalReq({ context: { skipRevalidate: true } }, payload)
  await initTransaction(req)
  try {
    const writer = new Writer(payload, req)
    const record = async (
      tallyOf: Tally,
      name: string,
      result: Promise<{ id: number | string; outcome: Outcome }>,
    ) => {
      const { id, outcome } = await result
      tallyOf[outcome] += 1
      step(name)
      return Number(id)
    }
    for (const doc of plan.propertyTypes)
      await record(summary.propertyTypes, 'property types', writer.upsert('property-types', doc))
    const cityIds = new Map<string, number>()
    for (const doc of plan.cities) {
      cityIds.set(
        doc.key,
        await record(summary.cities, 'cities', writer.upsert('cities', doc, 'key', doc.key)),
      )
    }
    for (const doc of plan.treeNodes)
      await record(summary.treeNodes, 'tree', writer.upsert('tree-nodes', doc))
    for (const doc of plan.projects)
      await record(summary.projects, 'projects', writer.upsert('projects', withCity(doc, cityIds)))
    summary.projects.withdrawn = await writer.withdrawMissing(
      'projects',
      plan.projects.map((p) => Number(p.id)),
    )

    const ownerIds = new Map<number, number>()
    for (const owner of plan.owners) {
      const hash = hashOf({ ...owner.data, propertyIds: owner.propertyIds })
      ownerIds.set(
        owner.crmId,
        await record(summary.owners, 'owners', writer.upsertOwner(owner.crmId, owner.data, hash)),
      )
    }
    for (const doc of plan.properties) {
      const owner = doc.ownerCrmId ? (ownerIds.get(doc.ownerCrmId) ?? null) : null
      await record(
        summary.properties,
        'properties',
        writer.upsert('properties', withCity(doc, cityIds, { owner })),
      )
    }
    summary.properties.withdrawn = await writer.withdrawMissing(
      'properties',
      plan.properties.map((p) => Number(p.id)),
    )
    for (const owner of plan.owners) {
      await writer.linkOwnerProperties(ownerIds.get(owner.crmId) as number, owner.propertyIds)
      step('owners')
    }
    for (const stat of plan.statistics) {
      const data = { ...stat.data, owner: ownerIds.get(stat.ownerCrmId) ?? null }
      await record(
        summary.statistics,
        'statistics',
        writer.upsertBy('property-statistics', 'property', stat.propertyId, { [defaultLocale]: data }),
      )
    }
    for (const item of plan.communications) {
      const data = { ...item.data, owner: ownerIds.get(item.ownerCrmId) ?? null }
      await record(
        summary.communications,
        'communications',
        writer.upsertBy('communications', 'crmId', item.crmId, { [defaultLocale]: data }),
      )
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  revalidate(tags.properties, tags.propertyTypes, tags.cities, tags.projects, tags.treeNodes)
  return summary
}

/** Puts the city's database id into every language of a document that names its city by key. */
function withCity(
  doc: LocalizedDoc & { cityKey?: string | null },
  cityIds: Map<string, number>,
  extra: Record<string, unknown> = {},
): LocalizedDoc {
  const city = doc.cityKey ? (cityIds.get(doc.cityKey) ?? null) : null
  const locales = Object.fromEntries(
    Object.entries(doc.locales).map(([locale, data]) => [locale, { ...data, city, ...extra }]),
  )
  return { id: doc.id, locales }
}

class Writer {
  constructor(
    private readonly payload: Payload,
    private readonly req: PayloadRequest,
  ) {}

  private readonly existing = new Map<string, Promise<Map<string, Found>>>()

  /**
   * The document of a collection whose `key` field has this value, or null. Each collection's keys,
   * hashes and statuses are read once (one query, not one per record: 10,000 listings stay quick).
   */
  async find(collection: Writable, key: string, value: unknown): Promise<Found | null> {
    const cacheKey = `${collection}.${key}`
    let index = this.existing.get(cacheKey)
    if (!index) {
      index = this.payload
        .find({
          collection,
          limit: 0,
          depth: 0,
          pagination: false,
          req: this.req,
          select: {
            [key]: true,
            importHash: true,
            ...(collection === 'properties' || collection === 'projects' ? { status: true } : {}),
          } as never,
        })
        .then(({ docs }) => {
          const byKey = new Map<string, Found>()
          for (const doc of docs as unknown as (Found & Record<string, unknown>)[]) {
            byKey.set(String(doc[key]), doc)
          }
          return byKey
        })
      this.existing.set(cacheKey, index)
    }
    return (await index).get(String(value)) ?? null
  }

  async upsert(collection: Writable, doc: LocalizedDoc, key = 'id', value: unknown = doc.id) {
    return this.upsertBy(collection, key, value, doc.locales)
  }

  async upsertBy(collection: Writable, key: string, value: unknown, locales: LocaleDocsOf) {
    const found = await this.find(collection, key, value)
    const result = await this.write(collection, found, locales)
    // A record created now is found by a later one with the same key (updated, not duplicated).
    if (!found) (await this.existing.get(`${collection}.${key}`))?.set(String(value), { id: result.id })
    return result
  }

  /** Creates or updates a record with all its languages in one write, skipping it when nothing changed. */
  async write(
    collection: Writable,
    found: Found | null,
    locales: Partial<Record<Locale, Record<string, unknown>>>,
  ) {
    const importHash = hashOf(locales)
    const lifecycle =
      collection === 'properties' || collection === 'projects' ? { status: 'active', withdrawnAt: null } : {}
    if (found && found.importHash === importHash && (!found.status || found.status === 'active')) {
      return { id: found.id, outcome: 'unchanged' as const }
    }
    const order = [defaultLocale, ...contentLocales.filter((l) => l !== defaultLocale)]
    const fields = this.payload.collections[collection].config.flattenedFields
    const now = new Date().toISOString()
    // Straight to the database adapter, every language in one write: the data was validated by the
    // snapshot schema, these collections have no hooks but cache revalidation (done once at the
    // end), and Payload's own create/update would need one call per language.
    const merged = mergeLocales(fields, locales, order)
    const data: Record<string, unknown> = { ...merged, ...lifecycle, importHash, updatedAt: now }
    if (collection === 'properties') {
      // The public pages' read model, in the languages the CRM has this record in.
      data.publicView = publicViews(
        fields,
        merged,
        order.filter((locale) => locales[locale]),
      )
    }
    const common = { collection, req: this.req, returning: false }
    if (found) {
      await this.payload.db.updateOne({ ...common, id: found.id, data })
      return { id: found.id, outcome: 'updated' as const }
    }
    // Records with the CRM's own id need nothing back; the others learn their new id.
    const crmId = typeof data.id === 'number' ? data.id : undefined
    const created = await this.payload.db.create({
      ...common,
      data: { ...data, createdAt: now },
      returning: crmId === undefined,
    })
    return { id: (crmId ?? created.id) as number | string, outcome: 'created' as const }
  }

  async upsertOwner(crmId: number, data: Record<string, unknown>, importHash: string) {
    const found = await this.find('owners', 'crmId', crmId)
    if (found?.importHash === importHash) return { id: found.id, outcome: 'unchanged' as const }
    const common = {
      collection: 'owners' as const,
      depth: 0,
      req: this.req,
      context: { skipRevalidate: true },
    }
    if (found) {
      await this.payload.update({ ...common, id: found.id, data: { ...data, importHash } as never })
      return { id: found.id, outcome: 'updated' as const }
    }
    // Owners get a random password; they choose their own through the password reminder.
    const password = randomBytes(24).toString('base64url')
    const created = await this.payload.create({
      ...common,
      data: { ...data, crmId, importHash, password } as never,
      disableVerificationEmail: true,
    })
    return { id: created.id, outcome: 'created' as const }
  }

  async linkOwnerProperties(ownerId: number, propertyIds: number[]): Promise<void> {
    const owner = await this.payload.findByID({ collection: 'owners', id: ownerId, depth: 0, req: this.req })
    const current = (owner.properties ?? []).map((p) => (typeof p === 'number' ? p : p.id))
    if (JSON.stringify(current) === JSON.stringify(propertyIds)) return
    await this.payload.update({
      collection: 'owners',
      id: ownerId,
      data: { properties: propertyIds },
      depth: 0,
      req: this.req,
      context: { skipRevalidate: true },
    })
  }

  /** Marks active listings that the snapshot no longer has as withdrawn; their URLs will answer 410. */
  async withdrawMissing(collection: 'properties' | 'projects', keep: number[]): Promise<number> {
    const missing = await this.payload.find({
      collection,
      where: { and: [{ status: { equals: 'active' } }, { id: { not_in: keep } }] },
      limit: 0,
      pagination: false,
      depth: 0,
      req: this.req,
      select: {},
    })
    for (const doc of missing.docs) {
      await this.payload.update({
        collection,
        id: doc.id,
        data: { status: 'withdrawn', withdrawnAt: new Date().toISOString() },
        depth: 0,
        req: this.req,
        context: { skipRevalidate: true },
      })
    }
    return missing.docs.length
  }
}
