/**
 * Issue 18: a demand-register submission stores its lead, a pending search demand and the
 * confirmation mail in one transaction; the mail's signed link confirms the demand (once; a bad or
 * expired link changes nothing) and its other link deletes it. SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as RouteModule from '@/app/(frontend)/demand/confirm/route'
import type { FormValues } from '@/domain/forms/schemas'
import type * as LinksModule from '@/leads/demandLinks'
import type * as DemandsModule from '@/leads/demands'
import type * as StoreModule from '@/leads/store'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

vi.mock('server-only', () => ({}))
const state: { payload?: Payload } = {}
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
let store: typeof StoreModule
let links: typeof LinksModule
let demands: typeof DemandsModule
let confirmRoute: typeof RouteModule

const values: FormValues<'demand-register'> = {
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Dupont',
  email: 'anne.dupont@example.be',
  phone: '0475 12 34 56',
  goal: 'buy',
  webIds: [1, 2],
  zones: ['region:BE-BRU', 'province:BE-WBR', 'zip:1050'],
  minPrice: 250_000,
  maxPrice: 400_000,
  minBedrooms: 2,
  maxBedrooms: undefined,
  minGarages: 1,
  minParkings: undefined,
  minBathrooms: undefined,
}

async function register(verdict: 'accept' | 'spam' = 'accept'): Promise<number> {
  return store.storeLead(payload, {
    form: 'demand-register',
    locale: 'fr',
    values,
    subject: null,
    source: { page: 'https://www.example.be/fr/recherche/' },
    verdict,
    reasons: [],
  })
}

const demandOf = async (lead: number) => {
  const found = await payload.find({
    collection: 'demands',
    where: { lead: { equals: lead } },
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

const confirmationMail = async (lead: number) => {
  const mails = await payload.find({
    collection: 'mails',
    where: { lead: { equals: lead }, kind: { equals: 'demand-confirm' } },
    depth: 0,
    overrideAccess: true,
  })
  return mails.docs
}

/** The token of a link of the mail's text: /demand/{action}/?t=… */
const tokenIn = (text: string, action: 'confirm' | 'delete') => {
  const match = new RegExp(`/demand/${action}/\\?t=([\\w.-]+)&lang=fr`).exec(text)
  if (!match?.[1]) throw new Error(`no ${action} link in the mail`)
  return match[1]
}

const openConfirmLink = (token: string) =>
  confirmRoute.GET(
    new Request(`http://localhost/demand/confirm/?t=${encodeURIComponent(token)}&lang=fr`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    }),
  )

describe(`the demand register (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: { agency: { name: 'Immo Test', email: 'agence@example.be' } },
    })
    store = await import('@/leads/store')
    links = await import('@/leads/demandLinks')
    demands = await import('@/leads/demands')
    confirmRoute = await import('@/app/(frontend)/demand/confirm/route')
  })

  afterAll(async () => {
    await t?.cleanup()
  })

  it('stores the lead, a pending demand and the confirmation mail together', async () => {
    const leadId = await register()
    const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true })
    expect(lead).toMatchObject({ form: 'demand-register', locale: 'fr', email: values.email, status: 'new' })
    expect(lead.data).toMatchObject({ goal: 'buy', webIds: [1, 2], zones: values.zones, minPrice: 250_000 })

    const [demand, ...others] = await demandOf(leadId)
    expect(others).toEqual([])
    expect(demand).toMatchObject({
      status: 'pending',
      email: values.email,
      locale: 'fr',
      goal: 'buy',
      webIds: [1, 2],
      zones: values.zones,
      minPrice: 250_000,
      maxPrice: 400_000,
      minBedrooms: 2,
      maxBedrooms: null,
      minGarages: 1,
      lead: leadId,
    })
    expect(demand?.confirmedAt ?? null).toBeNull()

    const [mail] = await confirmationMail(leadId)
    expect(mail).toMatchObject({ to: values.email, status: 'queued', locale: 'fr' })
    expect(mail?.subject).toBe('Confirmez votre recherche')
    // What was registered, in the visitor's language, zones and goal by their names.
    expect(mail?.text).toContain('Région de Bruxelles-Capitale')
    expect(mail?.text).toContain('Brabant wallon')
    expect(mail?.text).toContain('Acheter')
    expect(tokenIn(mail?.text ?? '', 'confirm')).toMatch(/^\d+\.\d+\./)
    expect(tokenIn(mail?.text ?? '', 'delete')).toMatch(/^\d+\.\d+\./)
  })

  it('stores spam as a lead only: no demand, no mail', async () => {
    const leadId = await register('spam')
    expect(await demandOf(leadId)).toEqual([])
    expect(await confirmationMail(leadId)).toEqual([])
  })

  it('confirms the demand with the mail’s link, once, and lands on the demand register page', async () => {
    const leadId = await register()
    const [mail] = await confirmationMail(leadId)
    const token = tokenIn(mail?.text ?? '', 'confirm')

    const first = await openConfirmLink(token)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toMatch(/\?demand=confirmed$/)
    const [confirmed] = await demandOf(leadId)
    expect(confirmed?.status).toBe('confirmed')
    expect(confirmed?.confirmedAt).toBeTruthy()

    // A second click (or a mail scanner before the person) changes nothing.
    const second = await openConfirmLink(token)
    expect(second.headers.get('location')).toMatch(/\?demand=confirmed$/)
    const [again] = await demandOf(leadId)
    expect(again?.confirmedAt).toBe(confirmed?.confirmedAt)
  })

  it('changes nothing for a forged, altered, foreign or expired link', async () => {
    const leadId = await register()
    const [pending] = await demandOf(leadId)
    const id = pending?.id ?? 0
    const good = links.demandToken('confirm', id)
    const [, expires, signature] = good.split('.')
    const tokens = [
      'nonsense',
      `${id}.${expires}.${'A'.repeat(43)}`,
      // Another demand's id with this one's signature.
      `${id + 1}.${expires}.${signature}`,
      // The deletion token does not confirm.
      links.demandToken('delete', id),
      // Signed, but its 30 days are over.
      links.demandToken('confirm', id, Date.now() - 31 * 86_400_000),
    ]
    for (const token of tokens) {
      const answer = await openConfirmLink(token)
      expect(answer.headers.get('location'), token).toMatch(/\?demand=invalid$/)
    }
    const [after] = await demandOf(leadId)
    expect(after?.status).toBe('pending')
    expect(after?.updatedAt).toBe(pending?.updatedAt)
    expect(links.readDemandToken('confirm', good)).toBe(id)
  })

  it('deletes the demand with the deletion link’s token, and a deleted demand is not confirmed again', async () => {
    const leadId = await register()
    const [mail] = await confirmationMail(leadId)
    const deleteToken = tokenIn(mail?.text ?? '', 'delete')
    const id = links.readDemandToken('delete', deleteToken)
    expect(id).not.toBeNull()
    expect(await demands.unsubscribeDemand(payload, id ?? 0)).toBe('deleted')
    expect((await demandOf(leadId))[0]?.status).toBe('unsubscribed')

    const answer = await openConfirmLink(tokenIn(mail?.text ?? '', 'confirm'))
    expect(answer.headers.get('location')).toMatch(/\?demand=deleted$/)
    expect((await demandOf(leadId))[0]?.status).toBe('unsubscribed')
    // Deleting twice is harmless too.
    expect(await demands.unsubscribeDemand(payload, id ?? 0)).toBe('deleted')
  })

  it('is closed to visitors through the Local API with their rules', async () => {
    await expect(
      payload.find({ collection: 'demands', overrideAccess: false, user: null }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: 'demands',
        overrideAccess: false,
        user: null,
        data: { email: values.email, locale: 'fr', goal: 'buy', status: 'pending' },
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
