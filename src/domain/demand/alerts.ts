import type { DemandGoal } from './criteria'
import type { DemandIndex, DemandListing, IndexedDemand } from './match'

/** What was known of a listing before an import: the listings active then, by id. */
export type PreviousListing = { goal: DemandGoal | null; price: number | null }

/** Why a listing is in an alert: it is new to the demand's goal, or its published price went down. */
export type AlertTrigger = (
  | { reason: 'new'; listing: DemandListing }
  | { reason: 'price-drop'; listing: DemandListing; previousPrice: number }
) & {
  /** When the import saw it (ISO date-time); a demand hears only of what happened after its `alertsFrom`. */
  at?: string
}

/**
 * The listings an import should alert about. New: not among the listings before, or now offered
 * for the other goal (a rental put up for sale is new to buyers; its rent is no previous price).
 * Price drop: both prices published and the new one lower. A price that rises, or that is no longer
 * published, alerts no one (an unpublished price is never revealed, not even as "it changed").
 * A listing with no goal (a holiday let only) matches no demand and is left out.
 * Before the very first import `before` is empty and everything is new: the caller decides
 * whether that run sends alerts at all.
 */
export function alertTriggers(
  before: ReadonlyMap<number, PreviousListing>,
  after: readonly DemandListing[],
): AlertTrigger[] {
  const triggers: AlertTrigger[] = []
  for (const listing of after) {
    if (listing.goal === null) continue
    const previous = before.get(listing.id)
    if (!previous || previous.goal !== listing.goal) {
      triggers.push({ reason: 'new', listing })
    } else if (previous.price !== null && listing.price !== null && listing.price < previous.price) {
      triggers.push({ reason: 'price-drop', listing, previousPrice: previous.price })
    }
  }
  return triggers
}

/** A demand as alerts need it: its criteria, whom to write to, and when that person last got a digest. */
export type AlertDemand = IndexedDemand & {
  email: string
  /** ISO date-time of the last digest sent for this demand; null when none was. */
  lastAlertAt: string | null
  /**
   * ISO date-time from which the demand hears of listings: when it was confirmed or last alerted.
   * A trigger seen at or before it was either sent already or happened before the demand existed.
   * Absent: every trigger counts.
   */
  alertsFrom?: string | null
}

/** One listing in a digest, once, with the person's demands it matches. */
export type DigestItem<D extends AlertDemand> = AlertTrigger & { demandIds: D['id'][] }

/** One mail to one person: every listing their demands match, each once. */
export type Digest<D extends AlertDemand> = {
  email: string
  /** Their demands that matched something: the ones whose lastAlertAt to set when the mail goes. */
  demandIds: D['id'][]
  items: DigestItem<D>[]
}

export type DigestPlan<D extends AlertDemand> = {
  /** To send now. */
  due: Digest<D>[]
  /** For people who got a digest less than 24 hours ago: keep their triggers for a later run. */
  deferred: (Digest<D> & { notBefore: Date })[]
}

const DAY_MS = 24 * 60 * 60 * 1000

// E-mail addresses are compared as people type them differently: case and spaces aside.
const personKey = (email: string) => email.trim().toLowerCase()

// One trigger per listing: a deferred run's triggers may be passed again with the next run's.
// The last one's listing data is the current one; 'new' wins (the person has not seen it yet), and
// successive drops count from the highest earlier price.
function oncePerListing(triggers: readonly AlertTrigger[]): AlertTrigger[] {
  const byId = new Map<number, AlertTrigger>()
  for (const trigger of triggers) {
    const earlier = byId.get(trigger.listing.id)
    if (!earlier || trigger.reason === 'new') byId.set(trigger.listing.id, trigger)
    else if (earlier.reason === 'new')
      byId.set(trigger.listing.id, { reason: 'new', listing: trigger.listing })
    else {
      const previousPrice = Math.max(earlier.previousPrice, trigger.previousPrice)
      byId.set(trigger.listing.id, { ...trigger, previousPrice })
    }
  }
  return [...byId.values()]
}

/**
 * The alert mails after an import: one per e-mail address, however many of that person's demands
 * match, each listing once. A person whose latest digest (over all their demands) is less than 24
 * hours old gets none now: theirs is returned as deferred, with the time it may go.
 */
export function planDigests<D extends AlertDemand>({
  triggers,
  index,
  now,
}: {
  triggers: readonly AlertTrigger[]
  index: DemandIndex<D>
  now: Date
}): DigestPlan<D> {
  // Per person, the triggers their demands match, each with the demands it matches; merged per
  // listing only now, so that a demand's watermark is applied to each trigger on its own.
  type Person = { email: string; matched: { trigger: AlertTrigger; demand: D }[] }
  const people = new Map<string, Person>()
  // Each demand's watermark and person, worked out once (a demand matches many listings).
  const known = new Map<D, { from: number; person: Person }>()
  const about = (demand: D) => {
    let found = known.get(demand)
    if (!found) {
      const key = personKey(demand.email)
      let person = people.get(key)
      if (!person) {
        person = { email: demand.email.trim(), matched: [] }
        people.set(key, person)
      }
      found = { from: demand.alertsFrom ? Date.parse(demand.alertsFrom) : NaN, person }
      known.set(demand, found)
    }
    return found
  }
  for (const trigger of triggers) {
    const at = trigger.at === undefined ? NaN : Date.parse(trigger.at)
    for (const demand of index.matching(trigger.listing)) {
      const { from, person } = about(demand)
      if (!Number.isNaN(at) && !Number.isNaN(from) && at <= from) continue
      person.matched.push({ trigger, demand })
    }
  }
  const digests = new Map<string, Digest<D>>()
  for (const [key, { email, matched }] of people) {
    // Met only through triggers older than their watermark: nothing to tell them.
    if (matched.length === 0) continue
    // The demands each listing matched, in the order they were met (a person has few demands).
    const byListing = new Map<number, D['id'][]>()
    for (const { trigger, demand } of matched) {
      const ids = byListing.get(trigger.listing.id)
      if (!ids) byListing.set(trigger.listing.id, [demand.id])
      else if (!ids.includes(demand.id)) ids.push(demand.id)
    }
    const digest: Digest<D> = { email, demandIds: [], items: [] }
    const seen = new Set<D['id']>()
    for (const trigger of oncePerListing(matched.map((m) => m.trigger))) {
      const demandIds = byListing.get(trigger.listing.id) ?? []
      for (const id of demandIds) {
        if (seen.has(id)) continue
        seen.add(id)
        digest.demandIds.push(id)
      }
      const { at: _at, ...item } = trigger
      digest.items.push({ ...item, demandIds })
    }
    digests.set(key, digest)
  }

  // The person's latest digest, over all their demands (not only those matching now).
  const lastSent = new Map<string, number>()
  for (const demand of index.demands) {
    // An unreadable date counts as no digest sent: a missed alert is worse than an early one.
    const time = demand.lastAlertAt === null ? NaN : Date.parse(demand.lastAlertAt)
    if (Number.isNaN(time)) continue
    const key = personKey(demand.email)
    lastSent.set(key, Math.max(time, lastSent.get(key) ?? -Infinity))
  }

  const plan: DigestPlan<D> = { due: [], deferred: [] }
  for (const [key, digest] of digests) {
    const last = lastSent.get(key)
    // A date in the future (a clock set wrong) defers too, rather than mailing twice.
    if (last !== undefined && now.getTime() - last < DAY_MS) {
      plan.deferred.push({ ...digest, notBefore: new Date(last + DAY_MS) })
    } else {
      plan.due.push(digest)
    }
  }
  return plan
}
