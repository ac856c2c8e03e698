import type { Payload, TaskConfig, Where } from 'payload'

export const RETENTION_QUEUE = 'maintenance'
const ANONYMISE_TASK = 'anonymiseLeads'
const SPAM_DAYS = 30
// A demand's confirmation link is good for 30 days (src/leads/demandLinks.ts): one still pending
// after that will never be confirmed. An unsubscribed one is kept 30 days for staff, then goes.
const DEMAND_DAYS = 30
const DEFAULT_MONTHS = 36

/** The moment before which leads are anonymised: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

export type RetentionResult = {
  anonymised: number
  spamDeleted: number
  demandsDeleted: number
  /** Search alerts sent more than 30 days ago, and the listing changes that triggered them. */
  alertsDeleted: number
}

/**
 * GDPR art. 5(1)(e): personal data kept no longer than needed. Leads older than the site settings'
 * retention lose every personal detail (names, e-mail, phone, message, answers, notes, the mails
 * sent for them); what remains (form, language, date, listing, campaign) still counts in statistics.
 * Spam is deleted after 30 days, and so are search demands nobody confirmed or that were
 * unsubscribed (their person's details with them); a confirmed demand stays until unsubscribed.
 * The alert digests (mails of no lead) and the listing changes behind them go after 30 days.
 */
export async function anonymiseOldLeads(payload: Payload, now = new Date()): Promise<RetentionResult> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const months = settings.leadRetentionMonths ?? DEFAULT_MONTHS
  const cutoff = retentionCutoff(now, months).toISOString()
  const old = await payload.find({
    collection: 'leads',
    overrideAccess: true,
    depth: 0,
    limit: 0,
    pagination: false,
    select: { createdAt: true },
    where: { createdAt: { less_than: cutoff }, anonymisedAt: { exists: false } },
  })
  const ids = old.docs.map((doc) => doc.id)
  if (ids.length > 0) {
    await payload.delete({ collection: 'mails', overrideAccess: true, where: { lead: { in: ids } } })
    // What the CRM was sent carries the same details (the CRM keeps its own copy, by its rules).
    await payload.delete({ collection: 'crm-pushes', overrideAccess: true, where: { lead: { in: ids } } })
    await payload.update({
      collection: 'leads',
      overrideAccess: true,
      where: { id: { in: ids } },
      data: {
        title: null,
        firstName: null,
        lastName: null,
        email: null,
        phone: null,
        message: null,
        data: {},
        notes: [],
        source: { page: null, landingPage: null, referrer: null },
        anonymisedAt: now.toISOString(),
      },
    })
  }
  const spam = await payload.delete({
    collection: 'leads',
    overrideAccess: true,
    where: {
      status: { equals: 'spam' },
      createdAt: { less_than: new Date(now.getTime() - SPAM_DAYS * 86_400_000).toISOString() },
    },
  })
  const demandCutoff = new Date(now.getTime() - DEMAND_DAYS * 86_400_000).toISOString()
  const endedDemands: Where = {
    or: [
      { status: { equals: 'pending' }, createdAt: { less_than: demandCutoff } },
      { status: { equals: 'unsubscribed' }, updatedAt: { less_than: demandCutoff } },
    ],
  }
  const ended = await payload.find({
    collection: 'demands',
    overrideAccess: true,
    depth: 0,
    limit: 0,
    pagination: false,
    select: { status: true },
    where: endedDemands,
  })
  if (ended.docs.length > 0) {
    await payload.delete({
      collection: 'crm-pushes',
      overrideAccess: true,
      where: { demand: { in: ended.docs.map((doc) => doc.id) } },
    })
  }
  const demands = await payload.delete({ collection: 'demands', overrideAccess: true, where: endedDemands })
  const alertMails = await payload.delete({
    collection: 'mails',
    overrideAccess: true,
    where: { kind: { equals: 'demand-alert' }, createdAt: { less_than: demandCutoff } },
  })
  await payload.delete({
    collection: 'listing-events',
    overrideAccess: true,
    where: { createdAt: { less_than: demandCutoff } },
  })
  return {
    anonymised: ids.length,
    spamDeleted: spam.docs.length,
    demandsDeleted: demands.docs.length,
    alertsDeleted: alertMails.docs.length,
  }
}

export const anonymiseLeadsTask: TaskConfig<{ input: object; output: object }> = {
  slug: ANONYMISE_TASK,
  label: 'Anonymise old leads',
  schedule: [{ cron: '0 30 3 * * *', queue: RETENTION_QUEUE }],
  handler: async ({ req }) => {
    const result = await anonymiseOldLeads(req.payload)
    if (result.anonymised + result.spamDeleted + result.demandsDeleted + result.alertsDeleted > 0) {
      req.payload.logger.info(
        `retention: ${result.anonymised} leads anonymised, ${result.spamDeleted} spam deleted, ${result.demandsDeleted} unconfirmed or unsubscribed demands deleted, ${result.alertsDeleted} alert mails deleted`,
      )
    }
    return { output: {} }
  },
}
