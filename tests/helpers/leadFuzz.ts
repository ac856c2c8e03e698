/**
 * Generated submissions of the visitor forms, good and bad, for the leads system test (issue 15).
 *
 * Every case is built from a valid submission of one form and at most one change whose effect is
 * known from the spec (src/domain/forms/schemas.ts, src/domain/antispam/judge.ts): a missing or
 * overlong field, a broken e-mail… must be refused; a forged token, a filled honeypot, an unknown
 * locale or extra fields must still be stored (for review, as spam, in the default language, without
 * the extras). The expectation is written next to the change, not computed by the site's code.
 *
 * Deterministic: case `index` of seed `seed` is always the same (its own PRNG stream), so a failing
 * case can be replayed alone.
 */
import { INITIAL_STATE, type FieldValue, type Fields, fill, type PageForm } from './leadClient'

// --- PRNG -----------------------------------------------------------------------------------

/** mulberry32: small, fast, good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The stream of case `index`: independent of every other case. */
export function caseRandom(seed: number, index: number): Random {
  return new Random(prng((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0))
}

export class Random {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  /** Random bytes: control characters, NUL, invalid UTF-8 sequences and all. */
  bytes(length: number): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(length)
    for (let i = 0; i < length; i++) out[i] = Math.floor(this.next() * 256)
    return out
  }
  /**
   * A string of `length` code points from Unicode's planes 0 and 1 (no lone surrogates);
   * `printable` leaves out the C0 and C1 control characters.
   */
  unicode(length: number, { printable = false } = {}): string {
    let out = ''
    let count = 0
    while (count < length) {
      const code = this.chance(0.7) ? this.int(0, 0x7ff) : this.int(0, 0x1ffff)
      if (code >= 0xd800 && code <= 0xdfff) continue
      if (printable && (code < 0x20 || (code >= 0x7f && code < 0xa0))) continue
      out += String.fromCodePoint(code)
      count++
    }
    return out
  }
}

// --- the forms' fields (spec §3, §5; src/domain/forms/schemas.ts) ---------------------------

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

type Kind = 'text' | 'email' | 'phone' | 'choice' | 'amount' | 'count' | 'date' | 'url' | 'id'
type FieldSpec = { kind: Kind; required: boolean; max?: number }

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

// --- valid values ---------------------------------------------------------------------------

const FIRST = [
  'Jan',
  'Marie',
  'Élodie',
  'Pieter-Jan',
  'Zoë',
  'Ahmed',
  'Sofía',
  'Łukasz',
  'Anne-Sophie',
  'Noah',
]
const LAST = ['Peeters', 'Dubois', 'Van den Broeck', "D'Hondt", 'Janssens', 'Müller', 'El Amrani', 'Lambert']
const PHONES = [
  '0470 12 34 56',
  '+32 470 12 34 56',
  '02/123.45.67',
  '(02) 123 45 67',
  '+32-2-123-45-67',
  '0032471123456',
]
const AMOUNTS = ['350000', '350 000', '350.000', '€ 1.250.000,50', '1200', '985,5', '1 450']
const WORDS = [
  'maison',
  'jardin',
  'visite',
  'prix',
  'appartement',
  'terrasse',
  "l'offre",
  'ça',
  '€',
  'ok?',
  '😀',
  'bien',
]

function sentence(r: Random, words: number): string {
  return Array.from({ length: words }, () => r.pick(WORDS)).join(' ')
}

function isoDate(r: Random): string {
  const d = new Date(Date.UTC(2026, 0, 1) + r.int(0, 900) * 86_400_000)
  return d.toISOString().slice(0, 10)
}

/** A valid value for a field, the marker in the form's marker field. */
function validValue(
  form: FormName,
  name: string,
  spec: FieldSpec,
  r: Random,
  marker: string,
  email: string,
): string {
  if (name === SPECS[form].marker)
    return `${marker} ${spec.max && spec.max < 60 ? '' : sentence(r, 3)}`.trim()
  switch (spec.kind) {
    case 'choice':
      return r.pick(['mr', 'ms', 'miss'])
    case 'email':
      return name === 'email' ? email : email.replace('@', '.friend@')
    case 'phone':
      return r.pick(PHONES)
    case 'amount':
      return r.pick(AMOUNTS)
    case 'count':
      return String(r.int(1, 30))
    case 'date':
      return r.chance(0.5) ? isoDate(r) : ''
    case 'url':
      return r.pick(['', 'www.example.be', 'https://agence.example.be/a?b=c', 'http://x.be'])
    case 'id':
      return '' // the page's hidden field
    default:
      break
  }
  if (name === 'zip') return r.pick(['1000', '9000', '4000', '8400', 'B-1050'])
  if (name === 'houseNumber') return r.pick(['', '12', '12A', '3 bte 2'])
  if (name === 'unit') return r.pick(['', 'A1.2', 'Lot 7'])
  if (/firstName|^name$/i.test(name)) return r.pick(FIRST)
  if (/lastName/i.test(name)) return r.pick(LAST)
  if (spec.required) return sentence(r, r.int(1, 4))
  return r.chance(0.5) ? sentence(r, r.int(1, 8)) : ''
}

/** The visitor's answers to a form, all valid. */
export function validAnswers(
  form: FormName,
  r: Random,
  marker: string,
  email: string,
): Record<string, FieldValue | FieldValue[]> {
  const spec = SPECS[form]
  const values: Record<string, FieldValue | FieldValue[]> = {}
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.kind === 'id') continue
    values[name] = validValue(form, name, field, r, marker, email)
  }
  if (spec.preferences) {
    values.contactSlots = ['morning', 'afternoon', 'evening'].filter(() => r.chance(0.4))
    values.contactDevice = r.pick(['', 'phone', 'email'])
    if (r.chance(0.5)) values.newsletter = 'on'
  }
  if (form === 'document-request' && r.chance(0.5)) values.newsletter = 'on'
  return values
}

// --- cases ----------------------------------------------------------------------------------

export type Expect = 'stored' | 'refused'

export type FuzzCase = {
  index: number
  form: FormName
  transport: 'js' | 'nojs'
  label: string
  expect: Expect
  /** In the stored lead's data when it is stored. */
  marker: string
  /** The fields to post, given the form read from its page. */
  fields: (page: PageForm) => Fields
  /** JavaScript posts only: the action's arguments (default: React's `(previousState, formData)`). */
  args?: (data: FormData) => unknown[]
  /** Replaces the whole request body (framework-level garbage). */
  rawBody?: { contentType: string; body: Uint8Array | string }
}

const BAD_EMAILS = [
  'jan@gmail',
  'jan.gmail.com',
  'jan @x.be',
  '@x.be',
  'jan@.be',
  'jan@x..be',
  'a@b@c.be',
  'jan@',
  'jan@x.be.',
]
const BAD_PHONES = [
  '12345',
  'abc',
  '+32 47x 12 34 56',
  '1234567890123456',
  '++32470123456',
  '0470 12 34 56 ext 5',
  '+',
  '()',
]
const BAD_IDS = ['abc', '-1', '1.5', '1e3', '0x10', '1234567890123', '48 213', 'null', '[object Object]']
const BAD_FORMS = [
  '',
  'contact',
  'site_contact',
  'SITE-CONTACT',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'x'.repeat(3000),
]
const BAD_AMOUNTS = ['abc', '0', '-5', '1e5', '€', '12,345,678', '2000000000', '0,00', '1.2.3,4.5']
const BAD_COUNTS = ['0', '31', '2.5', 'two', '-1', '1e1', '99999999999999999999']
const BAD_DATES = ['2026-02-30', '31/12/2026', '2026-13-01', 'tomorrow', '2026-1-1', '20260101']
const BAD_URLS = ['http://', 'https://', 'https://exa mple.be', 'https://[::1', 'http://a b']
const BAD_CHOICES = ['dr', 'MR', 'Mr', 'mrs', '0', '<script>', 'mr;ms']
const BAD_CAPTCHAS = (r: Random) =>
  r.pick([
    'garbage',
    Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    Buffer.from(r.bytes(r.int(1, 600))).toString('base64'),
    'x'.repeat(5000),
    Buffer.from(
      JSON.stringify({
        challenge: { parameters: { algorithm: 'SHA-256' }, signature: 'a' },
        solution: { counter: 1, derivedKey: 'ab' },
      }),
    ).toString('base64'),
  ])
const FORGED_TOKENS = (r: Random) =>
  r.pick([
    'v1.1700000000000.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    `v1.${Date.now() - 60_000}.${'A'.repeat(43)}`,
    'v2.1.abc',
    'not-a-token',
    Buffer.from(r.bytes(40)).toString('latin1'),
    `v1.${'9'.repeat(15)}.${'_'.repeat(43)}`,
  ])

/** Bytes that start like a JPEG (the upload sniffs the type), zeros after. */
function jpegOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}

/** Values that carry no meaning to the schema but may hurt code around it. */
function nastyText(r: Random, max: number): string {
  const options = [
    () => `'; DROP TABLE leads; --`,
    () => '<script>alert(1)</script><img src=x onerror=alert(1)>',
    () => '{{7*7}} ${7*7} %s%s%n',
    () => 'a\u0000b\u0000c',
    () => '\u202eevil\u202c \ufeff zero\u200bwidth',
    () => 'x' + Buffer.from(r.bytes(r.int(1, Math.min(max - 1, 200)))).toString('latin1'),
    () => 'x' + new TextDecoder().decode(r.bytes(r.int(1, Math.min(max - 1, 200)))),
    () => 'x' + r.unicode(r.int(1, Math.min(max - 1, 200))),
    () => '../../etc/passwd',
    () => 'Robert"); DELETE FROM mails; --',
  ]
  // Something to keep after trimming, within the limit. A form posts every line break as CR LF
  // (the HTML form data set's rule; the server counts both), so they are counted as such: the
  // text is cut at `max` UTF-16 units (never more code points) once normalised, without a CR left
  // alone at the end.
  return ('x' + r.pick(options)())
    .replace(/\r\n|\r|\n/g, '\r\n')
    .slice(0, max)
    .replace(/\r$/, '')
}

/**
 * Case `index` of `seed`: `validShare` of the cases are plain valid submissions, the rest change
 * one thing. `huge` allows bodies of several MB (still under the 6 MB limit of next.config.ts).
 */
export function makeCase(seed: number, index: number, { validShare = 0.03, huge = true } = {}): FuzzCase {
  const r = caseRandom(seed, index)
  const form = r.pick(FORMS)
  const spec = SPECS[form]
  const marker = `zq${seed.toString(36)}x${index}q`
  const email = `fz.${seed.toString(36)}.${index}@example.be`
  const answers = validAnswers(form, r, marker, email)
  const base = (page: PageForm, change: Record<string, FieldValue | FieldValue[] | undefined> = {}) =>
    fill(page, { ...answers, ...change })
  const made = (
    label: string,
    expect: Expect,
    fields: (page: PageForm) => Fields,
    extra: Partial<FuzzCase> = {},
  ): FuzzCase => ({
    index,
    form,
    // Stored submissions cost a page render with JavaScript (the thank-you page's Flight, forwarded
    // by Next); without, a 303. Refusals are the other way round.
    transport: expect === 'stored' ? (r.chance(0.1) ? 'js' : 'nojs') : r.chance(0.94) ? 'js' : 'nojs',
    label,
    expect,
    marker,
    fields,
    ...extra,
  })

  if (r.chance(validShare)) return made('valid', 'stored', (page) => base(page))

  const names = Object.keys(spec.fields)
  const required = names.filter((n) => spec.fields[n]!.required && spec.fields[n]!.kind !== 'id')
  const limited = names.filter((n) => spec.fields[n]!.max !== undefined)
  const free = names.filter((n) => spec.fields[n]!.kind === 'text' && n !== spec.marker)
  const ofKind = (kind: Kind) => names.filter((n) => spec.fields[n]!.kind === kind)
  const pickOr = (items: string[]) => (items.length > 0 ? r.pick(items) : null)

  type Maker = () => FuzzCase | null
  const makers: [weight: number, Maker][] = [
    // --- refused ---
    [
      8,
      () => {
        const name = r.pick(required)
        return made(`missing ${name}`, 'refused', (page) => base(page).filter(([n]) => n !== name))
      },
    ],
    [
      4,
      () => {
        const name = r.pick(required)
        return made(`blank ${name}`, 'refused', (page) =>
          base(page, { [name]: r.pick(['', '   ', '\t\n', '\u00a0']) }),
        )
      },
    ],
    [
      8,
      () => {
        const name = r.pick(limited)
        const max = spec.fields[name]!.max!
        // Lengths are counted in code points, as zod counts them. Big ones stay under the 6 MB
        // body limit (ASCII: one byte a character).
        const big = huge && r.chance(0.03)
        const length = big ? r.int(200_000, 5_000_000) : max + r.int(1, Math.max(2, max))
        const filler = big ? 'e' : r.pick(['é', 'e', '😀'])
        const value =
          name === 'email' || name === 'friendEmail'
            ? `${'a'.repeat(length)}@example.be`
            : (name === spec.marker ? marker : '') + filler.repeat(length)
        return made(`overlong ${name} (${value.length})`, 'refused', (page) => base(page, { [name]: value }))
      },
    ],
    [
      6,
      () => {
        const name = pickOr(ofKind('email').filter((n) => spec.fields[n]!.required || r.chance(0.5)))
        if (!name) return null
        const value = r.pick(BAD_EMAILS)
        return made(`bad e-mail ${name}=${value}`, 'refused', (page) => base(page, { [name]: value }))
      },
    ],
    [
      5,
      () => {
        const name = pickOr(ofKind('phone'))
        if (!name) return null
        const value = r.pick(BAD_PHONES)
        return made(`bad phone ${value}`, 'refused', (page) => base(page, { [name]: value }))
      },
    ],
    [
      4,
      () => {
        const name = pickOr(ofKind('choice'))
        if (!name) return null
        const value = r.pick(BAD_CHOICES)
        return made(`bad ${name}=${value}`, 'refused', (page) => base(page, { [name]: value }))
      },
    ],
    [
      3,
      () => {
        if (!spec.preferences) return null
        const change = r.chance(0.5)
          ? { contactSlots: ['morning', r.pick(['night', 'MORNING', '', 'evening '])] }
          : r.chance(0.5)
            ? { contactSlots: ['morning', 'afternoon', 'evening', 'morning'] }
            : { contactDevice: r.pick(['fax', 'PHONE', 'pigeon']) }
        return made(`bad preference ${JSON.stringify(change)}`, 'refused', (page) => base(page, change))
      },
    ],
    [
      6,
      () => {
        if (!spec.subject) return null
        const value = r.pick([...BAD_IDS, '', '999999999', '0', '99999999999'])
        return made(`bad ${spec.subject} id "${value}"`, 'refused', (page) =>
          base(page, { [spec.subject!]: value }),
        )
      },
    ],
    [
      3,
      () => {
        if (!spec.subject) return null
        return made(`no ${spec.subject} field`, 'refused', (page) =>
          base(page).filter(([n]) => n !== spec.subject),
        )
      },
    ],
    [
      5,
      () => {
        const value = r.pick(BAD_FORMS)
        return made(`unknown form "${value.slice(0, 20)}"`, 'refused', (page) => base(page, { _form: value }))
      },
    ],
    [2, () => made('no _form', 'refused', (page) => base(page).filter(([n]) => n !== '_form'))],
    [
      5,
      () => {
        const value = BAD_CAPTCHAS(r)
        return made(`bad captcha (${value.length})`, 'refused', (page) => base(page, { captcha: value }))
      },
    ],
    [
      4,
      () => {
        const name = r.pick(required)
        const blob = new File([r.bytes(r.int(0, 2000))], 'x.bin', {
          type: r.pick(['application/octet-stream', 'text/plain', 'image/png']),
        })
        return made(`file in ${name}`, 'refused', (page) => base(page, { [name]: blob }))
      },
    ],
    [
      4,
      () => {
        const name = r.pick(required)
        return made(`repeated ${name}`, 'refused', (page) => {
          const fields = base(page)
          const first = fields.find(([n]) => n === name)
          return first ? [...fields, [name, first[1]]] : fields
        })
      },
    ],
    [
      3,
      () => {
        const name = pickOr(ofKind('amount'))
        if (!name) return null
        const value = r.pick(BAD_AMOUNTS)
        return made(`bad amount ${value}`, 'refused', (page) => base(page, { [name]: value }))
      },
    ],
    [
      2,
      () => {
        const name = pickOr(ofKind('count'))
        if (!name) return null
        const value = r.pick(BAD_COUNTS)
        return made(`bad count ${value}`, 'refused', (page) => base(page, { [name]: value }))
      },
    ],
    [
      2,
      () => {
        const name = pickOr(ofKind('date'))
        if (!name) return null
        const value = r.pick(BAD_DATES)
        return made(`bad date ${value}`, 'refused', (page) => base(page, { [name]: value }))
      },
    ],
    [
      2,
      () => {
        const name = pickOr(ofKind('url'))
        if (!name) return null
        const value = r.pick(BAD_URLS)
        return made(`bad url ${value}`, 'refused', (page) => base(page, { [name]: value }))
      },
    ],
    [
      2,
      () => {
        if (form !== 'testimonial') return null
        const big = huge && r.chance(0.2)
        const image = big
          ? new File([jpegOf(5 * 1024 * 1024 + r.int(1, 500_000))], 'big.jpg', { type: 'image/jpeg' })
          : new File([r.bytes(r.int(1, 5000))], r.pick(['a.jpg', 'a.png', 'a.gif', 'a.svg']), {
              type: r.pick(['image/jpeg', 'image/png', 'image/svg+xml']),
            })
        return made(`bad image (${image.size} bytes)`, 'refused', (page) => base(page, { image }))
      },
    ],
    [
      3,
      () => {
        // Every answer replaced by bytes, with a space inside: the e-mail field (every form has
        // one, required or not) cannot be valid then.
        const garbage: Record<string, FieldValue> = {}
        const junk = () => Buffer.from(r.bytes(r.int(10, 150))).toString('latin1')
        for (const name of names) if (spec.fields[name]!.kind !== 'id') garbage[name] = `${junk()} ${junk()}`
        return made('binary garbage in every field', 'refused', (page) => base(page, garbage))
      },
    ],
    [
      2,
      () => {
        // Field names that are properties of every object: harmless when the answer is stored,
        // and the refused answer is sent back to the form with everything typed.
        const name = r.pick([
          'constructor',
          '__proto__',
          'toString',
          'hasOwnProperty',
          'valueOf',
          '__defineGetter__',
        ])
        const times = r.int(1, 3)
        const refused = r.chance(0.5)
        const missing = r.pick(required)
        return made(
          `field "${name}" x${times}${refused ? `, missing ${missing}` : ''}`,
          refused ? 'refused' : 'stored',
          (page) => [
            ...base(page).filter(([n]) => !refused || n !== missing),
            ...Array.from({ length: times }, (_, i): [string, FieldValue] => [
              name,
              i === 0 ? 'x' : `{"a":${i}}`,
            ]),
          ],
        )
      },
    ],
    // The action called with other arguments than React's (a crafted request).
    [
      2,
      () => {
        const shape = r.pick(['formDataOnly', 'none', 'stateString', 'object', 'swapped'] as const)
        const args: Record<typeof shape, (data: FormData) => unknown[]> = {
          formDataOnly: (data) => [data],
          none: () => [],
          stateString: () => [INITIAL_STATE, 'not a form'],
          object: () => [INITIAL_STATE, { _form: form, email }],
          swapped: (data) => [data, INITIAL_STATE],
        }
        const c = made(`action called with ${shape}`, 'refused', (page) => base(page), { args: args[shape] })
        return { ...c, transport: 'js' }
      },
    ],
    [
      1,
      () => {
        const c = made('no-JS action without bound state ($ACTION_ID_)', 'refused', (page) => {
          const fields = base(page).filter(([n]) => !n.startsWith('$ACTION'))
          return [[`$ACTION_ID_${page.actionId}`, ''], ...fields]
        })
        return { ...c, transport: 'nojs' }
      },
    ],
    // --- stored all the same ---
    [
      1.5,
      () => {
        const value = r.chance(0.2) ? undefined : FORGED_TOKENS(r)
        return made(`forged token ${JSON.stringify(value)?.slice(0, 30)}`, 'stored', (page) =>
          base(page, { form_token: value }),
        )
      },
    ],
    [
      1,
      () =>
        made('honeypot filled', 'stored', (page) =>
          base(page, { website_url: r.pick(['http://spam.example', 'x', 'Buy now']) }),
        ),
    ],
    [
      1,
      () => {
        const value = r.pick(['xx', '', 'FR', 'de', 'en', 'nl', '../fr', 'fr-BE', undefined])
        return made(`locale ${JSON.stringify(value)}`, 'stored', (page) => base(page, { _locale: value }))
      },
    ],
    [
      1.5,
      () => {
        const big = huge && r.chance(0.05)
        const extras: [string, FieldValue][] = []
        for (let i = r.int(1, 5); i > 0; i--) {
          const name = r.pick([
            'foo',
            '$where',
            'data',
            'status',
            'id',
            'review',
            r.unicode(8, { printable: true }),
            'a'.repeat(500),
            '_page',
            '_utm',
          ])
          extras.push([name, big && i === 1 ? 'z'.repeat(r.int(100_000, 5_000_000)) : nastyText(r, 400)])
        }
        return made(
          `extra fields ${extras.map(([n]) => n.slice(0, 10)).join(',')}${big ? ' (big)' : ''}`,
          'stored',
          (page) => [...base(page), ...extras],
        )
      },
    ],
    [
      2,
      () => {
        const name = pickOr(free)
        if (!name) return null
        const value = nastyText(r, spec.fields[name]!.max ?? 80)
        return made(`odd text in ${name}`, 'stored', (page) => base(page, { [name]: value }))
      },
    ],
    [
      1,
      () => {
        const name = r.pick(required)
        return made(`padded ${name}`, 'stored', (page) => {
          const value = answers[name]
          return base(page, { [name]: typeof value === 'string' ? `  ${value}\t` : value })
        })
      },
    ],
    [
      0.5,
      () => {
        const name = pickOr(
          names.filter(
            (n) => !spec.fields[n]!.required && spec.fields[n]!.kind !== 'id' && n !== spec.marker,
          ),
        )
        if (!name) return null
        return made(`optional ${name} left out`, 'stored', (page) => base(page).filter(([n]) => n !== name))
      },
    ],
    [
      0.5,
      () => {
        const name = pickOr(ofKind('email'))
        if (!name) return null
        const value = r.pick([
          `${email.split('@')[0]}+tag@sub.example.co.uk`,
          `O'Brien.${index}@example.be`,
          `${index}.${'a'.repeat(200)}@ex.be`,
        ])
        return made(`unusual valid e-mail ${name}`, 'stored', (page) =>
          base(page, { [name]: value.slice(0, 254) }),
        )
      },
    ],
    // --- the framework's own envelope: refused by the proxy (400, 413) before Next decodes it ---
    [
      1,
      () => {
        const kind = r.pick([
          'bound state not JSON',
          'bound state missing',
          'flight garbage',
          'descriptor garbage',
          'control character in a field name',
          'over the size limit',
        ] as const)
        if (kind === 'over the size limit') {
          const c = made(kind, 'refused', (page) => base(page), {
            rawBody: { contentType: 'text/plain;charset=UTF-8', body: `["${'z'.repeat(6 * 1024 * 1024)}"]` },
          })
          return { ...c, transport: 'js' }
        }
        if (kind === 'control character in a field name') {
          // Next's multipart parser for action requests (busboy) refuses the part header.
          const name = `x${String.fromCharCode(r.pick([0, 1, 0x1a, 0x1f, 0x7f]))}y`
          const c = made(kind, 'refused', (page) => [...base(page), [name, 'z']])
          return { ...c, transport: 'js' }
        }
        if (kind === 'flight garbage') {
          const c = made(kind, 'refused', (page) => base(page), {
            rawBody: {
              contentType: 'text/plain;charset=UTF-8',
              body: r.chance(0.5) ? '{garbage' : r.bytes(r.int(1, 400)),
            },
          })
          return { ...c, transport: 'js' }
        }
        const c = made(kind, 'refused', (page) =>
          base(page)
            .filter(([n]) => kind !== 'bound state missing' || !/^\$ACTION_\d+:1$/.test(n))
            .map(([n, v]) =>
              kind === 'bound state not JSON' && /^\$ACTION_\d+:1$/.test(n)
                ? [n, 'garbage']
                : kind === 'descriptor garbage' && /^\$ACTION_\d+:0$/.test(n)
                  ? [n, Buffer.from(r.bytes(30)).toString('latin1')]
                  : [n, v],
            ),
        )
        return { ...c, transport: 'nojs' }
      },
    ],
  ]
  const total = makers.reduce((sum, [w]) => sum + w, 0)
  for (let attempt = 0; attempt < 20; attempt++) {
    let roll = r.next() * total
    for (const [weight, maker] of makers) {
      roll -= weight
      if (roll > 0) continue
      const made = maker()
      if (made) return made
      break
    }
  }
  return made('valid', 'stored', (page) => base(page))
}
