import { readFileSync } from 'node:fs'

// What the visitor forms of issue 15 say (messages/{lang}/Forms.json and Mail.json, the seeded
// thank-you pages) and what a test's visitor types into them.

export type Lang = 'fr' | 'nl'
export type FormKey =
  | 'site-contact'
  | 'contact-me'
  | 'contact-construction'
  | 'contact-demand'
  | 'send-to-friend'
  | 'document-request'
  | 'sign-newsletter'
  | 'testimonial'
  | 'purchase-offer'
  | 'rent-application'
  | 'contact-appointment'
export type ErrorCode = 'required' | 'email' | 'phone' | 'number' | 'url' | 'date' | 'fileType'

export type FormsMessages = {
  fields: Record<string, string>
  titles: Record<string, string>
  slots: Record<string, string>
  devices: Record<string, string>
  optional: string
  summary: string
  noscript: string
  errors: Record<ErrorCode | 'captcha', string>
  notices: Record<'failure' | 'documentsAlready' | 'documentsError' | 'tooMany' | 'appointmentsFull', string>
  documents: Record<'expired' | 'invalid', string>
  testimonialsSection: Record<'heading', string>
  captcha: Record<'label' | 'verifying' | 'verified' | 'error' | 'expired', string>
  names: Record<FormKey, string>
  forms: Record<FormKey, Record<string, string>>
}

const read = (lang: Lang, file: string) =>
  JSON.parse(readFileSync(`messages/${lang}/${file}.json`, 'utf8')) as unknown
export const texts: Record<Lang, FormsMessages> = {
  fr: read('fr', 'Forms') as FormsMessages,
  nl: read('nl', 'Forms') as FormsMessages,
}
type MailMessages = Record<string, Record<string, string>>
export const mailTexts: Record<Lang, MailMessages> = {
  fr: read('fr', 'Mail') as MailMessages,
  nl: read('nl', 'Mail') as MailMessages,
}

/** An ICU message with plain {placeholders} filled in. */
export const format = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each form's thank-you page (spec §2 "/feedback/{form}/", seeded in every language) and its heading. */
const thankYouPages: Record<FormKey, Record<Lang, [path: string, heading: string]>> = {
  'site-contact': {
    fr: ['/fr/merci/contact-via-le-site-internet/', 'Merci pour votre message'],
    nl: ['/nl/bedankt/site-contact/', 'Bedankt voor uw bericht'],
  },
  'contact-me': {
    fr: ['/fr/merci/contact-me/', 'Merci, nous vous recontactons'],
    nl: ['/nl/bedankt/contact-me/', 'Bedankt, we nemen contact met u op'],
  },
  'contact-construction': {
    fr: ['/fr/merci/contact-construction/', 'Merci pour votre intérêt pour ce projet'],
    nl: ['/nl/bedankt/contact-construction/', 'Bedankt voor uw interesse in dit project'],
  },
  'contact-demand': {
    fr: ['/fr/merci/estimation-gratuite/', 'Merci pour votre demande d’estimation'],
    nl: ['/nl/bedankt/contact-demand/', 'Bedankt voor uw aanvraag voor een schatting'],
  },
  'send-to-friend': {
    fr: ['/fr/merci/send-to-friend/', 'Merci, le bien a été envoyé'],
    nl: ['/nl/bedankt/send-to-friend/', 'Bedankt, de woning is doorgestuurd'],
  },
  'document-request': {
    fr: ['/fr/merci/demande-de-documents/', 'Les documents sont en route'],
    nl: ['/nl/bedankt/document-request/', 'De documenten zijn onderweg'],
  },
  'sign-newsletter': {
    fr: ['/fr/merci/sign-newsletter/', 'Merci, encore un clic'],
    nl: ['/nl/bedankt/sign-newsletter/', 'Bedankt, nog één klik'],
  },
  testimonial: {
    fr: ['/fr/merci/temoignage/', 'Merci pour votre témoignage'],
    nl: ['/nl/bedankt/testimonial/', 'Bedankt voor uw getuigenis'],
  },
  'purchase-offer': {
    fr: ['/fr/merci/offre-d-achat/', 'Votre offre est transmise'],
    nl: ['/nl/bedankt/purchase-offer/', 'Uw bod is doorgegeven'],
  },
  'rent-application': {
    fr: ['/fr/merci/candidature-locative/', 'Merci pour votre candidature'],
    nl: ['/nl/bedankt/rent-application/', 'Bedankt voor uw kandidatuur'],
  },
  'contact-appointment': {
    fr: ['/fr/merci/contact-appointment/', 'Merci, votre visite est confirmée'],
    nl: ['/nl/bedankt/contact-appointment/', 'Bedankt, uw bezoek is bevestigd'],
  },
}

export const thankYou = (form: FormKey, lang: Lang) => {
  const [path, heading] = thankYouPages[form][lang]
  return { path, heading }
}

/** A file as setInputFiles takes it. */
export type FilePayload = { name: string; mimeType: string; buffer: Buffer }
export type FieldValue = string | string[] | boolean | FilePayload
export type Values = Record<string, FieldValue>

/** A visitor of their own for each test: a fresh address, so mails and leads are told apart. */
export function visitor(lang: Lang, tag: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const [firstName, lastName] = lang === 'fr' ? ['Camille', 'Dubois'] : ['Lotte', 'Peeters']
  return {
    title: lang === 'fr' ? 'ms' : 'mr',
    firstName,
    lastName,
    email: `${tag}.${id}@example.be`,
    phone: '0475 12 34 56',
  }
}

/** A small, valid PNG (16×16, one colour) for the testimonial's photo. */
export function smallPng(): FilePayload {
  return {
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOwyltKEmIY1TCqYfhqAACd400Q4cGWDQAAAABJRU5ErkJggg==',
      'base64',
    ),
  }
}
