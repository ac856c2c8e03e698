import 'server-only'

import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'
import * as qs from 'qs-esm'

import type { CrmImport } from '@/payload-types'

/** A list filter the dashboard both counts and links to (the list view reads it from the query). */
type Filter = { collection: CollectionSlug; where: Where }

export const newLeads: Filter = { collection: 'leads', where: { status: { equals: 'new' } } }
// Not "equals false": a testimonial saved before the checkbox existed has no value at all.
export const pendingTestimonials: Filter = {
  collection: 'testimonials',
  where: { approved: { not_equals: true } },
}

// Compound filters are written the way the list's filter controls write theirs (or → and), so the
// list opens with them shown as editable filter rows.

/** Kept without a solved captcha (`review` says why) and nobody has looked at them yet. */
export const leadsToCheck: Filter = {
  collection: 'leads',
  where: { or: [{ and: [{ review: { exists: true } }, { status: { equals: 'new' } }] }] },
}

/** Given up (failed), or still retrying after at least one failed attempt. */
export const failingMails: Filter = {
  collection: 'mails',
  where: {
    or: [
      { and: [{ status: { equals: 'failed' } }] },
      { and: [{ status: { equals: 'queued' } }, { attempts: { greater_than: 0 } }] },
    ],
  },
}

/** Pushes to the CRM given up (failed), or still retrying after at least one failed attempt (issue 21). */
export const failingPushes: Filter = {
  collection: 'crm-pushes',
  where: {
    or: [
      { and: [{ status: { equals: 'failed' } }] },
      { and: [{ status: { equals: 'queued' } }, { attempts: { greater_than: 0 } }] },
    ],
  },
}

/** The admin list of a filter's matches, e.g. /admin/collections/leads?where[status][equals]=new. */
export const listHref = (adminRoute: string, filter: Filter): string =>
  `${adminRoute}/collections/${filter.collection}${qs.stringify({ where: filter.where }, { addQueryPrefix: true })}`

export type DashboardData = {
  /** null: the count could not be read (the user may not read that collection). */
  newLeads: number | null
  pendingTestimonials: number | null
  leadsToCheck: number | null
  failingMails: number | null
  failingPushes: number | null
  /** The last finished import. */
  lastImport: CrmImport | null
  /** The import queued or running now, if any. */
  activeImport: CrmImport | null
}

/** Counts with the staff member's own access, so the dashboard never shows more than the lists. */
async function countOf(payload: Payload, user: TypedUser, filter: Filter): Promise<number | null> {
  try {
    const { totalDocs } = await payload.count({
      collection: filter.collection,
      where: filter.where,
      user,
      overrideAccess: false,
    })
    return totalDocs
  } catch {
    return null
  }
}

/** The latest CRM import matching `where`, read with the user's access (null if none or not allowed). */
async function latestImport(payload: Payload, user: TypedUser, where: Where): Promise<CrmImport | null> {
  try {
    const { docs } = await payload.find({
      collection: 'crm-imports',
      where,
      sort: '-startedAt',
      limit: 1,
      depth: 0,
      user,
      overrideAccess: false,
    })
    return docs[0] ?? null
  } catch {
    return null
  }
}

/** The CRM import queued or running now (it holds the one active slot), if any. */
export const activeImport = (payload: Payload, user: TypedUser) =>
  latestImport(payload, user, { activeSlot: { exists: true } })

export async function dashboardData(payload: Payload, user: TypedUser): Promise<DashboardData> {
  const [leads, testimonials, toCheck, mails, pushes, last, active] = await Promise.all([
    countOf(payload, user, newLeads),
    countOf(payload, user, pendingTestimonials),
    countOf(payload, user, leadsToCheck),
    countOf(payload, user, failingMails),
    countOf(payload, user, failingPushes),
    latestImport(payload, user, { outcome: { in: ['succeeded', 'failed'] } }),
    activeImport(payload, user),
  ])
  return {
    newLeads: leads,
    pendingTestimonials: testimonials,
    leadsToCheck: toCheck,
    failingMails: mails,
    failingPushes: pushes,
    lastImport: last,
    activeImport: active,
  }
}
