import { isDay } from '../format/calendarDay'

/**
 * The owner's history (spec: "communications, visits, online media" as one timeline). A viewing is
 * a CRM communication of kind 'visit'; every other communication stays a communication; the
 * online media items are each property's portal figures.
 */
export type TimelineKind = 'communication' | 'visit' | 'online-media'

export const TIMELINE_KINDS: readonly TimelineKind[] = ['communication', 'visit', 'online-media']

export type OnlineMedia = {
  portal: string
  views: number
  detailViews: number
  contactRequests: number
  favourites: number
}

export type TimelineItem = {
  /** Unique and stable: `c-<communication id>`, `m-<property id>`. */
  key: string
  kind: TimelineKind
  /** An ISO date-time for a communication, a 'YYYY-MM-DD' day for online media. */
  date: string
  /** The CRM type's name in the owner's language ('Visite'); null for online media. */
  type: string | null
  contact: string | null
  subject: string | null
  comment: string | null
  status: string | null
  propertyId: number | null
  /** Online media: each portal's figures for the property, the most viewed first. */
  media?: OnlineMedia[]
}

/** A communication as read from the database (depth 0: `property` is an id; a populated one is accepted). */
export type CommunicationRecord = {
  id: number | string
  date: string | null | undefined
  type?: string | null
  kind?: string | null
  contact?: string | null
  subject?: string | null
  comment?: string | null
  status?: string | null
  property?: number | { id: number } | null
}

/** One property's portal figures (the statistics' `onlineMedia` JSON as stored) and their day. */
export type PropertyMedia = { propertyId: number; asOf: string | null; onlineMedia: unknown }

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

const figure = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0

const propertyIdOf = (value: CommunicationRecord['property']): number | null => {
  const id = typeof value === 'object' && value !== null ? value.id : value
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null
}

// Sorted by instant: a communication at its date-time, a media item at the end of its day (UTC),
// since its figures cover that whole day and so come after the day's communications.
type Placed = { item: TimelineItem; at: number }

function communicationItems(communications: readonly CommunicationRecord[]): Placed[] {
  const seen = new Set<string>()
  const placed: Placed[] = []
  for (const c of communications) {
    const date = typeof c.date === 'string' ? c.date : ''
    const at = Date.parse(date)
    const key = `c-${String(c.id)}`
    // A communication without a readable date has no place on a timeline (the CRM requires one).
    if (Number.isNaN(at) || seen.has(key)) continue
    seen.add(key)
    const kind: TimelineKind = text(c.kind)?.toLowerCase() === 'visit' ? 'visit' : 'communication'
    placed.push({
      at,
      item: {
        key,
        kind,
        date,
        type: text(c.type),
        contact: text(c.contact),
        subject: text(c.subject),
        comment: text(c.comment),
        status: text(c.status),
        propertyId: propertyIdOf(c.property),
      },
    })
  }
  return placed
}

/**
 * A statistics record's portal figures as rows, one per portal (two rows for one portal are added),
 * the most viewed first; anything that is not a row with a portal name is left out.
 */
export function onlineMediaRows(onlineMedia: unknown): OnlineMedia[] {
  if (!Array.isArray(onlineMedia)) return []
  const byPortal = new Map<string, OnlineMedia>()
  for (const row of onlineMedia as unknown[]) {
    if (typeof row !== 'object' || row === null) continue
    const r = row as Partial<Record<keyof OnlineMedia, unknown>>
    const portal = text(r.portal)
    if (portal === null) continue
    const into = byPortal.get(portal) ?? {
      portal,
      views: 0,
      detailViews: 0,
      contactRequests: 0,
      favourites: 0,
    }
    into.views += figure(r.views)
    into.detailViews += figure(r.detailViews)
    into.contactRequests += figure(r.contactRequests)
    into.favourites += figure(r.favourites)
    byPortal.set(portal, into)
  }
  return [...byPortal.values()].sort((a, b) => b.views - a.views || (a.portal < b.portal ? -1 : 1))
}

/** One item per property: its portals' figures together, dated at its statistics' day. */
function mediaItems({ propertyId, asOf, onlineMedia }: PropertyMedia): Placed[] {
  const media = onlineMediaRows(onlineMedia)
  if (!isDay(asOf) || media.length === 0) return []
  return [
    {
      at: Date.parse(`${asOf}T23:59:59.999Z`),
      item: {
        key: `m-${propertyId}`,
        kind: 'online-media',
        date: asOf,
        type: null,
        contact: null,
        subject: null,
        comment: null,
        status: null,
        propertyId,
        media,
      },
    },
  ]
}

/** Communications, viewings and online media as one list, newest first; equal instants by key. */
export function buildTimeline(input: {
  communications: readonly CommunicationRecord[]
  media: readonly PropertyMedia[]
}): TimelineItem[] {
  const placed = [...communicationItems(input.communications), ...input.media.flatMap(mediaItems)]
  placed.sort((a, b) => b.at - a.at || (a.item.key < b.item.key ? -1 : a.item.key > b.item.key ? 1 : 0))
  return placed.map((p) => p.item)
}

export type TimelineFilter = {
  kind: TimelineKind | 'all'
  propertyId?: number | null
  page: number
  pageSize: number
}

export type TimelinePage = {
  items: TimelineItem[]
  page: number
  pages: number
  /** Items after both filters: what the pages divide. */
  total: number
  /** Per kind after the property filter, before the kind filter: the numbers on the tabs. */
  counts: Record<TimelineKind | 'all', number>
}

const wholeAtLeastOne = (value: number): number =>
  Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1

/** One page of the timeline: for one property or all, of one kind or all; the page is clamped to 1..pages. */
export function pageTimeline(items: readonly TimelineItem[], filter: TimelineFilter): TimelinePage {
  const propertyId = filter.propertyId ?? null
  const ofProperty = propertyId === null ? items : items.filter((item) => item.propertyId === propertyId)
  const counts = { all: ofProperty.length, communication: 0, visit: 0, 'online-media': 0 }
  for (const item of ofProperty) counts[item.kind] += 1
  const shown = filter.kind === 'all' ? ofProperty : ofProperty.filter((item) => item.kind === filter.kind)
  const pageSize = wholeAtLeastOne(filter.pageSize)
  const pages = Math.max(1, Math.ceil(shown.length / pageSize))
  const page = Math.min(pages, wholeAtLeastOne(filter.page))
  return {
    items: shown.slice((page - 1) * pageSize, page * pageSize),
    page,
    pages,
    total: shown.length,
    counts,
  }
}

export type TimelineQuery = { kind: TimelineKind | 'all'; page: number; propertyId: number | null }

const first = (value: unknown): string | null => {
  const one = Array.isArray(value) ? (value as unknown[])[0] : value
  return typeof one === 'string' ? one.trim() : null
}

// Digits only, no sign, exponent or decimals; at most 15 of them, so the number is exact.
const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,15}$/.test(value)) return null
  const n = Number(value)
  return n >= 1 ? n : null
}

const isKind = (value: string | null): value is TimelineKind | 'all' =>
  value === 'all' || (TIMELINE_KINDS as readonly (string | null)[]).includes(value)

/**
 * The history's state from the URL (`?history=visit&page=2&property=12`). The query is whatever a
 * visitor typed: an unknown kind is 'all', a page that is not a positive whole number is 1, a
 * property that is not one is none; nothing here throws.
 */
export function parseTimelineQuery(query: Record<string, string | string[] | undefined>): TimelineQuery {
  const read = (name: string): string | null =>
    typeof query === 'object' && query !== null && Object.hasOwn(query, name) ? first(query[name]) : null
  const kind = read('history')
  return {
    kind: isKind(kind) ? kind : 'all',
    page: positiveInt(read('page')) ?? 1,
    propertyId: positiveInt(read('property')),
  }
}
