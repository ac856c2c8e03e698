import type { Locale } from '@/i18n/locales'
import { omnicasaLanguageIds } from '../api/client'

/**
 * What the site hands the agency's CRM (issue 21; docs/decisions/041-crm-push.md): the Omnicasa
 * calls for each kind of push, with the parameters of the public client fw4-bvba/omnicasa-api.
 * Pure: the outbox stores these calls with the record they report and makes them later.
 */

export type CrmCall = { call: string; params: Record<string, unknown> }

export type PushPerson = {
  title?: string | null
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  phone?: string | null
  locale: Locale
}

/** Where a lead came from: its page, campaign and click ids (src/domain/forms/leadSource.ts). */
export type PushSource = Partial<
  Record<
    | 'page'
    | 'landingPage'
    | 'referrer'
    | 'utmSource'
    | 'utmMedium'
    | 'utmCampaign'
    | 'utmTerm'
    | 'utmContent'
    | 'gclid'
    | 'fbclid',
    string | null
  >
>

const sourceLabels: [keyof PushSource, string][] = [
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmTerm', 'utm_term'],
  ['utmContent', 'utm_content'],
  ['gclid', 'gclid'],
  ['fbclid', 'fbclid'],
  ['landingPage', 'landing page'],
  ['referrer', 'referrer'],
  ['page', 'form page'],
]

/**
 * The marketing parameters as lines an agent reads: Omnicasa's write calls have no parameters of
 * their own for them, so they go with the message.
 */
export function sourceLines(source: PushSource | null | undefined): string {
  if (!source) return ''
  return sourceLabels
    .filter(([key]) => source[key])
    .map(([key, label]) => `${label}: ${source[key]}`)
    .join('\n')
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join('\n\n')

const addressTitles: Record<string, string> = { mr: 'Mr', ms: 'Ms', miss: 'Miss' }

function person(p: PushPerson): Record<string, unknown> {
  return {
    Name: p.lastName || p.firstName || p.email || '',
    FirstName: p.lastName ? (p.firstName ?? '') : '',
    AddressTitle: p.title ? addressTitles[p.title] : undefined,
    Email: p.email ?? '',
    PhoneNumber: p.phone ?? '',
    LanguageId: omnicasaLanguageIds[p.locale],
  }
}

export type LeadPush = {
  person: PushPerson
  /** The form's name, as staff know it ("site-contact", "rent-application"…). */
  form: string
  message?: string | null
  /** Facts of the form beyond the person and the message, one per line. */
  facts?: string
  source?: PushSource | null
  subject: { kind: 'property'; id: number } | { kind: 'project'; id: number } | null
}

/** A lead: ContactOnMe (a listing, or the agency), or ContactOnMeProject. */
export function leadCalls(lead: LeadPush): { kind: 'lead' | 'project-lead'; calls: CrmCall[] } {
  const { LanguageId, ...who } = person(lead.person)
  const params = {
    ...who,
    LanguageIdFromParameter: LanguageId,
    Subject: `Website: ${lead.form}`,
    Content: joined(lead.message, lead.facts, sourceLines(lead.source)),
  }
  if (lead.subject?.kind === 'project') {
    return {
      kind: 'project-lead',
      calls: [{ call: 'ContactOnMeProject', params: { ...params, ProjectIDs: [lead.subject.id] } }],
    }
  }
  const object = lead.subject?.kind === 'property' ? { ObjectID: lead.subject.id } : {}
  return { kind: 'lead', calls: [{ call: 'ContactOnMe', params: { ...params, ...object } }] }
}

/**
 * A visit booked on one of the CRM's appointment slots: the person registered, then added to the
 * appointment with the id the CRM gave them (the outbox fills `PersonID` from the first answer).
 */
export function visitCalls(personDetails: PushPerson, appointmentId: number, comment: string): CrmCall[] {
  return [
    { call: 'RegisterPerson', params: { ...person(personDetails), Reference: comment.slice(0, 200) } },
    {
      call: 'AddPersonToAppointment',
      params: { AppointmentID: appointmentId, LanguageId: omnicasaLanguageIds[personDetails.locale] },
    },
  ]
}

/** A newsletter sign-up once confirmed, or withdrawn: the person and whether they take mail. */
export function newsletterCalls(personDetails: PushPerson, subscribed: boolean): CrmCall[] {
  return [{ call: 'RegisterPerson', params: { ...person(personDetails), IsReceivedEmail: subscribed } }]
}

export type DemandPush = {
  person: PushPerson
  goal: 'buy' | 'rent'
  webIds?: number[] | null
  zones?: string[] | null
  minPrice?: number | null
  maxPrice?: number | null
  minBedrooms?: number | null
  maxBedrooms?: number | null
  minGarages?: number | null
  minParkings?: number | null
  minBathrooms?: number | null
  source?: PushSource | null
}

const defined = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null && value !== undefined))

/** A confirmed search demand: DemandRegister2 with its criteria. */
export function demandCalls(demand: DemandPush): CrmCall[] {
  const zones = demand.zones ?? []
  const zips = zones.flatMap((zone) => /\b\d{4}\b/.exec(zone)?.[0] ?? [])
  return [
    {
      call: 'DemandRegister2',
      params: defined({
        ...person(demand.person),
        Goal: demand.goal === 'rent' ? 1 : 0,
        TypeOfPropertyIDs: demand.webIds?.length ? demand.webIds : undefined,
        Zips: zips.length ? zips : undefined,
        PriceMin: demand.minPrice,
        PriceMax: demand.maxPrice,
        MinRooms: demand.minBedrooms,
        MaxRooms: demand.maxBedrooms,
        MinGarages: demand.minGarages,
        MinParkings: demand.minParkings,
        MinBathRooms: demand.minBathrooms,
        Comment: joined(zones.length ? `Zones: ${zones.join(', ')}` : '', sourceLines(demand.source)),
      }),
    },
  ]
}

/** A demand the person deleted: UnsubscribeDemandPerson with the id the CRM gave it. */
export function unsubscribeCalls(crmDemandId: number, locale: Locale): CrmCall[] {
  return [
    {
      call: 'UnsubscribeDemandPerson',
      params: { DemandID: crmDemandId, LanguageId: omnicasaLanguageIds[locale] },
    },
  ]
}
