import 'server-only'

import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'

import type { CrmImport } from '@/payload-types'

/** A list filter the dashboard both counts and links to (the list view reads it from the query). */
type Filter = { collection: CollectionSlug; field: string; operator: 'equals' | 'not_equals'; value: string }

export const newLeads: Filter = { collection: 'leads', field: 'status', operator: 'equals', value: 'new' }
// Not "equals false": a testimonial saved before the checkbox existed has no value at all.
export const pendingTestimonials: Filter = {
  collection: 'testimonials',
  field: 'approved',
  operator: 'not_equals',
  value: 'true',
}

const whereOf = ({ field, operator, value }: Filter): Where => ({
  [field]: { [operator]: value === 'true' ? true : value },
})

/** The admin list of a filter's matches, e.g. /admin/collections/leads?where[status][equals]=new. */
export const listHref = (adminRoute: string, filter: Filter): string => {
  const query = new URLSearchParams({ [`where[${filter.field}][${filter.operator}]`]: filter.value })
  return `${adminRoute}/collections/${filter.collection}?${query.toString()}`
}

export type DashboardData = {
  /** null: the count could not be read (the user may not read that collection). */
  newLeads: number | null
  pendingTestimonials: number | null
  lastImport: CrmImport | null
}

/** Counts with the staff member's own access, so the dashboard never shows more than the lists. */
async function countOf(payload: Payload, user: TypedUser, filter: Filter): Promise<number | null> {
  try {
    const { totalDocs } = await payload.count({
      collection: filter.collection,
      where: whereOf(filter),
      user,
      overrideAccess: false,
    })
    return totalDocs
  } catch {
    return null
  }
}

export async function dashboardData(payload: Payload, user: TypedUser): Promise<DashboardData> {
  const [leads, testimonials, imports] = await Promise.all([
    countOf(payload, user, newLeads),
    countOf(payload, user, pendingTestimonials),
    payload
      .find({
        collection: 'crm-imports',
        sort: '-startedAt',
        limit: 1,
        depth: 0,
        user,
        overrideAccess: false,
      })
      .catch(() => null),
  ])
  return { newLeads: leads, pendingTestimonials: testimonials, lastImport: imports?.docs[0] ?? null }
}
