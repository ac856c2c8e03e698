import { demandAlert } from './alertMail'
import { absoluteUrl, type FooterLine, type MailBlock, type MailDocument, type MailLink } from './document'
import { renderHtml } from './html'
import {
  button,
  type Content,
  type Context,
  facts,
  greeting,
  type Kind,
  listingBlock,
  signature,
} from './parts'
import { renderText } from './text'
import { type MailTranslator, mailTranslator } from './translator'
import type { LeadMail, MailAgency, MailFact, RenderedMail } from './types'

/**
 * Subject, text and HTML of one mail, in the mail's language. Pure: no Payload, no request; the
 * caller gives the agency's details and absolute URLs (relative ones are resolved against the site).
 */
export function renderMail(mail: LeadMail, agency: MailAgency): RenderedMail {
  const t = mailTranslator(mail.locale)
  const link = (label: string, url: string): MailLink => ({ label, url: absoluteUrl(url, agency.siteUrl) })
  const content = compose(mail, { t, agency, link })
  const blocks = content.blocks.filter((item): item is MailBlock => Boolean(item))
  const first = blocks.find((item) => item.type === 'paragraph' || item.type === 'warning')
  const doc: MailDocument = {
    locale: mail.locale,
    // A subject is one header line, whatever a visitor typed into a name.
    subject: oneLine(content.subject),
    heading: content.heading,
    preheader: first && 'text' in first ? oneLine(first.text) : '',
    blocks,
    brand: {
      name: agency.name,
      color: agency.brandColor,
      logoUrl: absoluteUrl(agency.logoUrl, agency.siteUrl),
    },
    footer: footer(t, agency),
  }
  return { subject: doc.subject, text: renderText(doc), html: renderHtml(doc) }
}

function compose(mail: LeadMail, c: Context): Content {
  switch (mail.kind) {
    case 'agency-notification':
      return agencyNotification(mail, c)
    case 'visitor-confirmation':
      return visitorConfirmation(mail, c)
    case 'newsletter-confirm':
      return newsletterConfirm(mail, c)
    case 'demand-confirm':
      return demandConfirm(mail, c)
    case 'unsubscribe-confirm':
      return unsubscribeConfirm(mail, c)
    case 'demand-alert':
      return demandAlert(mail, c)
    case 'visit-confirmation':
      return visitConfirmation(mail, c)
    case 'documents':
      return documents(mail, c)
    case 'send-to-friend':
      return sendToFriend(mail, c)
    case 'password-reset':
      return passwordReset(mail, c)
  }
}

function agencyNotification(mail: Kind<'agency-notification'>, { t, link }: Context): Content {
  const { visitor, listing, formTitle } = mail
  const name = visitor.name.trim() || t('common.someone')
  const contact = [
    visitor.name.trim() ? { label: t('common.name'), value: visitor.name } : null,
    visitor.email ? { label: t('common.email'), value: visitor.email } : null,
    visitor.phone ? { label: t('common.phone'), value: visitor.phone } : null,
  ].filter((fact) => fact !== null)
  const reply = visitor.email
    ? t('agencyNotification.replyHint', { name, email: visitor.email })
    : visitor.phone
      ? t('agencyNotification.noEmailPhone', { name, phone: visitor.phone })
      : t('agencyNotification.noContact', { name })
  return {
    subject: listing
      ? t('agencyNotification.subjectListing', { formTitle, reference: listing.reference })
      : t('agencyNotification.subject', { formTitle }),
    heading: t('agencyNotification.heading'),
    blocks: [
      mail.needsReview && { type: 'warning', text: t('agencyNotification.needsReview') },
      { type: 'paragraph', text: t('agencyNotification.intro', { name, formTitle }) },
      listing && { type: 'heading', text: t('agencyNotification.listingHeading') },
      listing && listingBlock(listing, { t, link }),
      contact.length > 0 && { type: 'heading', text: t('agencyNotification.visitorHeading') },
      contact.length > 0 && facts(contact, t),
      mail.facts.length > 0 && { type: 'heading', text: t('agencyNotification.factsHeading') },
      mail.facts.length > 0 && facts(mail.facts, t),
      { type: 'paragraph', text: reply },
      button(link(t('agencyNotification.openInAdmin'), mail.adminUrl), t),
    ],
  }
}

function visitorConfirmation(mail: Kind<'visitor-confirmation'>, c: Context): Content {
  const { t, agency } = c
  const { listing, formTitle } = mail
  const address = [agency.street, agency.zipCity].filter(Boolean).join(', ')
  const contact = [
    agency.phone ? { label: t('common.phone'), value: agency.phone } : null,
    agency.email ? { label: t('common.email'), value: agency.email } : null,
    address ? { label: t('common.address'), value: address } : null,
  ].filter((fact) => fact !== null)
  return {
    subject: listing
      ? t('visitorConfirmation.subjectListing', { reference: listing.reference })
      : t('visitorConfirmation.subject'),
    heading: t('visitorConfirmation.heading'),
    blocks: [
      greeting(mail.visitorName, t),
      { type: 'paragraph', text: t('visitorConfirmation.intro', { formTitle }) },
      listing && { type: 'heading', text: t('visitorConfirmation.listingHeading') },
      listing && listingBlock(listing, c),
      mail.facts.length > 0 && { type: 'heading', text: t('visitorConfirmation.factsHeading') },
      mail.facts.length > 0 && facts(mail.facts, t),
      contact.length > 0 && { type: 'heading', text: t('visitorConfirmation.contactHeading') },
      contact.length > 0 && { type: 'paragraph', text: t('visitorConfirmation.contactIntro') },
      contact.length > 0 && facts(contact, t),
      signature(c),
      { type: 'note', text: t('visitorConfirmation.notYou') },
    ],
  }
}

function newsletterConfirm(mail: Kind<'newsletter-confirm'>, c: Context): Content {
  const { t, link } = c
  return {
    subject: t('newsletterConfirm.subject'),
    heading: t('newsletterConfirm.heading'),
    blocks: [
      greeting(mail.visitorName, t),
      { type: 'paragraph', text: t('newsletterConfirm.intro') },
      button(link(t('newsletterConfirm.button'), mail.confirmUrl), t),
      { type: 'note', text: t('newsletterConfirm.ignore') },
      signature(c),
    ],
  }
}

function demandConfirm(mail: Kind<'demand-confirm'>, c: Context): Content {
  const { t, link } = c
  return {
    subject: t('demandConfirm.subject'),
    heading: t('demandConfirm.heading'),
    blocks: [
      greeting(mail.visitorName, t),
      { type: 'paragraph', text: t('demandConfirm.intro') },
      button(link(t('demandConfirm.button'), mail.confirmUrl), t),
      { type: 'paragraph', text: t('demandConfirm.validity', { days: mail.days }) },
      mail.facts.length > 0 && { type: 'heading', text: t('demandConfirm.factsHeading') },
      mail.facts.length > 0 && facts(mail.facts, t),
      { type: 'paragraph', text: t('demandConfirm.deleteIntro') },
      { type: 'links', links: [link(t('demandConfirm.deleteLink'), mail.deleteUrl)] },
      signature(c),
      { type: 'note', text: t('demandConfirm.ignore') },
    ],
  }
}

function unsubscribeConfirm(mail: Kind<'unsubscribe-confirm'>, c: Context): Content {
  const { t, link } = c
  return {
    subject: t('unsubscribeConfirm.subject'),
    heading: t('unsubscribeConfirm.heading'),
    blocks: [
      greeting('', t),
      { type: 'paragraph', text: t('unsubscribeConfirm.intro') },
      ...mail.topics.map((topic): MailBlock => ({
        type: 'paragraph',
        text: t(`unsubscribeConfirm.${topic}`),
      })),
      button(link(t('unsubscribeConfirm.button'), mail.unsubscribeUrl), t),
      { type: 'note', text: t('unsubscribeConfirm.ignore') },
      signature(c),
    ],
  }
}

function visitConfirmation(mail: Kind<'visit-confirmation'>, c: Context): Content {
  const { t } = c
  const { reference } = mail.listing
  const rows: MailFact[] = [
    { label: t('visitConfirmation.when'), value: mail.when },
    ...(mail.location ? [{ label: t('visitConfirmation.where'), value: mail.location }] : []),
  ]
  return {
    subject: t('visitConfirmation.subject', { reference }),
    heading: t('visitConfirmation.heading'),
    blocks: [
      greeting(mail.visitorName, t),
      { type: 'paragraph', text: t('visitConfirmation.intro') },
      facts(rows, t),
      listingBlock(mail.listing, c),
      { type: 'paragraph', text: t('visitConfirmation.calendar') },
      { type: 'paragraph', text: t('visitConfirmation.cancel') },
      signature(c),
      { type: 'note', text: t('visitConfirmation.notYou') },
    ],
  }
}

function documents(mail: Kind<'documents'>, c: Context): Content {
  const { t, link } = c
  const { title, reference } = mail.listing
  return {
    subject: t('documents.subject', { reference }),
    heading: t('documents.heading'),
    blocks: [
      greeting(mail.visitorName, t),
      { type: 'paragraph', text: t('documents.intro', { title, reference }) },
      { type: 'links', links: mail.documents.map((doc) => link(doc.name, doc.url)) },
      { type: 'paragraph', text: t('documents.expiry', { expiresAt: mail.expiresAt }) },
      listingBlock(mail.listing, c),
      { type: 'paragraph', text: t('documents.questions') },
      signature(c),
    ],
  }
}

function sendToFriend(mail: Kind<'send-to-friend'>, c: Context): Content {
  const { t } = c
  const senderName = mail.senderName.trim() || t('common.someone')
  const message = mail.message?.trim()
  return {
    subject: t('sendToFriend.subject', { senderName }),
    heading: t('sendToFriend.heading'),
    blocks: [
      greeting(mail.friendName, t),
      { type: 'paragraph', text: t('sendToFriend.intro', { senderName }) },
      Boolean(message) && { type: 'paragraph', text: t('sendToFriend.messageIntro', { senderName }) },
      Boolean(message) && { type: 'quote', text: message ?? '' },
      listingBlock(mail.listing, c),
      signature(c),
      { type: 'note', text: t('sendToFriend.why', { senderName }) },
    ],
  }
}

function passwordReset(mail: Kind<'password-reset'>, c: Context): Content {
  const { t, link } = c
  const { email } = mail
  const first = mail.firstPassword
  return {
    subject: first ? t('passwordReset.subjectFirst') : t('passwordReset.subject'),
    heading: first ? t('passwordReset.headingFirst') : t('passwordReset.heading'),
    blocks: [
      greeting(mail.name, t),
      {
        type: 'paragraph',
        text: first
          ? t('passwordReset.introFirst', { email })
          : mail.audience === 'owner'
            ? t('passwordReset.introOwner', { email })
            : t('passwordReset.introStaff', { email }),
      },
      button(link(first ? t('passwordReset.buttonFirst') : t('passwordReset.button'), mail.resetUrl), t),
      { type: 'paragraph', text: t('passwordReset.validity') },
      signature(c),
      { type: 'note', text: first ? t('passwordReset.ignoreFirst') : t('passwordReset.ignore') },
    ],
  }
}

function footer(t: MailTranslator, agency: MailAgency): FooterLine[] {
  const site = absoluteUrl(agency.siteUrl, agency.siteUrl)
  const lines: (FooterLine | null)[] = [
    agency.street ? { text: agency.street, href: null } : null,
    agency.zipCity ? { text: agency.zipCity, href: null } : null,
    agency.phone
      ? {
          text: t('common.footerPhone', { phone: agency.phone }),
          href: `tel:${agency.phone.replace(/[^+\d]/g, '')}`,
        }
      : null,
    agency.email ? { text: agency.email, href: `mailto:${agency.email}` } : null,
    site ? { text: site.replace(/\/$/, ''), href: site } : null,
  ]
  return lines.filter((line) => line !== null)
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}
