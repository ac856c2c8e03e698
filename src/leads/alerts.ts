import 'server-only'

import { sql } from 'drizzle-orm'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { priceText } from '@/components/property/priceText'
import { getDemandChoices } from '@/data/demandChoices'
import { storedCriteria } from '@/data/demandIndex'
import { getPropertyCards } from '@/data/propertyList'
import { getRouteTable } from '@/data/routeTable'
import { queryRowsIn } from '@/db/rows'
import { type AlertDemand, type AlertTrigger, type Digest, planDigests } from '@/domain/demand/alerts'
import { createDemandIndex } from '@/domain/demand/match'
import { formatEuro } from '@/domain/format/formatEuro'
import { crmPhotoUrl } from '@/domain/media/crmPhotoUrl'
import { propertyHref } from '@/domain/routes/links'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { readDemandListings } from '@/integrations/omnicasa/alerts'
import { mailConfig, mailFrom } from '@/mail/config'
import { renderMail } from '@/mail/render'
import type { AlertMailItem } from '@/mail/types'
import type { Demand } from '@/payload-types'
import { demandDeletePath } from './demandLinks'
import { queueDrain } from './store'
import { mailAgency } from './store'
import { unsubscribePath } from './unsubscribeLinks'

const DAY_MS = 24 * 60 * 60 * 1000
/** Listing events older than this alert no one (the retention job deletes them). */
const EVENT_DAYS = 30
/** A digest shows this many listings at most; the mail says how many more there are on the site. */
const MAX_ITEMS = 20

type Stored = AlertDemand & { id: number; doc: Demand }

const later = (a: string | null | undefined, b: string | null | undefined) =>
  !a ? (b ?? null) : !b ? a : Date.parse(a) >= Date.parse(b) ? a : b

const personKey = (email: string) => email.trim().toLowerCase()

export type AlertRun = { sent: number; deferred: number; skipped: number }

/**
 * The alert digests (issue 18): every confirmed demand hears, once a day at most, of the listings
 * that became new to it or dropped in price since it was confirmed or last alerted, each listing
 * once, in the person's language. The triggers are the `listing-events` the imports recorded;
 * a person alerted less than 24 hours ago keeps theirs for a later run (the job also runs every
 * hour). Safe in several processes at once: a person's demands are claimed with one conditional
 * update in the transaction that stores the mail, so a digest is stored once.
 */
export async function sendAlerts(payload: Payload, now = new Date()): Promise<AlertRun> {
  const run: AlertRun = { sent: 0, deferred: 0, skipped: 0 }
  const { docs } = await payload.find({
    collection: 'demands',
    where: { status: { equals: 'confirmed' } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length === 0) return run
  const demands: Stored[] = docs.map((doc) => ({
    id: doc.id,
    email: doc.email,
    criteria: storedCriteria(doc),
    lastAlertAt: doc.lastAlertAt ?? null,
    alertsFrom: later(doc.lastAlertAt, doc.confirmedAt) ?? doc.createdAt,
    doc,
  }))
  const floor = now.getTime() - EVENT_DAYS * DAY_MS
  const oldest = Math.max(floor, Math.min(...demands.map((d) => Date.parse(d.alertsFrom ?? '') || floor)))
  const { docs: events } = await payload.find({
    collection: 'listing-events',
    where: { createdAt: { greater_than: new Date(oldest).toISOString() } },
    sort: 'createdAt',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (events.length === 0) return run

  // Each event against the listing as it is now: withdrawn since, it alerts no one; a drop counts
  // only while the price is still below the one it dropped from.
  // A listing deleted by hand left its events without one.
  const ids = [
    ...new Set(events.flatMap((event) => (typeof event.property === 'number' ? [event.property] : []))),
  ]
  const listings = new Map((await readDemandListings(payload, { ids })).map((l) => [l.id, l]))
  const triggers = events.flatMap((event): AlertTrigger[] => {
    const listing = typeof event.property === 'number' ? listings.get(event.property) : undefined
    if (!listing) return []
    if (event.reason === 'new') return [{ reason: 'new', listing, at: event.createdAt }]
    const previousPrice = event.previousPrice
    if (typeof previousPrice !== 'number' || listing.price === null || listing.price >= previousPrice)
      return []
    return [{ reason: 'price-drop', listing, previousPrice, at: event.createdAt }]
  })

  const plan = planDigests({ triggers, index: createDemandIndex(demands), now })
  run.deferred = plan.deferred.length
  const byPerson = new Map<string, Stored[]>()
  for (const demand of demands) {
    const key = personKey(demand.email)
    byPerson.set(key, [...(byPerson.get(key) ?? []), demand])
  }
  for (const digest of plan.due) {
    const stored = await storeDigest(payload, digest, byPerson.get(personKey(digest.email)) ?? [], now)
    if (stored) run.sent++
    else run.skipped++
  }
  return run
}

/**
 * One digest: its mail stored in the outbox and the person's demands stamped with `lastAlertAt`,
 * in one transaction. The stamp is a conditional update on the values read: if another process
 * stamped them meanwhile (it sent this digest), nothing is stored. Returns whether it was.
 */
async function storeDigest(
  payload: Payload,
  digest: Digest<Stored>,
  person: Stored[],
  now: Date,
): Promise<boolean> {
  const matched = person.filter((demand) => digest.demandIds.includes(demand.id))
  // The language of the person's latest demand: what they last chose.
  const latest = matched.reduce((a, b) => (b.id > a.id ? b : a))
  const mail = await composeDigest(digest, matched, latest)
  if (!mail) return false

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const stamp = now.toISOString()
    const cutoff = new Date(now.getTime() - DAY_MS).toISOString()
    const ids = person.map((demand) => demand.id)
    const claimed = await queryRowsIn<{ id: number | string }>(
      payload,
      req,
      sql`UPDATE demands SET last_alert_at = ${stamp}
          WHERE id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) AND status = 'confirmed' AND (last_alert_at IS NULL OR last_alert_at <= ${cutoff})
          RETURNING id`,
    )
    if (claimed.length !== ids.length) {
      await killTransaction(req)
      return false
    }
    await payload.create({ collection: 'mails', req, overrideAccess: true, depth: 0, data: mail })
    await queueDrain(payload, req)
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The digest's mail, in the language of the person's latest demand and with its name. */
async function composeDigest(digest: Digest<Stored>, demands: Stored[], latest: Stored) {
  const locale: Locale = isLocale(latest.doc.locale) ? latest.doc.locale : defaultLocale
  const [agency, table, cards, t, forms, choices] = await Promise.all([
    mailAgency(locale),
    getRouteTable(),
    getPropertyCards(
      digest.items.map((item) => item.listing.id),
      locale,
    ),
    getTranslations({ locale, namespace: 'Property' }),
    getTranslations({ locale, namespace: 'Forms' }),
    getDemandChoices(locale),
  ])
  const byId = new Map(cards.map((card) => [card.id, card]))
  const items = digest.items.slice(0, MAX_ITEMS).flatMap((item): AlertMailItem[] => {
    const card = byId.get(item.listing.id)
    if (!card) return []
    const details = [
      card.typeName,
      card.cityName,
      card.bedrooms ? t('bedrooms', { count: card.bedrooms }) : null,
    ].filter(Boolean)
    return [
      {
        reason: item.reason,
        title: card.title,
        url: `${agency.siteUrl}${propertyHref(table, locale, card)}`,
        photoUrl: card.photo ? crmPhotoUrl(new URL(card.photo.url, agency.siteUrl).href, 600) : null,
        price: priceText(card.price, t),
        previousPrice: item.reason === 'price-drop' ? formatEuro(item.previousPrice) : null,
        details: details.length > 0 ? details.join(' · ') : null,
      },
    ]
  })
  if (items.length === 0) return null
  const searches = demands.map((demand) => {
    const zones = demand.doc.zones ?? []
    const summary = [
      forms(`goals.${demand.criteria.goal}` as 'goals.buy'),
      demand.criteria.webIds.map(choices.typeName).join(', '),
      zones.slice(0, 3).map(choices.zoneName).join(', ') + (zones.length > 3 ? '…' : ''),
    ]
      .filter(Boolean)
      .join(' · ')
    return { summary, deleteUrl: `${agency.siteUrl}${demandDeletePath(demand.id, locale)}` }
  })
  const unsubscribeUrl = `${agency.siteUrl}${unsubscribePath({ kind: 'demand', id: latest.id }, locale)}`
  const rendered = renderMail(
    {
      kind: 'demand-alert',
      locale,
      visitorName: [latest.doc.firstName, latest.doc.lastName].filter(Boolean).join(' '),
      items,
      searches,
      unsubscribeUrl,
    },
    agency,
  )
  return {
    kind: 'demand-alert' as const,
    locale,
    from: mailFrom(agency.name, mailConfig().from),
    to: digest.email,
    replyTo: agency.email,
    listUnsubscribe: unsubscribeUrl,
    ...rendered,
  }
}
