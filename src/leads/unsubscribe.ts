import 'server-only'

import type { Payload } from 'payload'

import { newsletterStatus } from '@/domain/forms/newsletter'
import type { unsubscribeTopics } from '@/domain/forms/schemas'
import type { UnsubscribeTarget } from './unsubscribeLinks'

export type UnsubscribeTopic = (typeof unsubscribeTopics)[number]

/** What an address still receives: the leads whose opt-in counts, the demands that may send alerts. */
type Subscriptions = { leads: number[]; demands: number[] }

const LIMIT = 1000
const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b

/**
 * The address's subscriptions of the chosen kinds. Addresses are compared without regard to case
 * (people type them as they like); `like` narrows the rows in both databases, the comparison decides.
 */
export async function subscriptionsOf(
  payload: Payload,
  email: string,
  topics: readonly UnsubscribeTopic[],
): Promise<Subscriptions> {
  const address = email.trim().toLowerCase()
  const [leads, demands] = await Promise.all([
    topics.includes('newsletter')
      ? payload.find({
          collection: 'leads',
          where: { email: { like: address }, newsletterWithdrawnAt: { exists: false } },
          select: { form: true, status: true, data: true, email: true, newsletterWithdrawnAt: true },
          limit: LIMIT,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      : null,
    topics.includes('alerts')
      ? payload.find({
          collection: 'demands',
          where: { email: { like: address }, status: { in: ['pending', 'confirmed'] } },
          select: { email: true },
          limit: LIMIT,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      : null,
  ])
  return {
    leads: (leads?.docs ?? [])
      .filter((lead) => same(lead.email, address))
      .filter((lead) => ['subscribed', 'pending'].includes(newsletterStatus(lead) ?? ''))
      .map((lead) => lead.id),
    demands: (demands?.docs ?? []).filter((demand) => same(demand.email, address)).map((demand) => demand.id),
  }
}

export const hasSubscriptions = (found: Subscriptions) => found.leads.length + found.demands.length > 0

/** What a link will stop, for the page to say before the button is pressed; null when it names nothing. */
export type UnsubscribePlan = { email: string; topics: UnsubscribeTopic[] }

export async function unsubscribePlan(
  payload: Payload,
  target: UnsubscribeTarget,
): Promise<UnsubscribePlan | null> {
  if (target.kind === 'demand') {
    const demand = await payload.findByID({
      collection: 'demands',
      id: target.id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    return demand ? { email: demand.email, topics: ['alerts'] } : null
  }
  const request = await payload.findByID({
    collection: 'leads',
    id: target.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!request || request.form !== 'unsubscribe' || !request.email) return null
  const remove = (request.data as { remove?: unknown } | null)?.remove
  const topics = (['newsletter', 'alerts'] as const).filter(
    (topic) => Array.isArray(remove) && remove.includes(topic),
  )
  return topics.length > 0 ? { email: request.email, topics } : null
}

/**
 * Stops what the link names (issue 18): the newsletter (every lead of the address whose opt-in
 * counted is stamped `newsletterWithdrawnAt`, which staff see) and the search alerts (its demands
 * become 'unsubscribed'). An alert's link (List-Unsubscribe) names one of the demands it answers
 * and stops every alert to that demand's address, as its label says: one digest may answer
 * several demands. Twice is harmless: the second run finds nothing left. Returns null when the
 * link names nothing (nothing changes).
 */
export async function performUnsubscribe(
  payload: Payload,
  target: UnsubscribeTarget,
  now = new Date(),
): Promise<UnsubscribePlan | null> {
  const plan = await unsubscribePlan(payload, target)
  if (!plan) return null
  const found = await subscriptionsOf(payload, plan.email, plan.topics)
  if (found.leads.length > 0) {
    await payload.update({
      collection: 'leads',
      where: { id: { in: found.leads } },
      overrideAccess: true,
      depth: 0,
      data: { newsletterWithdrawnAt: now.toISOString() },
    })
  }
  // subscriptionsOf found only pending and confirmed demands: each becomes unsubscribed once.
  if (found.demands.length > 0) {
    await payload.update({
      collection: 'demands',
      where: { id: { in: found.demands } },
      overrideAccess: true,
      depth: 0,
      data: { status: 'unsubscribed' },
    })
  }
  if (target.kind === 'demand') return plan
  // The request itself: done, as staff would mark it.
  await payload.update({
    collection: 'leads',
    where: { id: { equals: target.id }, status: { equals: 'new' } },
    overrideAccess: true,
    depth: 0,
    data: { status: 'handled' },
  })
  return plan
}
