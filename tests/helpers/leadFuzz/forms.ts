/** The visitor forms' fields, as the fuzz sees them (spec §3, §5; src/domain/forms/schemas.ts). */

export const FORMS = [
  'site-contact',
  'contact-me',
  'contact-construction',
  'contact-demand',
  'send-to-friend',
  'document-request',
  'sign-newsletter',
  'testimonial',
  'purchase-offer',
  'rent-application',
] as const
export type FormName = (typeof FORMS)[number]

export type Kind = 'text' | 'email' | 'phone' | 'choice' | 'amount' | 'count' | 'date' | 'url' | 'id'
export type FieldSpec = { kind: Kind; required: boolean; max?: number }

const NAME = 80
const LINE = 160
const MESSAGE = 5000

const person: Record<string, FieldSpec> = {
  title: { kind: 'choice', required: true },
  firstName: { kind: 'text', required: true, max: NAME },
  lastName: { kind: 'text', required: true, max: NAME },
  email: { kind: 'email', required: true, max: 254 },
  phone: { kind: 'phone', required: true, max: 40 },
}
const address: Record<string, FieldSpec> = {
  street: { kind: 'text', required: true, max: LINE },
  houseNumber: { kind: 'text', required: false, max: 20 },
  zip: { kind: 'text', required: true, max: 10 },
  city: { kind: 'text', required: true, max: NAME },
}
const id: FieldSpec = { kind: 'id', required: true }

/** Each form's answers, the field that carries a case's marker, and what else it has. */
export const SPECS: Record<
  FormName,
  {
    fields: Record<string, FieldSpec>
    marker: string
    preferences: boolean
    subject?: 'property' | 'project'
  }
> = {
  'site-contact': {
    fields: { ...person, message: { kind: 'text', required: true, max: MESSAGE } },
    marker: 'message',
    preferences: true,
  },
  'contact-me': {
    fields: { ...person, message: { kind: 'text', required: false, max: MESSAGE }, property: id },
    marker: 'message',
    preferences: true,
    subject: 'property',
  },
  'contact-construction': {
    fields: {
      ...person,
      message: { kind: 'text', required: false, max: MESSAGE },
      project: id,
      unit: { kind: 'text', required: false, max: 40 },
    },
    marker: 'message',
    preferences: true,
    subject: 'project',
  },
  'contact-demand': {
    fields: {
      ...person,
      ...address,
      propertyKind: { kind: 'text', required: false, max: NAME },
      message: { kind: 'text', required: false, max: MESSAGE },
    },
    marker: 'message',
    preferences: true,
  },
  'send-to-friend': {
    fields: {
      firstName: person.firstName!,
      lastName: person.lastName!,
      email: person.email!,
      friendFirstName: { kind: 'text', required: true, max: NAME },
      friendLastName: { kind: 'text', required: true, max: NAME },
      friendEmail: { kind: 'email', required: true, max: 254 },
      message: { kind: 'text', required: false, max: 1000 },
      property: id,
    },
    marker: 'message',
    preferences: false,
    subject: 'property',
  },
  'document-request': {
    fields: { ...person, property: id },
    marker: 'lastName',
    preferences: false,
    subject: 'property',
  },
  'sign-newsletter': {
    fields: {
      email: person.email!,
      firstName: { kind: 'text', required: false, max: NAME },
      lastName: { kind: 'text', required: false, max: NAME },
    },
    marker: 'lastName',
    preferences: false,
  },
  testimonial: {
    fields: {
      name: { kind: 'text', required: true, max: NAME },
      email: { kind: 'email', required: false, max: 254 },
      comment: { kind: 'text', required: true, max: 2000 },
      aboutYou: { kind: 'text', required: false, max: 500 },
      website: { kind: 'url', required: false, max: 300 },
    },
    marker: 'comment',
    preferences: false,
  },
  'purchase-offer': {
    fields: {
      ...person,
      ...address,
      offeredPrice: { kind: 'amount', required: true, max: 30 },
      conditions: { kind: 'text', required: false, max: MESSAGE },
      property: id,
    },
    marker: 'conditions',
    preferences: false,
    subject: 'property',
  },
  'rent-application': {
    fields: {
      ...person,
      monthlyIncome: { kind: 'amount', required: true, max: 30 },
      persons: { kind: 'count', required: true },
      startDate: { kind: 'date', required: false },
      message: { kind: 'text', required: false, max: MESSAGE },
      property: id,
    },
    marker: 'message',
    preferences: false,
    subject: 'property',
  },
}
