import 'server-only'

import type { createLocalReq, Payload } from 'payload'

import { zoneKey } from '@/domain/demand/criteria'
import { demandCriteria } from '@/domain/forms/demand'
import type { FormValues } from '@/domain/forms/schemas'
import type { Locale } from '@/i18n/locales'
import type { Demand } from '@/payload-types'

type Req = Awaited<ReturnType<typeof createLocalReq>>

/**
 * A demand-register submission's search demand (issue 18), written in the lead's transaction:
 * pending until its owner opens the confirmation link (double opt-in, as the newsletter's).
 */
export async function storeDemand(
  payload: Payload,
  req: Req,
  values: FormValues<'demand-register'>,
  locale: Locale,
  leadId: number,
): Promise<number> {
  const criteria = demandCriteria(values)
  const demand = await payload.create({
    collection: 'demands',
    req,
    overrideAccess: true,
    depth: 0,
    data: {
      title: values.title,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      locale,
      ...criteria,
      webIds: [...criteria.webIds],
      zones: criteria.zones.map(zoneKey),
      status: 'pending',
      lead: leadId,
    },
  })
  return demand.id
}

export type DemandOutcome = 'confirmed' | 'deleted' | 'invalid'

async function findDemand(payload: Payload, id: number): Promise<Demand | null> {
  return payload.findByID({ collection: 'demands', id, depth: 0, overrideAccess: true, disableErrors: true })
}

/**
 * The confirmation link was opened: a pending demand becomes confirmed; a confirmed one stays as
 * it is (a second click, a mail scanner); a deleted one is not brought back.
 */
export async function confirmDemand(payload: Payload, id: number): Promise<DemandOutcome> {
  const demand = await findDemand(payload, id)
  if (!demand) return 'invalid'
  if (demand.status === 'unsubscribed') return 'deleted'
  if (demand.status === 'pending') {
    await payload.update({
      collection: 'demands',
      id,
      overrideAccess: true,
      depth: 0,
      data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
    })
  }
  return 'confirmed'
}

/** The person deleted their demand: it receives nothing any more, and staff still see it ended. */
export async function unsubscribeDemand(payload: Payload, id: number): Promise<DemandOutcome> {
  const demand = await findDemand(payload, id)
  if (!demand) return 'invalid'
  if (demand.status !== 'unsubscribed') {
    await payload.update({
      collection: 'demands',
      id,
      overrideAccess: true,
      depth: 0,
      data: { status: 'unsubscribed' },
    })
  }
  return 'deleted'
}
