import 'server-only'

import { buildTimeline, type OnlineMedia, onlineMediaRows, type TimelineItem } from '@/domain/owner/timeline'
import { latestVisitDay, sumFigures, type VisitFigures, visitFigures } from '@/domain/owner/visits'
import { propertyHref } from '@/domain/routes/links'
import type { Locale } from '@/i18n/locales'
import { signDocumentLink } from '@/leads/documentLinks'
import type { OwnerUser } from '@/owners/session'
import type { Property } from '@/payload-types'
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
  media: OnlineMedia[]
  documents: { id: number; name: string; href: string }[]
}

export type OwnerPortal = {
  owner: { id: number; firstName: string; lastName: string; email: string; language: Locale }
  properties: OwnerProperty[]
  /** Every property's visits together. */
  overall: VisitFigures
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
  const asOwner = { user: owner, overrideAccess: false } as const
  const self = await payload
    .findByID({ collection: 'owners', id: owner.id, depth: 0, ...asOwner, disableErrors: true })
    .catch(() => null)
  if (!self) return null
  const ids = (self.properties ?? []).flatMap((p) =>
    typeof p === 'number' ? [p] : isNumber(p?.id) ? [p.id] : [],
  )

  const [properties, statistics, communications, table] = await Promise.all([
    ids.length
      ? payload.find({
          collection: 'properties',
          where: { id: { in: ids } },
          select: propertyFields,
          locale,
          depth: 0,
          limit: ids.length,
          pagination: false,
          ...asOwner,
        })
      : null,
    payload.find({
      collection: 'property-statistics',
      depth: 0,
      pagination: false,
      limit: 0,
      ...asOwner,
    }),
    payload.find({
      collection: 'communications',
      depth: 0,
      pagination: false,
      limit: 0,
      sort: '-date',
      ...asOwner,
    }),
    getRouteTable(),
  ])

  const statsOf = new Map(
    statistics.docs.map((doc) => [typeof doc.property === 'number' ? doc.property : doc.property?.id, doc]),
  )
  // One day for every property: the CRM's figures up to the latest day any of them has, so that
  // "today" is one day when the properties are added up.
  const asOf =
    statistics.docs
      .map((doc) => latestVisitDay(doc.visits))
      .filter((day): day is string => day !== null)
      .sort()
      .at(-1) ?? null
  const byId = new Map(
    (properties?.docs ?? []).map((doc) => [
      doc.id,
      doc as Partial<Property> & Pick<Property, 'id' | 'title'>,
    ]),
  )
  const expires = new Date(now + DOCUMENT_LINK_MS)
  const list: OwnerProperty[] = ids.flatMap((id) => {
    const doc = byId.get(id)
    if (!doc) return []
    const stats = statsOf.get(id)
    const summary = toPropertySummary(doc)
    const active = doc.status !== 'withdrawn'
    return [
      {
        id,
        summary,
        status: active ? 'active' : 'withdrawn',
        daysOnMarket: daysOnMarket(doc, now),
        href: active ? propertyHref(table, locale, summary) : null,
        figures: visitFigures(stats?.visits, asOf),
        media: onlineMediaRows(stats?.onlineMedia),
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
    communications: communications.docs.map((doc) => ({
      id: doc.id,
      date: doc.date,
      type: doc.type,
      kind: doc.kind ?? null,
      contact: doc.contact ?? null,
      subject: doc.subject ?? null,
      comment: doc.comment ?? null,
      status: doc.status ?? null,
      property: typeof doc.property === 'number' ? doc.property : (doc.property?.id ?? null),
    })),
    media: list.map((p) => ({
      propertyId: p.id,
      asOf: p.figures.asOf,
      onlineMedia: statsOf.get(p.id)?.onlineMedia,
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
    timeline,
  }
}
