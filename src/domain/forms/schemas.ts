import { z } from 'zod'

import { brusselsDay, dayNumber, isDay } from '../format/calendarDay'
import { checkBounds, demandCriteriaFields } from './demand'
import {
  amount,
  checkbox,
  choice,
  choices,
  count,
  email,
  LIMITS,
  optionalDate,
  optionalEmail,
  optionalText,
  optionalUrl,
  phone,
  recordId,
  requiredText,
} from './fields'
import { MAX_GUESTS, stayProblem } from './holiday'

/** Spec §3: "title (Mr, Ms, Miss)". */
export const titles = ['mr', 'ms', 'miss'] as const
/** Spec §3: "three contact time slots (10:00-13:00, 13 or 14:00-16:00, 16:00-19:00)". */
export const contactSlots = ['morning', 'afternoon', 'evening'] as const
/** Spec §3 "contact device": how the visitor prefers to be reached. */
export const contactDevices = ['phone', 'email'] as const

// Spec §5: "Required: address, postal code, city, first name, last name, email address, phone
// number, … title". A form asks only for what its answer needs.
const person = {
  title: choice(titles),
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  email: email(),
  phone: phone(),
}

const preferences = {
  contactSlots: choices(contactSlots),
  contactDevice: z.preprocess(
    (value) => value || undefined,
    z.enum(contactDevices, { error: 'choice' }).optional(),
  ),
  newsletter: checkbox(),
}

const address = {
  street: requiredText(),
  houseNumber: optionalText(20),
  zip: requiredText(10),
  city: requiredText(LIMITS.name),
}

/** Issue 18: what an address can stop receiving, the newsletter and the search demands' alerts. */
export const unsubscribeTopics = ['newsletter', 'alerts'] as const

/** Every visitor form of the site and what it must carry (spec §1, §3, §5, §9). */
export const formSchemas = {
  'site-contact': z.object({ ...person, ...preferences, message: requiredText(LIMITS.message) }),
  'contact-me': z.object({
    ...person,
    ...preferences,
    message: optionalText(LIMITS.message),
    property: recordId(),
  }),
  'contact-construction': z.object({
    ...person,
    ...preferences,
    message: optionalText(LIMITS.message),
    project: recordId(),
    unit: optionalText(40),
  }),
  // Spec §5 "valuation address required": the address of the property to value.
  'contact-demand': z.object({
    ...person,
    ...preferences,
    ...address,
    propertyKind: optionalText(LIMITS.name),
    message: optionalText(LIMITS.message),
  }),
  // Spec §5 "friend's email required and valid".
  'send-to-friend': z
    .object({
      firstName: requiredText(LIMITS.name),
      lastName: requiredText(LIMITS.name),
      email: email(),
      friendFirstName: requiredText(LIMITS.name),
      friendLastName: requiredText(LIMITS.name),
      friendEmail: email(),
      message: optionalText(1000),
      property: recordId(),
    })
    .refine((values) => values.friendEmail.toLowerCase() !== values.email.toLowerCase(), {
      message: 'sameEmail',
      path: ['friendEmail'],
    }),
  // Spec §6: documents are released after the visitor leaves contact details.
  'document-request': z.object({ ...person, newsletter: checkbox(), property: recordId() }),
  'sign-newsletter': z.object({
    email: email(),
    firstName: optionalText(LIMITS.name),
    lastName: optionalText(LIMITS.name),
  }),
  // Spec §3 Testimonial: name, image, comment, website, about you (the date is the posting's).
  testimonial: z.object({
    name: requiredText(LIMITS.name),
    email: optionalEmail(),
    comment: requiredText(2000),
    aboutYou: optionalText(500),
    website: optionalUrl(),
  }),
  // Spec §9: "Purchase offer: 10% advance on sale price at signing".
  'purchase-offer': z.object({
    ...person,
    ...address,
    offeredPrice: amount({ required: true }),
    conditions: optionalText(LIMITS.message),
    property: recordId(),
  }),
  // Spec §9 rental confirmation: minimum monthly income, maximum persons, sums at signing.
  'rent-application': z.object({
    ...person,
    monthlyIncome: amount({ required: true }),
    persons: count(1, 30).refine((value) => value !== undefined, 'required'),
    startDate: optionalDate(),
    message: optionalText(LIMITS.message),
    property: recordId(),
  }),
  // Spec §3 "Demand register", §5 "at least one property type; at least one geographic zone".
  'demand-register': z
    .object({ ...demandCriteriaFields, ...person })
    .superRefine((values, ctx) =>
      checkBounds(values, (path) => ctx.addIssue({ code: 'custom', message: 'minMax', path: [path] })),
    ),
  // Spec §1 "book an appointment", §4 "appointment status confirmed; appointments can be full":
  // a visit slot of the listing, and the person.
  'contact-appointment': z.object({
    slot: recordId(),
    ...person,
    message: optionalText(LIMITS.message),
    property: recordId(),
  }),
  // Spec §1 "unsubscribe": the address, and what it should stop receiving (at least one).
  unsubscribe: z.object({
    email: email(),
    remove: choices(unsubscribeTopics).refine((topics) => topics.length > 0, 'noTopic'),
  }),
  // Issue 18, spec §5 "start and end dates complete and end date valid": a holiday rental's stay.
  // The booked periods are the server's to check (src/leads/holiday.ts); this is the rest.
  'holiday-request': z
    .object({
      arrival: optionalText(20),
      departure: optionalText(20),
      guests: count(1, MAX_GUESTS).refine((value) => value !== undefined, 'required'),
      ...person,
      message: optionalText(LIMITS.message),
      property: recordId(),
    })
    .superRefine(({ arrival, departure }, ctx) => {
      const stay = { start: arrival ?? '', end: departure ?? '' }
      const checked = stayProblem(stay, [], brusselsDay(new Date()))
      if (!checked.ok)
        ctx.addIssue({ code: 'custom', message: checked.problem.code, path: [checked.problem.field] })
    })
    // The nights go with the dates: the lead's facts and mails list them in this order.
    .transform(({ arrival, departure, ...rest }) => ({
      arrival,
      departure,
      nights: nightsOf(arrival, departure),
      ...rest,
    })),
} as const

const nightsOf = (arrival: string | undefined, departure: string | undefined): number =>
  isDay(arrival) && isDay(departure) ? dayNumber(departure) - dayNumber(arrival) : 0

export type VisitorForm = keyof typeof formSchemas
export const visitorForms = Object.keys(formSchemas) as VisitorForm[]
export type FormValues<F extends VisitorForm> = z.output<(typeof formSchemas)[F]>

export function isVisitorForm(value: unknown): value is VisitorForm {
  return typeof value === 'string' && Object.hasOwn(formSchemas, value)
}
