import type { Locale } from '@/i18n/locales'

/** The agency as mails show it: name and contact lines in the footer, colour in the header. */
export type MailAgency = {
  name: string
  email: string | null
  phone: string | null
  street: string | null
  zipCity: string | null
  siteUrl: string
  brandColor: string
  logoUrl: string | null
}

/** One line of a lead's summary, already translated into the mail's language. */
export type MailFact = { label: string; value: string }

/** The listing or project a lead is about. */
export type MailListing = { reference: string; title: string; url: string }

/** One listing of an alert digest. */
export type AlertMailItem = {
  reason: 'new' | 'price-drop'
  title: string
  url: string
  photoUrl: string | null
  /** The price as the site words it ('€ 350.000', 'Prix sur demande'). */
  price: string
  /** A drop's earlier price, worded; null for a new listing. */
  previousPrice: string | null
  /** Town and type, bedrooms… one short line, or null. */
  details: string | null
}

/** Every mail the site sends, by kind. Texts are rendered in `locale`. */
export type LeadMail =
  | {
      /** To the agency: what a visitor sent, with a link to the lead in the admin. */
      kind: 'agency-notification'
      locale: Locale
      /** The form's name in the mail's language ("Formulaire de contact"). */
      formTitle: string
      visitor: { name: string; email: string | null; phone: string | null }
      facts: MailFact[]
      listing: MailListing | null
      adminUrl: string
      /** Sent without a solved captcha (no JavaScript): staff should check it is a person. */
      needsReview: boolean
    }
  | {
      /** To the visitor: we received your request, with a copy of what they sent. */
      kind: 'visitor-confirmation'
      locale: Locale
      formTitle: string
      visitorName: string
      facts: MailFact[]
      listing: MailListing | null
    }
  | {
      /** Newsletter double opt-in: the visitor confirms with the link. */
      kind: 'newsletter-confirm'
      locale: Locale
      visitorName: string
      confirmUrl: string
    }
  | {
      /** Demand register double opt-in (issue 18): what was registered, a link to confirm, one to delete. */
      kind: 'demand-confirm'
      locale: Locale
      visitorName: string
      facts: MailFact[]
      confirmUrl: string
      deleteUrl: string
      /** How long the confirmation link stays good. */
      days: number
    }
  | {
      /**
       * Issue 18: someone asked, on the unsubscribe page, to stop these mails to this address; the
       * link stops them (nobody can unsubscribe an address whose mail they cannot read).
       */
      kind: 'unsubscribe-confirm'
      locale: Locale
      topics: ('newsletter' | 'alerts')[]
      unsubscribeUrl: string
    }
  | {
      /**
       * Issue 18: the listings new to a person's confirmed search demands, or whose price went
       * down, since their last digest (one a day at most). Every link and text is ready: the alert
       * job words prices and places in the person's language.
       */
      kind: 'demand-alert'
      locale: Locale
      visitorName: string
      items: AlertMailItem[]
      /** Each demand the digest answers, with the link that deletes it. */
      searches: { summary: string; deleteUrl: string }[]
      /** Stops every alert to this address (also the List-Unsubscribe header's URL). */
      unsubscribeUrl: string
    }
  | {
      /**
       * Issue 18: the visitor's visit is booked (spec §4 "appointment status confirmed"): when,
       * where, the listing; the mail carries the visit as a calendar file.
       */
      kind: 'visit-confirmation'
      locale: Locale
      visitorName: string
      /** The visit's day and times in the mail's language, on the agency's clock. */
      when: string
      location: string | null
      listing: MailListing
    }
  | {
      /** The listing's documents as links that stop working at `expiresAt`. */
      kind: 'documents'
      locale: Locale
      visitorName: string
      listing: MailListing
      documents: { name: string; url: string }[]
      expiresAt: Date
    }
  | {
      /** A visitor sends a listing to a friend. */
      kind: 'send-to-friend'
      locale: Locale
      friendName: string
      senderName: string
      message: string | null
      listing: MailListing
    }
  | {
      /**
       * To an owner or a staff member who asked for it: a link to choose a password, valid for an
       * hour. `firstPassword`: an owner the CRM import created, who has never had one.
       */
      kind: 'password-reset'
      locale: Locale
      audience: 'owner' | 'staff'
      firstPassword: boolean
      name: string
      email: string
      resetUrl: string
    }

export type RenderedMail = { subject: string; text: string; html: string }

/** A message ready for the transport. `from` is always the site's own address (SPF/DKIM). */
export type OutgoingMail = {
  from: string
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string
  /** An absolute https URL that unsubscribes with one POST (RFC 8058), for mails such as alerts. */
  listUnsubscribe?: string | null
  /** Files sent with it (a visit's .ics), their content as text. */
  attachments?: MailAttachment[]
}

export type MailAttachment = { filename: string; contentType: string; content: string }
