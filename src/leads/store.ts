import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { getContactDetails } from '@/data/contact'
import { getSiteBasics } from '@/data/settings'
import type { LeadSource } from '@/domain/forms/leadSource'
import type { FormValues, VisitorForm } from '@/domain/forms/schemas'
import type { Locale } from '@/i18n/locales'
import type { MailAgency } from '@/mail/types'
import { type ComposedVisit, composeMails } from './compose'
import { storeDemand } from './demands'
import { DRAIN_TASK, MAIL_QUEUE } from './outbox'
import type { LeadSubject } from './subject'
import { bookVisitSlot } from './visits'

export type NewLead<F extends VisitorForm> = {
  form: F
  locale: Locale
  values: FormValues<F>
  subject: LeadSubject | null
  source: LeadSource
  /** 'review': kept for staff to check (no JavaScript, or an old page); 'spam': a trap caught it. */
  verdict: 'accept' | 'review' | 'spam'
  reasons: string[]
  /** The testimonial's photo, checked by the action. */
  image?: { data: Buffer; mimetype: string; name: string; size: number } | null
}

export async function mailAgency(locale: Locale): Promise<MailAgency> {
  const [contact, site] = await Promise.all([getContactDetails(locale), getSiteBasics()])
  return {
    name: contact.name || site.agencyName,
    email: contact.email,
    phone: contact.phone,
    street: contact.street,
    zipCity: contact.zipCity,
    siteUrl: site.siteUrl,
    brandColor: site.brandColor,
    logoUrl: null,
  }
}

type StringField = 'title' | 'firstName' | 'lastName' | 'email' | 'phone' | 'message'

/**
 * Stores a visitor's submission with the mails it sends, in one transaction (issue 15): once this
 * returns, the lead is committed and its mails are in the outbox, whatever happens to the mail
 * server or this process afterwards. Nothing here talks to the outside world.
 */
export async function storeLead<F extends VisitorForm>(payload: Payload, lead: NewLead<F>): Promise<number> {
  const values = lead.values as Record<string, unknown>
  const pick = (name: StringField) =>
    typeof values[name] === 'string' ? (values[name] as string) : undefined
  const agency = await mailAgency(lead.locale)
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    // Issue 18: the visit's place is taken first, in this transaction; a full slot throws
    // AppointmentsFullError and nothing is stored. Spam takes no place.
    let visit: ComposedVisit | undefined
    if (lead.form === 'contact-appointment' && lead.verdict !== 'spam' && lead.subject?.kind === 'property') {
      const { slot } = lead.values as FormValues<'contact-appointment'>
      const booked = await bookVisitSlot(payload, req, slot, lead.subject.id)
      visit = { ...booked, location: lead.subject.location }
    }
    const created = await payload.create({
      collection: 'leads',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        form: lead.form,
        locale: lead.locale,
        title: pick('title') as 'mr' | undefined,
        firstName: pick('firstName') ?? (typeof values.name === 'string' ? values.name : undefined),
        lastName: pick('lastName'),
        email: pick('email'),
        phone: pick('phone'),
        message: pick('message') ?? (typeof values.comment === 'string' ? values.comment : undefined),
        property: lead.subject?.kind === 'property' ? lead.subject.id : undefined,
        project: lead.subject?.kind === 'project' ? lead.subject.id : undefined,
        visitSlot: visit?.slotId,
        data: values,
        status: lead.verdict === 'spam' ? 'spam' : 'new',
        review: lead.verdict === 'accept' ? undefined : lead.reasons.join(', ') || lead.verdict,
        source: lead.source,
      },
    })
    if (lead.form === 'testimonial') await storeTestimonial(payload, req, lead, created.id)
    // Spam is kept as a lead for staff to see, never as a demand that could receive alerts.
    const demandId =
      lead.form === 'demand-register' && lead.verdict !== 'spam'
        ? await storeDemand(
            payload,
            req,
            lead.values as FormValues<'demand-register'>,
            lead.locale,
            created.id,
          )
        : undefined

    if (lead.verdict !== 'spam') {
      const mails = await composeMails({
        leadId: created.id,
        form: lead.form,
        locale: lead.locale,
        values: lead.values,
        subject: lead.subject,
        agency,
        agencyInbox: agency.email,
        needsReview: lead.verdict === 'review',
        adminUrl: `${agency.siteUrl}/admin/collections/leads/${created.id}`,
        demandId,
        visit,
      })
      for (const mail of mails) {
        await payload.create({
          collection: 'mails',
          req,
          overrideAccess: true,
          depth: 0,
          data: { ...mail, lead: created.id },
        })
      }
      if (mails.length > 0) await queueDrain(payload, req)
    }
    await commitTransaction(req)
    return created.id
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Queues the outbox's drain in the caller's transaction, unless one is already waiting: the job is
 * part of the outbox, committed with the mails and run by any process's job runner; one waiting
 * job drains every due mail, so a burst of leads queues one, not one each.
 */
export async function queueDrain(payload: Payload, req: Awaited<ReturnType<typeof createLocalReq>>) {
  if (await drainJobWaiting(payload, req)) return
  await payload.jobs.queue({ task: DRAIN_TASK, queue: MAIL_QUEUE, input: {}, req })
}

async function drainJobWaiting(
  payload: Payload,
  req: Awaited<ReturnType<typeof createLocalReq>>,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    req,
    overrideAccess: true,
    where: {
      taskSlug: { equals: DRAIN_TASK },
      processing: { equals: false },
      completedAt: { exists: false },
      hasError: { not_equals: true },
      // The scheduled sweep waits for its minute: a new lead's mails should not wait with it.
      or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: new Date().toISOString() } }],
    },
  })
  return totalDocs > 0
}

async function storeTestimonial<F extends VisitorForm>(
  payload: Payload,
  req: Awaited<ReturnType<typeof createLocalReq>>,
  lead: NewLead<F>,
  leadId: number,
): Promise<void> {
  const values = lead.values as FormValues<'testimonial'>
  let image: number | undefined
  if (lead.image) {
    const media = await payload.create({
      collection: 'media',
      req,
      overrideAccess: true,
      depth: 0,
      data: { alt: values.name },
      file: lead.image,
    })
    image = media.id
  }
  await payload.create({
    collection: 'testimonials',
    req,
    overrideAccess: true,
    depth: 0,
    data: {
      name: values.name,
      comment: values.comment,
      aboutYou: values.aboutYou,
      website: values.website,
      image,
      language: lead.locale,
      approved: false,
      postedAt: new Date().toISOString(),
      lead: leadId,
    },
  })
}
