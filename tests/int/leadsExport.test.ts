import type { Endpoint, Payload, TypedUser } from 'payload'
import { createLocalReq, getLocalI18n } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

let t: TestPayload
let payload: Payload
const password = 'correct-horse-battery-staple'
// More than one batch of 500, so the export has to page.
const MANY = 520

async function signedIn(collection: 'users' | 'owners', email: string): Promise<TypedUser> {
  // As a request would: log in, then resolve the token the way Payload's REST API does.
  const { token } = await payload.login({ collection, data: { email, password } })
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  if (!user) throw new Error(`the ${collection} token did not authenticate`)
  return user
}

/** GET /api/leads/export.csv through the collection's own endpoint, as Payload's router calls it. */
async function exportCsv(
  user: TypedUser | null,
  query = '',
  language: 'en' | 'nl' = 'en',
): Promise<Response> {
  const endpoints = payload.collections.leads.config.endpoints as Endpoint[]
  const endpoint = endpoints.find((candidate) => candidate.path === '/export.csv')
  if (!endpoint) throw new Error('the leads collection has no /export.csv endpoint')
  const i18n = await getLocalI18n({ config: payload.config, language })
  const req = await createLocalReq(
    { user: user ?? undefined, urlSuffix: `/api/leads/export.csv${query}`, req: { i18n } },
    payload,
  )
  return endpoint.handler(req)
}

/** A small RFC 4180 reader (`;`, quoted fields, doubled quotes, CRLF), to check what Excel will see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ';') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += char
  }
  if (cell || row.length) throw new Error('the last record does not end with CRLF')
  return rows
}

async function readCsv(response: Response): Promise<{ bytes: Uint8Array; rows: string[][] }> {
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  return { bytes, rows: parseCsv(text.replace(/^\uFEFF/, '')) }
}

describe(`leads CSV export (${testDatabaseKind})`, () => {
  let staffId: number

  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    staffId = (await payload.create({ collection: 'users', data: { email: 'staff@example.be', password } }))
      .id
    await payload.create({
      collection: 'owners',
      data: { email: 'owner@example.be', password, firstName: 'Anne', lastName: 'Peeters', language: 'nl' },
      disableVerificationEmail: true,
    })
    await payload.create({
      collection: 'leads',
      data: {
        form: 'contact-me',
        locale: 'fr',
        firstName: '=HYPERLINK("http://evil.example","Click")',
        lastName: 'Dupré',
        email: 'marie@example.be',
        phone: '+32 475 12 34 56',
        message: 'Bonjour; je voudrais visiter.\nSamedi, "vers 10 h" ?',
        assignee: staffId,
        source: { page: 'https://www.example.be/fr/contact/', utmSource: 'newsletter', gclid: 'g-123' },
      },
    })
    for (let start = 0; start < MANY; start += 40) {
      await Promise.all(
        Array.from({ length: Math.min(40, MANY - start) }, (_, i) =>
          payload.create({
            collection: 'leads',
            data: { form: 'site-contact', locale: 'nl', email: `visitor-${start + i}@example.be` },
          }),
        ),
      )
    }
  })

  afterAll(async () => {
    await t?.cleanup()
  })

  it('asks an anonymous visitor to sign in', async () => {
    await expect(exportCsv(null)).rejects.toMatchObject({ status: 401 })
  })

  it('refuses an owner', async () => {
    const owner = await signedIn('owners', 'owner@example.be')
    await expect(exportCsv(owner)).rejects.toMatchObject({ status: 403 })
  })

  it('gives staff a UTF-8 CSV with a BOM and `;` separators, every lead once, in batches', async () => {
    const staff = await signedIn('users', 'staff@example.be')
    const response = await exportCsv(staff)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const { bytes, rows } = await readCsv(response)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...records] = rows
    expect(header).toEqual([
      'Date',
      'Form',
      'Status',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Listing ID',
      'Project ID',
      'Message',
      'Page of the form',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'gclid',
      'fbclid',
      'Assigned to',
      'Newsletter',
    ])
    expect(records).toHaveLength(MANY + 1)
    expect(new Set(records.map((record) => record[5])).size).toBe(MANY + 1)
    expect(records.every((record) => record.length === header?.length)).toBe(true)
  })

  it('neutralises formulas and quotes what needs quoting', async () => {
    const staff = await signedIn('users', 'staff@example.be')
    const response = await exportCsv(staff, '?where[form][equals]=contact-me')
    const text = new TextDecoder().decode(await response.arrayBuffer())
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    const { rows } = await readCsv(await exportCsv(staff, '?where[form][equals]=contact-me'))
    const record = rows[1] ?? []
    expect(record[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(record.slice(1, 7)).toEqual([
      'Contact me',
      'New',
      `'=HYPERLINK("http://evil.example","Click")`,
      'Dupré',
      'marie@example.be',
      "'+32 475 12 34 56",
    ])
    expect(record[9]).toBe('Bonjour; je voudrais visiter.\nSamedi, "vers 10 h" ?')
    expect(record.slice(10)).toEqual([
      'https://www.example.be/fr/contact/',
      'newsletter',
      '',
      '',
      'g-123',
      '',
      'staff@example.be',
      '',
    ])
  })

  it('honours the list view’s filters and search', async () => {
    const staff = await signedIn('users', 'staff@example.be')
    // As the list's filter controls write it.
    const filtered = await readCsv(await exportCsv(staff, '?where[or][0][and][0][form][equals]=contact-me'))
    expect(filtered.rows.slice(1).map((record) => record[5])).toEqual(['marie@example.be'])
    const searched = await readCsv(await exportCsv(staff, '?search=visitor-51'))
    expect(
      searched.rows
        .slice(1)
        .map((record) => record[5])
        .sort(),
    ).toEqual(
      ['visitor-51@example.be', ...Array.from({ length: 10 }, (_, i) => `visitor-51${i}@example.be`)].sort(),
    )
    await expect(exportCsv(staff, '?where[nope][equals]=1')).rejects.toMatchObject({ status: 400 })
  })

  it('writes headers and labels in the staff member’s admin language', async () => {
    const staff = await signedIn('users', 'staff@example.be')
    const { rows } = await readCsv(await exportCsv(staff, '?where[form][equals]=contact-me', 'nl'))
    expect(rows[0]?.slice(0, 3)).toEqual(['Datum', 'Formulier', 'Status'])
    expect(rows[1]?.slice(1, 3)).toEqual(['Contacteer mij', 'Nieuw'])
  })
})
