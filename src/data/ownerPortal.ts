import 'server-only'

import { demandListingOf } from '@/domain/demand/listing'
import { buildTimeline, type OnlineMedia, onlineMediaRows, type TimelineItem } from '@/domain/owner/timeline'
import { latestVisitDay, sumFigures, type VisitFigures, visitFigures } from '@/domain/owner/visits'
import { propertyHref } from '@/domain/routes/links'
import type { Locale } from '@/i18n/locales'
import { signDocumentLink } from '@/leads/documentLinks'
import type { OwnerUser } from '@/owners/session'
import type { Property } from '@/payload-types'
import { processMemo } from './cache/processMemo'
import { getDemandIndex } from './demandIndex'
import { payloadClient } from './payload'
import { type PropertySummary, toPropertySummary } from './propertySummary'
import { getRouteTable } from './routeTable'

export type { OnlineMedia }

export type OwnerProperty = {
  id: number
  summary: PropertySummary
  /** Still in the CRM's snapshot ('active'), or gone from it. */
  status: 'active' | 'withdrawn'
  /** Days since the CRM listed it, up to its withdrawal; null when the CRM gave no date. */
  daysOnMarket: number | null
  /** Its public page, while it has one. */
  href: string | null
  figures: VisitFigures
  /** Confirmed search demands this listing answers (spec §2 owner view; 0 once withdrawn). */
  matchingBuyers: number
  media: OnlineMedia[]
  documents: { id: number; name: string; href: string }[]
}

export type OwnerPortal = {
  owner: { id: number; firstName: string; lastName: string; email: string; language: Locale }
  properties: OwnerProperty[]
  /** Every property's visits together. */
  overall: VisitFigures
  /** Confirmed search demands any of the properties answers, each counted once. */
  matchingBuyers: number
  /** Communications, visits and online-media figures, newest first. */
  timeline: TimelineItem[]
}

/** An owner's document links are signed for an hour: the page is rendered again for a new one. */
const DOCUMENT_LINK_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

const propertyFields = {
  id: true,
  title: true,
  slug: true,
  goal: true,
  availability: true,
  listedForSale: true,
  listedForRent: true,
  typeWebId: true,
  webIds: true,
  rooms: { bedrooms: true, bathrooms: true, garages: true, parkingsInternal: true, parkingsExternal: true },
  listedAsTouristRental: true,
  rentPeriod: true,
  price: true,
  mainTypeName: true,
  cityName: true,
  zip: true,
  photos: true,
  documents: true,
  status: true,
  crmCreatedAt: true,
  withdrawnAt: true,
} as const

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function daysOnMarket(doc: Partial<Property>, now: number): number | null {
  const from = doc.crmCreatedAt ? Date.parse(doc.crmCreatedAt) : NaN
  if (!Number.isFinite(from)) return null
  const until = doc.status === 'withdrawn' && doc.withdrawnAt ? Date.parse(doc.withdrawnAt) : now
  return Math.max(0, Math.floor((until - from) / DAY_MS))
}

type Doc = Partial<Property> & Pick<Property, 'id' | 'title'>

/**
 * Reads as an owner: Payload's access rules with that owner as the user (`overrideAccess: false`).
 * The memos below are keyed by the signed-in owner's id (never by anything from the URL) and build
 * with this, so a cached value is exactly what the owner's own read returned.
 */
const asOwner = (ownerId: number) =>
  ({ user: { id: ownerId, collection: 'owners' } as unknown as OwnerUser, overrideAccess: false }) as const

const propertyIdOf = (value: unknown): number | null =>
  isNumber(value)
    ? value
    : isNumber((value as { id?: unknown } | null)?.id)
      ? (value as { id: number }).id
      : null

/**
 * An owner's statistics reduced to what the page shows, kept until an import changes statistics:
 * the stored visits (two years are 3,650 rows a property) are parsed and added up once, not on
 * every page. One day for every property: the CRM's figures up to the latest day any of them has,
 * so that "today" is one day when the properties are added up.
 */
const ownerStatistics = processMemo(
  'owner-statistics',
  ['property-statistics'],
  async (ownerId: `${number}`) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'property-statistics',
      depth: 0,
      pagination: false,
      limit: 0,
      ...asOwner(Number(ownerId)),
    })
    const asOf =
      docs
        .map((doc) => latestVisitDay(doc.visits))
        .filter((day): day is string => day !== null)
        .sort()
        .at(-1) ?? null
    const byProperty = new Map<number, { figures: VisitFigures; media: OnlineMedia[] }>()
    for (const doc of docs) {
      const id = propertyIdOf(doc.property)
      if (id === null) continue
      byProperty.set(id, {
        figures: visitFigures(doc.visits, asOf),
        media: onlineMediaRows(doc.onlineMedia),
      })
    }
    return { asOf, byProperty }
  },
  { max: 500 },
)

/** An owner's communications as the timeline takes them, kept until an import changes them. */
const ownerCommunications = processMemo(
  'owner-communications',
  ['communications'],
  async (ownerId: `${number}`) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'communications',
      depth: 0,
      pagination: false,
      limit: 0,
      sort: '-date',
      ...asOwner(Number(ownerId)),
    })
    return docs.map((doc) => ({
      id: doc.id,
      date: doc.date,
      type: doc.type,
      kind: doc.kind ?? null,
      contact: doc.contact ?? null,
      subject: doc.subject ?? null,
      comment: doc.comment ?? null,
      status: doc.status ?? null,
      property: propertyIdOf(doc.property),
    }))
  },
  { max: 500 },
)

/** The listings of an owner's record, in one language (`{ownerId}|{locale}|{ids}`). */
const ownerProperties = processMemo(
  'owner-properties',
  ['properties'],
  async (key: string) => {
    const [ownerId, locale, list] = key.split('|')
    const ids = (list ?? '').split(',').map(Number).filter(Number.isInteger)
    if (ids.length === 0) return new Map<number, Doc>()
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      where: { id: { in: ids } },
      select: propertyFields,
      locale: locale as Locale,
      depth: 0,
      limit: ids.length,
      pagination: false,
      ...asOwner(Number(ownerId)),
    })
    return new Map(docs.map((doc) => [doc.id, doc as Doc]))
  },
  { max: 500 },
)

/**
 * Everything the owner portal shows one owner (issue 17). Every read goes through Payload's
 * access rules as this owner (`overrideAccess: false` with the owner as user): the owner record is
 * their own (selfOrAdmin), statistics and communications are filtered to theirs (ownedByOrAdmin),
 * and the properties are the ones their own record lists. No id from the URL reaches a query.
 */
export async function getOwnerPortal(
  owner: OwnerUser,
  locale: Locale,
  now = Date.now(),
): Promise<OwnerPortal | null> {
  const payload = await payloadClient()
  // The owner record is read on every page: staff may link or unlink a listing at any time.
  const self = await payload
    .findByID({ collection: 'owners', id: owner.id, depth: 0, user: owner, overrideAccess: false })
    .catch(() => null)
  const ids = (self?.properties ?? []).flatMap((p) => propertyIdOf(p) ?? [])
  // Spec §8 'person not found': an account the CRM no longer stands behind (the import released it:
  // no CRM id, no listings) keeps its password but has nothing to show.
  if (!self || (self.crmId == null && ids.length === 0)) return null
  const key = `${self.id}` as const
  const [byId, statistics, communications, table, demands] = await Promise.all([
    ownerProperties(`${self.id}|${locale}|${ids.join(',')}`),
    ownerStatistics(key),
    ownerCommunications(key),
    getRouteTable(),
    getDemandIndex(),
  ])
  const buyers = new Set<number>()
  const matchingBuyers = (doc: Doc): number => {
    if (doc.status === 'withdrawn') return 0
    const matching = demands.matching(demandListingOf(doc))
    for (const demand of matching) buyers.add(demand.id)
    return matching.length
  }

  const expires = new Date(now + DOCUMENT_LINK_MS)
  const empty = visitFigures([], statistics.asOf)
  const list: OwnerProperty[] = ids.flatMap((id) => {
    const doc = byId.get(id)
    if (!doc) return []
    const stats = statistics.byProperty.get(id)
    const summary = toPropertySummary(doc)
    const active = doc.status !== 'withdrawn'
    return [
      {
        id,
        summary,
        status: active ? 'active' : 'withdrawn',
        daysOnMarket: daysOnMarket(doc, now),
        href: active ? propertyHref(table, locale, summary) : null,
        figures: stats?.figures ?? empty,
        matchingBuyers: matchingBuyers(doc),
        media: stats?.media ?? [],
        documents: (doc.documents ?? []).flatMap((row) =>
          isNumber(row.crmId)
            ? [
                {
                  id: row.crmId,
                  name: row.name || row.type || String(row.crmId),
                  href: signDocumentLink(
                    `/crm-media/documents/property/${id}/${row.crmId}.pdf?lang=${locale}`,
                    expires,
                  ),
                },
              ]
            : [],
        ),
      },
    ]
  })

  const timeline = buildTimeline({
    communications,
    media: list.map((p) => ({
      propertyId: p.id,
      asOf: statistics.asOf,
      onlineMedia: p.media,
    })),
  })

  return {
    owner: {
      id: self.id,
      firstName: self.firstName,
      lastName: self.lastName,
      email: self.email,
      language: self.language,
    },
    properties: list,
    overall: sumFigures(list.map((p) => p.figures)),
    matchingBuyers: buyers.size,
    timeline,
  }
}
