import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import {
  type CrmCall,
  demandCalls,
  leadCalls,
  newsletterCalls,
  type PushPerson,
  unsubscribeCalls,
  visitCalls,
} from '@/integrations/omnicasa/push/params'
import type { Demand, Lead } from '@/payload-types'
import { queueCrmPush } from './crmOutbox'

/**
 * What the CRM must hear of, decided where it happens (issue 21; docs/decisions/041): hooks of
 * `leads` and `demands` write a push in the transaction of the change they report, so a lead is
 * never stored without its push, nor a push made for a lead that was not stored.
 */

/** Forms whose lead is not the CRM's, or reaches it another way. */
const notPushed = new Set([
  'sign-newsletter', // when its address is confirmed
  'demand-register', // when the demand is confirmed
  'unsubscribe', // when its link is used
  'testimonial',
  'send-to-friend', // the friend asked for nothing
])

const personKeys = new Set(['title', 'firstName', 'lastName', 'name', 'email', 'phone', 'message', 'comment'])

const personOf = (
  doc: Pick<Lead, 'title' | 'firstName' | 'lastName' | 'email' | 'phone' | 'locale'>,
): PushPerson => ({
  title: doc.title,
  firstName: doc.firstName,
  lastName: doc.lastName,
  email: doc.email,
  phone: doc.phone,
  locale: doc.locale,
})

/** The form's other answers, one per line, as the agent reads them. */
function factsOf(data: Lead['data']): string {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return ''
  return Object.entries(data)
    .filter(([key, value]) => !personKeys.has(key) && value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('\n')
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? Number(value.id)
      : null

async function slotCrmId(payload: Payload, req: PayloadRequest, slot: unknown): Promise<number | null> {
  const id = idOf(slot)
  if (id === null) return null
  const found = await payload.findByID({
    collection: 'visit-slots',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  return found?.crmId ?? null
}

function leadPush(doc: Lead): { kind: 'lead' | 'project-lead'; calls: CrmCall[] } {
  const property = idOf(doc.property)
  const project = idOf(doc.project)
  return leadCalls({
    person: personOf(doc),
    form: doc.form,
    message: doc.message,
    facts: factsOf(doc.data),
    source: doc.source,
    subject:
      property !== null
        ? { kind: 'property', id: property }
        : project !== null
          ? { kind: 'project', id: project }
          : null,
  })
}

const confirmedAt = (doc: Lead | undefined) =>
  doc?.data && typeof doc.data === 'object' && !Array.isArray(doc.data)
    ? (doc.data as { confirmedAt?: unknown }).confirmedAt
    : undefined

export const leadCrmPush: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  const { payload } = req
  if (doc.status === 'spam' || doc.anonymisedAt) return doc
  if (operation === 'create' && !notPushed.has(doc.form)) {
    const appointment =
      doc.form === 'contact-appointment' ? await slotCrmId(payload, req, doc.visitSlot) : null
    if (appointment !== null) {
      const comment = `Website: ${doc.form}${doc.message ? ` — ${doc.message}` : ''}`
      await queueCrmPush(payload, req, {
        kind: 'visit-booking',
        calls: visitCalls(personOf(doc), appointment, comment),
        lead: doc.id,
      })
    } else {
      await queueCrmPush(payload, req, { ...leadPush(doc), lead: doc.id })
    }
  }
  if (operation === 'update' && confirmedAt(doc) && !confirmedAt(previousDoc)) {
    await queueCrmPush(payload, req, {
      kind: 'newsletter',
      calls: newsletterCalls(personOf(doc), true),
      lead: doc.id,
    })
  }
  if (operation === 'update' && doc.newsletterWithdrawnAt && !previousDoc?.newsletterWithdrawnAt) {
    await queueCrmPush(payload, req, {
      kind: 'unsubscribe',
      calls: newsletterCalls(personOf(doc), false),
      lead: doc.id,
    })
  }
  return doc
}

/** The id the CRM gave a demand when it was pushed (DemandRegister2's answer), if it was. */
async function crmDemandId(payload: Payload, req: PayloadRequest, demand: number): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'crm-pushes',
    where: { demand: { equals: demand }, kind: { equals: 'demand' }, status: { equals: 'sent' } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const answer = docs[0]?.answer
  return typeof answer === 'number' ? answer : null
}

export const demandCrmPush: CollectionAfterChangeHook<Demand> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const { payload } = req
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  if (doc.status === 'confirmed') {
    const lead = idOf(doc.lead)
    const source =
      lead === null
        ? null
        : (
            await payload.findByID({
              collection: 'leads',
              id: lead,
              depth: 0,
              req,
              overrideAccess: true,
              disableErrors: true,
            })
          )?.source
    await queueCrmPush(payload, req, {
      kind: 'demand',
      calls: demandCalls({ ...doc, person: personOf(doc), source }),
      demand: doc.id,
    })
  }
  if (doc.status === 'unsubscribed' && previousDoc?.status === 'confirmed') {
    // A demand the CRM never received has nothing to stop there.
    const id = await crmDemandId(payload, req, doc.id)
    if (id !== null)
      await queueCrmPush(payload, req, {
        kind: 'unsubscribe',
        calls: unsubscribeCalls(id, doc.locale),
        demand: doc.id,
      })
  }
  return doc
}
