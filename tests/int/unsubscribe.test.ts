/**
 * Issue 18, the unsubscribe page: an address with nothing of the chosen kind is 'person not found';
 * otherwise the request is stored as a lead with a mail carrying a signed link. The link's page
 * asks first (opening it changes nothing), its button and the RFC 8058 one-click POST stop the
 * newsletter (the leads are stamped) and the search alerts (the demands are unsubscribed). A bad
 * token changes nothing; twice is harmless. SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as ActionModule from '@/actions/confirmUnsubscribe'
import type * as RouteModule from '@/app/(frontend)/unsubscribe/route'
import type * as StoreModule from '@/leads/store'
import type * as UnsubscribeModule from '@/leads/unsubscribe'
import type * as LinksModule from '@/leads/unsubscribeLinks'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

vi.mock('server-only', () => ({}))
const state: { payload?: Payload } = {}
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))
vi.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new Error(`redirect:${location}`)
  },
}))

let t: TestPayload
let payload: Payload
let store: typeof StoreModule
let unsubscribe: typeof UnsubscribeModule
let links: typeof LinksModule
let route: typeof RouteModule
let action: typeof ActionModule

const headers = { 'x-forwarded-for': '203.0.113.7' }

async function lead(
  form: 'sign-newsletter' | 'site-contact' | 'unsubscribe',
  email: string,
  data: Record<string, unknown>,
) {
  const created = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    depth: 0,
    data: { form, locale: 'fr', email, data },
  })
  return created.id
}

async function demand(email: string, status: 'pending' | 'confirmed' | 'unsubscribed') {
  const created = await payload.create({
    collection: 'demands',
    overrideAccess: true,
    depth: 0,
    data: {
      title: 'ms',
      firstName: 'Anne',
      lastName: 'Dupont',
      email,
      phone: '0475 12 34 56',
      locale: 'fr',
      goal: 'buy',
      webIds: [1],
      zones: ['zip:1050'],
      status,
    },
  })
  return created.id
}

const leadById = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
const demandById = (id: number) =>
  payload.findByID({ collection: 'demands', id, depth: 0, overrideAccess: true })

async function requestUnsubscribe(email: string, remove: ('newsletter' | 'alerts')[]) {
  const leadId = await store.storeLead(payload, {
    form: 'unsubscribe',
    locale: 'nl',
    values: { email, remove },
    subject: null,
    source: { page: 'https://www.example.be/nl/uitschrijven/' },
    verdict: 'accept',
    reasons: [],
  })
  const mails = await payload.find({
    collection: 'mails',
    where: { lead: { equals: leadId } },
    depth: 0,
    overrideAccess: true,
  })
  return { leadId, mails: mails.docs }
}

const tokenIn = (text: string) => {
  const match = /\/unsubscribe\/\?t=([\w.-]+)&lang=nl/.exec(text)
  if (!match?.[1]) throw new Error('no unsubscribe link in the mail')
  return match[1]
}

const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
  route.POST(
    new Request(`http://localhost/unsubscribe/?t=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    }),
  )

async function pressButton(token: string): Promise<string> {
  const form = new FormData()
  form.set('t', token)
  form.set('lang', 'nl')
  try {
    await action.confirmUnsubscribe(form)
  } catch (error) {
    return String((error as Error).message)
  }
  throw new Error('the action did not redirect')
}

describe(`unsubscribing (${testDatabaseKind})`, () => {
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
    unsubscribe = await import('@/leads/unsubscribe')
    links = await import('@/leads/unsubscribeLinks')
    route = await import('@/app/(frontend)/unsubscribe/route')
    action = await import('@/actions/confirmUnsubscribe')
  })

  afterAll(async () => {
    await t?.cleanup()
  })

  it('finds nobody for an unknown address, or for what the address does not receive', async () => {
    const none = await unsubscribe.subscriptionsOf(payload, 'nobody@example.be', ['newsletter', 'alerts'])
    expect(unsubscribe.hasSubscriptions(none)).toBe(false)
    await lead('sign-newsletter', 'only.news@example.be', { confirmedAt: '2026-11-01T10:00:00.000Z' })
    await lead('site-contact', 'no.box@example.be', { newsletter: false })
    await demand('ended@example.be', 'unsubscribed')
    for (const [email, topics] of [
      ['only.news@example.be', ['alerts']],
      ['no.box@example.be', ['newsletter']],
      ['ended@example.be', ['alerts']],
    ] as const) {
      const found = await unsubscribe.subscriptionsOf(payload, email, topics)
      expect(unsubscribe.hasSubscriptions(found), email).toBe(false)
    }
    // The address as typed, in any case.
    const found = await unsubscribe.subscriptionsOf(payload, ' Only.News@Example.BE ', ['newsletter'])
    expect(found.leads).toHaveLength(1)
  })

  it('stores the request as a lead with a mail in the visitor’s language carrying a signed link', async () => {
    await lead('sign-newsletter', 'marc@example.be', { confirmedAt: '2026-11-01T10:00:00.000Z' })
    const { leadId, mails } = await requestUnsubscribe('marc@example.be', ['newsletter'])
    expect(await leadById(leadId)).toMatchObject({
      form: 'unsubscribe',
      email: 'marc@example.be',
      status: 'new',
    })
    // To the address only: an unsubscribe request is no work for the agency.
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'unsubscribe-confirm', to: 'marc@example.be', locale: 'nl' })
    expect(mails[0]?.subject).toBe('Bevestig uw uitschrijving')
    expect(mails[0]?.text).toContain('onze nieuwsbrief')
    expect(links.readUnsubscribeToken(tokenIn(mails[0]?.text ?? ''))).toEqual({ kind: 'request', id: leadId })
  })

  it('removes the newsletter and the alerts with the link’s button, not by opening the link; twice is harmless', async () => {
    const email = 'sophie@example.be'
    const signUp = await lead('sign-newsletter', email, { confirmedAt: '2026-11-01T10:00:00.000Z' })
    const optIn = await lead('site-contact', 'Sophie@Example.be', { newsletter: true })
    const other = await lead('sign-newsletter', 'someone.else@example.be', { confirmedAt: '2026-11-01' })
    const confirmed = await demand(email, 'confirmed')
    const pending = await demand(email, 'pending')
    const { leadId, mails } = await requestUnsubscribe(email, ['newsletter', 'alerts'])
    const token = tokenIn(mails[0]?.text ?? '')

    // Opening the link (a person, or a mail scanner) only leads to the page, which asks.
    const opened = await route.GET(
      new Request(`http://localhost/unsubscribe/?t=${token}&lang=nl`, { headers }),
    )
    expect(opened.status).toBe(303)
    // The page in the mail's language (no CMS page here: the language prefix, never the handler again).
    expect(opened.headers.get('location')).toBe(`/nl/unsubscribe/?t=${token}`)
    expect((await leadById(signUp)).newsletterWithdrawnAt ?? null).toBeNull()
    expect((await demandById(confirmed)).status).toBe('confirmed')
    expect(await unsubscribe.unsubscribePlan(payload, { kind: 'request', id: leadId })).toEqual({
      email,
      topics: ['newsletter', 'alerts'],
    })

    expect(await pressButton(token)).toMatch(/^redirect:.*\?unsubscribe=done$/)
    const withdrawn = (await leadById(signUp)).newsletterWithdrawnAt
    expect(withdrawn).toBeTruthy()
    expect((await leadById(optIn)).newsletterWithdrawnAt).toBeTruthy()
    expect((await leadById(other)).newsletterWithdrawnAt ?? null).toBeNull()
    expect((await demandById(confirmed)).status).toBe('unsubscribed')
    expect((await demandById(pending)).status).toBe('unsubscribed')
    expect((await leadById(leadId)).status).toBe('handled')
    const left = await unsubscribe.subscriptionsOf(payload, email, ['newsletter', 'alerts'])
    expect(unsubscribe.hasSubscriptions(left)).toBe(false)

    // Again: nothing left to change, the first date stays.
    expect(await pressButton(token)).toMatch(/\?unsubscribe=done$/)
    expect((await leadById(signUp)).newsletterWithdrawnAt).toBe(withdrawn)
  })

  it('answers the RFC 8058 one-click POST at once, for a request or an alert', async () => {
    const email = 'paul@example.be'
    const signUp = await lead('sign-newsletter', email, { confirmedAt: '2026-11-01T10:00:00.000Z' })
    const kept = await demand(email, 'confirmed')
    const second = await demand('Paul@Example.be', 'confirmed')
    const someoneElse = await demand('paula@example.be', 'confirmed')
    const { mails } = await requestUnsubscribe(email, ['newsletter'])
    const answer = await oneClick(tokenIn(mails[0]?.text ?? ''))
    expect(answer.status).toBe(200)
    expect((await leadById(signUp)).newsletterWithdrawnAt).toBeTruthy()
    // Only what was asked: the alerts go on.
    expect((await demandById(kept)).status).toBe('confirmed')

    // An alert mail's header names its demand.
    const alertToken = links.unsubscribeToken({ kind: 'demand', id: kept })
    // RFC 8058 lets the client send the body as multipart/form-data too.
    const multipart = new FormData()
    multipart.set('List-Unsubscribe', 'One-Click')
    const answered = await route.POST(
      new Request(`http://localhost/unsubscribe/?t=${alertToken}`, {
        method: 'POST',
        headers,
        body: multipart,
      }),
    )
    expect(answered.status).toBe(200)
    // Every alert to the address stops (a digest answers all of its demands), nobody else's.
    expect((await demandById(kept)).status).toBe('unsubscribed')
    expect((await demandById(second)).status).toBe('unsubscribed')
    expect((await demandById(someoneElse)).status).toBe('confirmed')
    // The newsletter was not named by this link: it stays withdrawn as before, nothing else moves.
    expect((await oneClick(alertToken)).status).toBe(200)
  })

  it('changes nothing for a forged, altered, expired or misdirected link, or a POST without the one-click body', async () => {
    const email = 'lucie@example.be'
    const signUp = await lead('sign-newsletter', email, { confirmedAt: '2026-11-01T10:00:00.000Z' })
    const alerts = await demand(email, 'confirmed')
    const { leadId, mails } = await requestUnsubscribe(email, ['newsletter', 'alerts'])
    const good = tokenIn(mails[0]?.text ?? '')
    const [, expires, signature] = good.split('.')
    const contact = await lead('site-contact', email, { newsletter: true })
    const bad = [
      'nonsense',
      `r${leadId}.${expires}.${'A'.repeat(43)}`,
      `r${leadId + 1}.${expires}.${signature}`,
      `d${alerts}.${expires}.${signature}`,
      links.unsubscribeToken({ kind: 'request', id: leadId }, Date.now() - 731 * 86_400_000),
      // Signed, but it names a lead that is not an unsubscribe request.
      links.unsubscribeToken({ kind: 'request', id: contact }),
    ]
    for (const token of bad) {
      expect((await oneClick(token)).status, token).toBe(404)
      expect(await pressButton(token), token).toMatch(/\?unsubscribe=invalid$/)
    }
    for (const token of bad.slice(0, 5)) {
      const opened = await route.GET(
        new Request(`http://localhost/unsubscribe/?t=${token}&lang=fr`, { headers }),
      )
      expect(opened.headers.get('location'), token).toMatch(/\?unsubscribe=invalid$/)
    }
    expect((await oneClick(good, 'List-Unsubscribe=Yes')).status).toBe(400)
    expect((await leadById(signUp)).newsletterWithdrawnAt ?? null).toBeNull()
    expect((await leadById(contact)).newsletterWithdrawnAt ?? null).toBeNull()
    expect((await demandById(alerts)).status).toBe('confirmed')
  })
})
