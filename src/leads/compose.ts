import 'server-only'

import { visitWhen } from '@/domain/demand/visitDays'
import type { FormValues, VisitorForm } from '@/domain/forms/schemas'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { mailConfig, mailFrom } from '@/mail/config'
import { renderMail } from '@/mail/render'
import { mailTranslator } from '@/mail/translator'
import type { LeadMail, MailAgency, MailAttachment, MailFact } from '@/mail/types'
import { DEMAND_LINK_DAYS, demandConfirmPath, demandDeletePath } from './demandLinks'
import { DOCUMENT_LINK_DAYS, signDocumentLink } from './documentLinks'
import { leadFacts } from './facts'
import { newsletterConfirmPath } from './signedLinks'
import type { LeadSubject } from './subject'
import { unsubscribePath } from './unsubscribeLinks'
import { visitCalendar } from './visitCalendar'

/** A row of the `mails` collection, ready to store. */
export type MailRow = {
  kind: LeadMail['kind']
  locale: Locale
  from: string
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string
  attachments: MailAttachment[] | null
}

/** A booked visit (src/leads/visits.ts) and where it takes place. */
export type ComposedVisit = { slotId: number; startsAt: string; endsAt: string; location: string | null }

type Compose<F extends VisitorForm> = {
  leadId: number
  form: F
  locale: Locale
  values: FormValues<F>
  subject: LeadSubject | null
  agency: MailAgency
  /** Where the agency's copy goes (the site settings' address), or null when none is set. */
  agencyInbox: string | null
  /** Sent without a solved captcha: only the agency hears of it, flagged. */
  needsReview: boolean
  adminUrl: string
  /** The search demand a demand-register lead stored with it (src/leads/store.ts). */
  demandId?: number
  /** The visit a contact-appointment lead booked, in the same transaction. */
  visit?: ComposedVisit
}

const visitorConfirmed = new Set<VisitorForm>([
  'site-contact',
  'contact-me',
  'contact-construction',
  'contact-demand',
  'purchase-offer',
  'rent-application',
  'holiday-request',
])

/** A demand's criteria without the person: the confirmation mail lists what was registered. */
function demandCriteria<F extends VisitorForm>(values: FormValues<F>): FormValues<F> {
  const {
    title: _t,
    firstName: _f,
    lastName: _l,
    email: _e,
    phone: _p,
    ...criteria
  } = values as Record<string, unknown>
  return criteria as FormValues<F>
}

/**
 * The messages a lead sends (issue 15): the agency's notification (From the site, Reply-To the
 * visitor, in the agency's language), and what the visitor asked for in theirs: a confirmation,
 * the documents, the newsletter's opt-in link, the friend's mail. A submission waiting for review
 * reaches only the agency, so a bot cannot use the site to mail strangers.
 */
export async function composeMails<F extends VisitorForm>(input: Compose<F>): Promise<MailRow[]> {
  const { form, locale, values, subject, agency, agencyInbox, needsReview } = input
  const v = values as Record<string, unknown>
  const visitorEmail = typeof v.email === 'string' ? v.email : null
  const visitorName = [v.firstName, v.lastName].filter(Boolean).join(' ') || String(v.name ?? '')
  const listing = subject?.listing ?? null
  const from = mailFrom(agency.name, mailConfig().from)
  const mails: { mail: LeadMail; to: string; replyTo: string | null; attachments?: MailAttachment[] }[] = []
  const { visit } = input
  // The visit's time first: the slot's id means nothing to a reader.
  const visitFact = async (language: Locale): Promise<MailFact[]> => {
    if (!visit) return []
    const formsT = await getTranslations({ locale: language, namespace: 'Forms' })
    return [{ label: formsT('fields.slot'), value: visitWhen(visit.startsAt, visit.endsAt, language) }]
  }

  // A newsletter sign-up or an unsubscribe request is no work for the agency: it is in the leads.
  if (agencyInbox && form !== 'sign-newsletter' && form !== 'unsubscribe') {
    const formsT = await getTranslations({ locale: defaultLocale, namespace: 'Forms' })
    mails.push({
      to: agencyInbox,
      replyTo: visitorEmail,
      mail: {
        kind: 'agency-notification',
        locale: defaultLocale,
        formTitle: formsT(`names.${form}` as 'names.site-contact'),
        visitor: {
          name: visitorName,
          email: visitorEmail,
          phone: typeof v.phone === 'string' ? v.phone : null,
        },
        facts: [...(await visitFact(defaultLocale)), ...(await leadFacts(form, values, defaultLocale))],
        listing,
        adminUrl: input.adminUrl,
        needsReview,
      },
    })
  }

  if (!needsReview && visitorEmail) {
    const formsT = await getTranslations({ locale, namespace: 'Forms' })
    const replyTo = agency.email
    if (visitorConfirmed.has(form)) {
      mails.push({
        to: visitorEmail,
        replyTo,
        mail: {
          kind: 'visitor-confirmation',
          locale,
          formTitle: formsT(`names.${form}` as 'names.site-contact'),
          visitorName,
          facts: await leadFacts(form, values, locale),
          listing,
        },
      })
    }
    if (form === 'sign-newsletter') {
      mails.push({
        to: visitorEmail,
        replyTo,
        mail: {
          kind: 'newsletter-confirm',
          locale,
          visitorName,
          confirmUrl: `${agency.siteUrl}${newsletterConfirmPath(input.leadId, locale)}`,
        },
      })
    }
    if (form === 'unsubscribe') {
      const { remove } = values as FormValues<'unsubscribe'>
      mails.push({
        to: visitorEmail,
        replyTo,
        mail: {
          kind: 'unsubscribe-confirm',
          locale,
          topics: remove,
          unsubscribeUrl: `${agency.siteUrl}${unsubscribePath({ kind: 'request', id: input.leadId }, locale)}`,
        },
      })
    }
    if (form === 'demand-register' && input.demandId !== undefined) {
      mails.push({
        to: visitorEmail,
        replyTo,
        mail: {
          kind: 'demand-confirm',
          locale,
          visitorName,
          facts: await leadFacts(form, demandCriteria(values), locale),
          confirmUrl: `${agency.siteUrl}${demandConfirmPath(input.demandId, locale)}`,
          deleteUrl: `${agency.siteUrl}${demandDeletePath(input.demandId, locale)}`,
          days: DEMAND_LINK_DAYS.confirm,
        },
      })
    }
    if (form === 'contact-appointment' && visit && listing) {
      const mailT = mailTranslator(locale)
      const calendar = visitCalendar({
        uid: `visit-${visit.slotId}-lead-${input.leadId}@${new URL(agency.siteUrl).hostname}`,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        title: mailT('visitConfirmation.calendarTitle', { title: listing.title }),
        location: visit.location,
        description: mailT('visitConfirmation.calendarDescription', {
          reference: listing.reference,
          agency: agency.name,
          url: listing.url,
        }),
        url: listing.url,
        organizer: { name: agency.name, email: agency.email },
      })
      mails.push({
        to: visitorEmail,
        replyTo,
        mail: {
          kind: 'visit-confirmation',
          locale,
          visitorName,
          when: visitWhen(visit.startsAt, visit.endsAt, locale),
          location: visit.location,
          listing,
        },
        attachments: [
          {
            filename: 'visit.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: calendar,
          },
        ],
      })
    }
    if (form === 'document-request' && subject?.kind === 'property') {
      const expiresAt = new Date(Date.now() + DOCUMENT_LINK_DAYS * 86_400_000)
      mails.push({
        to: visitorEmail,
        replyTo,
        mail: {
          kind: 'documents',
          locale,
          visitorName,
          listing: subject.listing,
          documents: subject.documents.map((document) => ({
            name: document.name,
            url: `${agency.siteUrl}${signDocumentLink(document.href, expiresAt)}`,
          })),
          expiresAt,
        },
      })
    }
    if (form === 'send-to-friend' && subject) {
      mails.push({
        to: String(v.friendEmail),
        replyTo: visitorEmail,
        mail: {
          kind: 'send-to-friend',
          locale,
          friendName: [v.friendFirstName, v.friendLastName].filter(Boolean).join(' '),
          senderName: visitorName,
          message: typeof v.message === 'string' ? v.message : null,
          listing: subject.listing,
        },
      })
    }
  }

  return Promise.all(
    mails.map(async ({ mail, to, replyTo, attachments }) => {
      const rendered = await renderMail(mail, agency)
      return {
        kind: mail.kind,
        locale: mail.locale,
        from,
        to,
        replyTo,
        ...rendered,
        attachments: attachments ?? null,
      }
    }),
  )
}
