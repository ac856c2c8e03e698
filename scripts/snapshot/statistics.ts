import type { ListingDef } from './listing'
import type { OwnerDef } from './owners'
import { places } from './places'
import { addDays, daysBetween, intBetween, prng, weekday } from './prng'

// Owner statistics: detail-page visits per day and source over the 90 days up to the snapshot date,
// and the portal totals of that period. Shapes follow what portals report to agencies: a launch
// spike that fades over a week or two, more visits on Sunday evening and Monday, few on Friday, a
// smaller spike after a price cut, fewer visits once an option is taken.

export const STATISTICS_DAYS = 90

const WEEKLY: Record<number, number> = { 0: 1.35, 1: 1.25, 2: 1.0, 3: 0.95, 4: 0.9, 5: 0.78, 6: 0.92 }

/** Immoweb detail visits per day once the launch spike has faded. */
const PLATEAU: Record<number, number> = {
  49012: 22,
  49146: 30,
  49240: 20,
  102: 15,
  48650: 13,
  49301: 12,
  49356: 27,
  49219: 34,
  48877: 17,
}

/** Dated events that lift (price cut, promotion) or lower (option) interest from that day on. */
const EVENTS: Record<number, readonly { date: string; spike?: number; level?: number }[]> = {
  49012: [{ date: '2026-11-06', spike: 1.4, level: 1.15 }],
  49146: [{ date: '2026-10-25', spike: 1.2, level: 1.1 }],
  48877: [{ date: '2026-10-27', level: 0.55 }],
  49219: [{ date: '2026-11-09', level: 0.6 }],
}

function sourceWeights(listing: ListingDef): [string, number][] {
  const region = places[listing.city].region
  const flemish = region === 'flanders'
  return [
    ['Website', 0.45],
    ['Immoweb', 1],
    ['Zimmo', flemish ? 0.5 : 0.15],
    ['Immovlan', flemish ? 0.15 : 0.45],
    ['Facebook', listing.seasonal ? 0.5 : 0.22],
  ]
}

function dailyLevel(listing: ListingDef, launch: string, date: string): number {
  const plateau = PLATEAU[listing.id] ?? 15
  const sinceLaunch = daysBetween(launch, date)
  if (daysBetween(listing.created, date) < 0) return 0
  // Online before the window's launch (a relaunch): a quieter baseline until then.
  let level = sinceLaunch < 0 ? plateau * 0.45 : plateau * (1 + 2.2 * Math.exp(-sinceLaunch / 6))
  for (const event of EVENTS[listing.id] ?? []) {
    const since = daysBetween(event.date, date)
    if (since < 0) continue
    level *= event.level ?? 1
    if (event.spike) level *= 1 + event.spike * Math.exp(-since / 4)
  }
  return level
}

export function buildStatistics(owner: OwnerDef, listing: ListingDef, launch: string, snapshotDate: string) {
  const random = prng(listing.id * 7 + owner.id)
  const from = addDays(snapshotDate, -(STATISTICS_DAYS - 1))
  const weights = sourceWeights(listing)
  const visits: { Date: string; Source: string; Count: number }[] = []
  for (let day = 0; day < STATISTICS_DAYS; day++) {
    const date = addDays(from, day)
    const level = dailyLevel(listing, launch, date) * (WEEKLY[weekday(date)] ?? 1)
    for (const [source, weight] of weights) {
      const noise = 0.75 + random() * 0.5
      visits.push({ Date: date, Source: source, Count: Math.max(0, Math.round(level * weight * noise)) })
    }
  }
  const onlineMedia = weights.map(([portal]) => {
    const detailViews = visits.filter((v) => v.Source === portal).reduce((sum, v) => sum + v.Count, 0)
    return {
      Portal: portal,
      Views: Math.round(detailViews * (6 + random() * 5)),
      DetailViews: detailViews,
      ContactRequests: Math.round(detailViews * (0.012 + random() * 0.013)),
      Favourites: Math.round(detailViews * (0.03 + random() * 0.03)) + intBetween(random, 0, 3),
    }
  })
  return {
    PropertyID: listing.id,
    OwnerID: owner.id,
    From: from,
    To: snapshotDate,
    Visits: visits,
    OnlineMedia: onlineMedia,
  }
}
