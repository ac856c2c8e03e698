// The owner benchmark's CRM snapshot (bench/owner.ts): the demo's data/crm with one owner,
// Isabelle Dumont (20417), holding 10 listings with two years of daily statistics and about 300
// communications. Deterministic: the same bytes on every run.

import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { addDays, intBetween, prng, weekday } from '@fixtures/crm/prng'
import { onlineMediaOf, WEEKLY } from '@fixtures/crm/statistics'
import { validateSnapshot } from './generate'

export const OWNER_ID = 20417
export const OWNER_EMAIL = 'isabelle.dumont@example.org'
/** Her three demo listings, then seven more of the demo's (48877 taken from owner 21102). */
export const OWNER_PROPERTIES = [49012, 49146, 49240, 48720, 47984, 48402, 48155, 49064, 47815, 48877]
export const STATISTICS_DAYS = 730
export const COMMUNICATIONS = 300
const SOURCES = ['Website', 'Immoweb', 'Zimmo', 'Immovlan', 'Facebook'] as const

type Owner = { ID: number; PropertyIDs: number[] }
type Statistics = { PropertyID: number; OwnerID: number }
type Communication = { ID: number; OwnerID: number; Type: string; PropertyID: number | null }
type Listing = { ID: number; Zip: string; City: string; MainTypeName: string; IsSeasonalRental: boolean }

const readJson = <T>(dir: string, file: string): T =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T
const writeJson = (dir: string, file: string, value: unknown) =>
  writeFileSync(path.join(dir, file), JSON.stringify(value, null, 1))

/** Flemish postcodes (Flemish Brabant, Antwerp, Limburg, the two Flanders): Zimmo weighs more there. */
const flemish = (zip: string) => {
  const n = Number(zip)
  return (n >= 1500 && n < 4000) || n >= 8000
}

/**
 * Visits per day and source over two years, in the shape fixtures/crm/statistics.ts gives 90 days:
 * a launch spike that fades over a week or two, a weekly rhythm, a spring high and a summer and
 * Christmas low, interest that wanes as the listing ages, and a price cut that lifts it again.
 */
export function twoYearStatistics(listing: Listing, snapshotDate: string) {
  const random = prng(listing.ID * 7 + OWNER_ID)
  const from = addDays(snapshotDate, -(STATISTICS_DAYS - 1))
  const weights: Record<(typeof SOURCES)[number], number> = {
    Website: 0.45,
    Immoweb: 1,
    Zimmo: flemish(listing.Zip) ? 0.5 : 0.15,
    Immovlan: flemish(listing.Zip) ? 0.15 : 0.45,
    Facebook: listing.IsSeasonalRental ? 0.5 : 0.22,
  }
  const plateau = intBetween(random, 8, 34)
  const launch = intBetween(random, 0, 40)
  const priceCut = intBetween(random, 240, 600)
  const visits: { Date: string; Source: string; Count: number }[] = []
  for (let day = 0; day < STATISTICS_DAYS; day++) {
    const date = addDays(from, day)
    const month = Number(date.slice(5, 7))
    const season = month >= 3 && month <= 6 ? 1.15 : month === 8 || month === 12 ? 0.75 : 1
    const age = 0.55 + 0.45 * Math.exp(-Math.max(0, day - launch) / 300)
    const sinceLaunch = day - launch
    let level = sinceLaunch < 0 ? plateau * 0.45 : plateau * age * (1 + 2.2 * Math.exp(-sinceLaunch / 6))
    if (day >= priceCut) level *= 1.15 * (1 + 1.3 * Math.exp(-(day - priceCut) / 4))
    level *= season * (WEEKLY[weekday(date)] ?? 1)
    for (const source of SOURCES) {
      const noise = 0.75 + random() * 0.5
      visits.push({
        Date: date,
        Source: source,
        Count: Math.max(0, Math.round(level * weights[source] * noise)),
      })
    }
  }
  const onlineMedia = onlineMediaOf(visits, SOURCES, random)
  return {
    PropertyID: listing.ID,
    OwnerID: OWNER_ID,
    From: from,
    To: snapshotDate,
    Visits: visits,
    OnlineMedia: onlineMedia,
  }
}

const typeNames = {
  visit: 'Visite',
  email: 'E-mail',
  phone: 'Appel téléphonique',
  meeting: 'Rendez-vous',
  report: 'Rapport',
  offer: 'Offre',
} as const
type Kind = keyof typeof typeNames
const statusNames = {
  done: 'Terminé',
  cancelled: 'Annulé',
  'awaiting-reply': 'En attente de réponse',
} as const
// Roughly the demo's mix: mostly viewings, then e-mails and calls, a few meetings, reports, offers.
const KINDS: readonly [Kind, number][] = [
  ['visit', 0.42],
  ['email', 0.2],
  ['phone', 0.16],
  ['meeting', 0.08],
  ['report', 0.08],
  ['offer', 0.06],
]
const AGENT = 'Sophie Lambert'
const VISITORS = [
  'M. et Mme Delvaux',
  'Julien Marchal',
  'Claire Dethier',
  'Nicolas Renard',
  'Amélie Thiry',
  'Famille Goffin',
  'Mehdi Benali',
  'Pauline Warnier',
  'Thomas et Julie Collard',
  'Laura Pirotte',
  'Kevin Lejeune',
  'Famille Hermans',
]

const pick = <T>(random: () => number, list: readonly T[]): T => list[intBetween(random, 0, list.length - 1)]!

function kindOf(random: () => number): Kind {
  let r = random()
  for (const [kind, weight] of KINDS) if ((r -= weight) < 0) return kind
  return 'visit'
}

/** `count` communications of the owner over the two years before the snapshot date, oldest first. */
export function ownerCommunications(
  listings: readonly Listing[],
  snapshotDate: string,
  firstId: number,
  count: number,
) {
  const random = prng(OWNER_ID * 31 + count)
  const from = addDays(snapshotDate, -(STATISTICS_DAYS - 1))
  const dates = Array.from({ length: count }, () => {
    const hour = String(intBetween(random, 8, 18)).padStart(2, '0')
    const minutes = pick(random, ['00', '15', '30', '45'])
    return `${addDays(from, intBetween(random, 0, STATISTICS_DAYS - 1))}T${hour}:${minutes}:00`
  }).sort()
  return dates.map((date, i) => {
    const kind = kindOf(random)
    const general = (kind === 'report' || kind === 'meeting') && random() < 0.5
    const listing = general ? null : pick(random, listings)
    const what = listing ? `${listing.MainTypeName.toLowerCase()} à ${listing.City}` : 'vos biens'
    const recent = date >= addDays(snapshotDate, -14)
    const status =
      kind === 'offer' && random() < 0.3
        ? 'cancelled'
        : (kind === 'phone' || kind === 'email') && recent
          ? 'awaiting-reply'
          : 'done'
    const visitor = pick(random, VISITORS)
    const [contact, subject, comment] = {
      visit: [visitor, `Visite : ${what}`, 'Visite effectuée ; retour du candidat transmis au propriétaire.'],
      email: [
        AGENT,
        `Suivi de la mise en vente : ${what}`,
        'Point sur les visites et les demandes de la semaine.',
      ],
      phone: [AGENT, `Appel au sujet de : ${what}`, 'Échange sur le prix et les prochaines visites.'],
      meeting: [
        AGENT,
        `Rendez-vous à l’agence : ${what}`,
        'Bilan de la commercialisation et suite à donner.',
      ],
      report: [
        AGENT,
        `Rapport de commercialisation : ${what}`,
        'Visites, portails et demandes de la période.',
      ],
      offer: [visitor, `Offre reçue : ${what}`, 'Offre transmise au propriétaire pour décision.'],
    }[kind]
    return {
      ID: firstId + i,
      OwnerID: OWNER_ID,
      PropertyID: listing?.ID ?? null,
      Language: 'fr',
      Date: date,
      Type: kind,
      TypeName: typeNames[kind],
      Contact: contact,
      Subject: subject,
      Comment: comment,
      Status: status,
      StatusName: statusNames[status],
    }
  })
}

/**
 * Copies `source` (data/crm) to `dir` and gives the owner her 10 listings (taken from any other
 * owner, whose statistics of them go too), their two years of statistics and about 300
 * communications in all; then loads the folder through the importer's validation.
 */
export async function writeOwnerSnapshot(
  source: string,
  dir: string,
): Promise<{ snapshotDate: string; viewings: Map<number, number> }> {
  cpSync(source, dir, { recursive: true })
  const { SnapshotDate: snapshotDate } = readJson<{ SnapshotDate: string }>(dir, 'manifest.json')
  const listings = readJson<Listing[]>(dir, 'properties.fr.json')
  const mine = OWNER_PROPERTIES.map((id) => {
    const listing = listings.find((l) => l.ID === id)
    if (!listing) throw new Error(`listing ${id} is not in ${source}/properties.fr.json`)
    return listing
  })

  const owners = readJson<Owner[]>(dir, 'owners.json')
  for (const owner of owners) {
    owner.PropertyIDs =
      owner.ID === OWNER_ID
        ? [...OWNER_PROPERTIES]
        : owner.PropertyIDs.filter((id) => !OWNER_PROPERTIES.includes(id))
    if (owner.PropertyIDs.length === 0) throw new Error(`owner ${owner.ID} would be left without a listing`)
  }
  if (!owners.some((o) => o.ID === OWNER_ID)) throw new Error(`owner ${OWNER_ID} is not in ${source}`)
  writeJson(dir, 'owners.json', owners)

  const statistics = readJson<Statistics[]>(dir, 'statistics.json').filter(
    (s) => !OWNER_PROPERTIES.includes(s.PropertyID),
  )
  writeJson(dir, 'statistics.json', [...statistics, ...mine.map((l) => twoYearStatistics(l, snapshotDate))])

  const communications = readJson<Communication[]>(dir, 'communications.json')
  const hers = communications.filter((c) => c.OwnerID === OWNER_ID).length
  const firstId = Math.max(...communications.map((c) => c.ID)) + 1
  const added = ownerCommunications(mine, snapshotDate, firstId, COMMUNICATIONS - hers)
  writeJson(dir, 'communications.json', [...communications, ...added])

  await validateSnapshot(dir)
  // Her viewings per listing: the history's `visit` tab, 10 to a page.
  const viewings = new Map<number, number>()
  for (const c of [...communications, ...added])
    if (c.OwnerID === OWNER_ID && c.Type === 'visit' && c.PropertyID !== null)
      viewings.set(c.PropertyID, (viewings.get(c.PropertyID) ?? 0) + 1)
  return { snapshotDate, viewings }
}
