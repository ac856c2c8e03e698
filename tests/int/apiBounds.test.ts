/**
 * Issue 13 (decision 029): every REST request is bounded before Payload parses it (limit, depth,
 * locale=*, body size, chunked bodies included), and malformed requests answer 4xx, never 500,
 * on SQLite and PostgreSQL alike.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { type RestCall, restClient } from './api/rest'

let t: TestPayload
let payload: Payload
let rest: RestCall
let staff: string
let owner: string
const password = 'correct-horse-battery-staple'
const MB = 1024 * 1024

type List = { docs: unknown[]; limit: number; hasNextPage: boolean }

/** A body that arrives in 64 KB chunks without a Content-Length, as a chunked upload does. */
function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      const size = Math.min(64 * 1024, bytes - sent)
      sent += size
      controller.enqueue(new Uint8Array(size).fill(32))
    },
  })
}

function multipart(payloadField: string, fileBytes: number): FormData {
  const form = new FormData()
  form.set('_payload', payloadField)
  form.set('file', new Blob([new Uint8Array(fileBytes)], { type: 'application/pdf' }), 'plan.pdf')
  return form
}

describe(`REST bounds and malformed requests (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    rest = restClient(t)
    await payload.create({ collection: 'users', data: { email: 'staff@example.be', password } })
    await payload.create({
      collection: 'owners',
      data: { email: 'a@example.be', password, firstName: 'A', lastName: 'Owner', language: 'fr' },
    })
    staff = (await payload.login({ collection: 'users', data: { email: 'staff@example.be', password } }))
      .token!
    owner = (await payload.login({ collection: 'owners', data: { email: 'a@example.be', password } })).token!
    for (let i = 0; i < 120; i++) {
      await payload.create({
        collection: 'leads',
        data: { form: 'contact-me', locale: 'fr', email: `v${i}@example.be` },
      })
    }
    // A chain three relationships deep: testimonial → lead → property → city.
    const city = await payload.create({
      collection: 'cities',
      data: { key: '5000 Namur', name: 'Namur', zip: '5000' },
    })
    await payload.create({
      collection: 'properties',
      data: {
        id: 8001,
        title: 'Maison',
        status: 'active',
        goal: 'sale',
        availability: 'for-sale',
        city: city.id,
      },
    })
    const lead = await payload.create({
      collection: 'leads',
      data: { form: 'contact-me', locale: 'fr', email: 'chain@example.be', property: 8001 },
    })
    await payload.create({
      collection: 'testimonials',
      data: { name: 'N', comment: 'Bien', lead: lead.id, postedAt: '2026-11-01T00:00:00.000Z' },
    })
  })

  afterAll(async () => {
    await t?.cleanup()
  })

  it.each(['?limit=0', '?limit=100000', '?limit=0&pagination=false'])(
    'answers at most 100 documents a request: %s',
    async (query) => {
      const answer = await rest(`/leads${query}&depth=0`, { token: staff })
      expect(answer.status).toBe(200)
      const list = JSON.parse(answer.body) as List
      expect(list.docs).toHaveLength(100)
      expect(list.hasNextPage).toBe(true)
    },
  )

  it('populates at most two levels deep, whatever depth asks', async () => {
    const answer = await rest('/testimonials?depth=5', { token: staff })
    const [testimonial] = (JSON.parse(answer.body) as { docs: { lead: { property: { city: unknown } } }[] })
      .docs
    expect(typeof testimonial?.lead.property).toBe('object')
    expect(typeof testimonial?.lead.property.city).toBe('number')
  })

  it('answers the admin’s “GET as a POST” within the same bounds, and only as a form', async () => {
    const headers = {
      'X-Payload-HTTP-Method-Override': 'GET',
      'Content-Type': 'application/x-www-form-urlencoded',
    }
    const form = await rest('/leads', {
      token: staff,
      method: 'POST',
      init: { headers, body: 'limit=0&depth=0' },
    })
    expect((JSON.parse(form.body) as List).docs).toHaveLength(100)
    const json = await rest('/leads', {
      token: staff,
      method: 'POST',
      json: { limit: 0 },
      init: { headers: { 'X-Payload-HTTP-Method-Override': 'GET' } },
    })
    expect(json.status).toBe(415)
  })

  it('refuses locale=* (every language of every document)', async () => {
    for (const locale of ['*', 'all']) {
      expect((await rest(`/leads?locale=${locale}`, { token: staff })).status).toBe(400)
    }
  })

  it('refuses a body over 1 MB with 413 before reading it, declared or chunked', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(1.5 * MB) })
    expect((await rest('/pages', { token: staff, method: 'POST', init: { body: big } })).status).toBe(413)
    const chunked = await rest('/pages', {
      token: staff,
      method: 'POST',
      init: {
        body: chunkedBody(3 * MB),
        duplex: 'half',
        headers: { 'Content-Type': 'application/json' },
      } as RequestInit,
    })
    expect(chunked.status).toBe(413)
    const within = await rest('/pages', {
      token: staff,
      method: 'POST',
      json: { name: 'x'.repeat(900 * 1024) },
    })
    expect(within.status).not.toBe(413)
  })

  it('takes a staff upload up to 20 MB, and nobody else’s over 1 MB', async () => {
    const upload = (token: string, form: FormData) =>
      rest('/media', { token, method: 'POST', init: { body: form } })
    // 5 MB passes the bound (and is then refused for its _payload, proving it got that far).
    expect((await upload(staff, multipart('{bad', 5 * MB))).status).toBe(400)
    expect((await upload(staff, multipart('{}', 21 * MB))).status).toBe(413)
    expect((await upload(owner, multipart('{}', 2 * MB))).status).toBe(413)
  })

  it.each([
    ['a date that is not one', '/leads?where[createdAt][greater_than]=notadate'],
    ['non-numeric ids in a list', '/leads?where[id][in]=a,b'],
    ['a non-numeric id in a related list', '/leads?where[property][in]=x'],
    ['an object where a value belongs', '/leads?where[email][equals][x]=1'],
    ['a count with non-numeric ids', '/leads/count?where[id][in]=a'],
    ['a version filter with a bad date', '/pages/versions?where[version.createdAt][less_than]=x'],
    ['a where that is not JSON', '/leads?where=notjson'],
    ['a limit that is not a number', '/leads?limit=abc'],
  ])('answers 400, not 500, to %s', async (_, path) => {
    const answer = await rest(path, { token: staff })
    expect(answer.status).toBe(400)
  })

  it.each([
    ['GET', '/leads/abc'],
    ['DELETE', '/leads/abc'],
    ['GET', '/leads/distinct'],
    ['POST', '/users/verify/x/'],
    ['POST', '/owners/verify/abc'],
    // Payload answers 501 for a collection without REST routes.
    ['GET', '/payload-migrations'],
    ['POST', '/payload-migrations'],
  ])('answers 404, not 500, to %s %s', async (method, path) => {
    expect((await rest(path, { token: staff, method })).status).toBe(404)
  })

  it('answers 400 to a malformed body, JSON or multipart', async () => {
    const json = await rest('/pages', {
      token: staff,
      method: 'POST',
      init: { body: '{bad', headers: { 'Content-Type': 'application/json' } },
    })
    expect(json.status).toBe(400)
    expect(
      (await rest('/media', { token: staff, method: 'POST', init: { body: multipart('{bad', 10) } })).status,
    ).toBe(400)
  })

  it('takes a document only as JSON or multipart: 415 for another body, none read as {}', async () => {
    for (const [path, method] of [
      ['/globals/top-bar?draft=true', 'POST'],
      ['/pages?draft=true', 'POST'],
    ] as const) {
      for (const [type, body] of [
        ['application/octet-stream', 'x-\u001f'],
        // Payload compares the type exactly: a JSON-looking one left its data undefined too.
        ['application/json-patch+json', '{}'],
      ] as const) {
        const other = await rest(path, {
          token: staff,
          method,
          init: { body, headers: { 'Content-Type': type } },
        })
        expect(other.status, `${path} ${type}`).toBe(415)
      }
      const json = await rest(path, {
        method,
        init: { body: '{}', headers: { 'Content-Type': 'application/json; charset=utf-8' } },
      })
      expect(json.status, path).toBe(403)
      // An empty body, as Payload reads an empty JSON one: the save goes on to access and validation.
      const anonymous = await rest(path, { method, init: { headers: { 'Content-Type': 'text/plain' } } })
      expect(anonymous.status, path).toBe(403)
    }
  })

  it('refuses a media file no document has, rather than failing on the disk (500)', async () => {
    expect((await rest('/media/file/nothing.webp')).status).toBe(403)
  })
})
