/** Answers that must be refused: a field missing, blank, overlong or not of its kind. */
import type { FieldValue } from '../leadClient'
import type { CaseContext, Maker } from './case'

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
const BAD_AMOUNTS = ['abc', '0', '-5', '1e5', '€', '12,345,678', '2000000000', '0,00', '1.2.3,4.5']
const BAD_COUNTS = ['0', '31', '2.5', 'two', '-1', '1e1', '99999999999999999999']
const BAD_DATES = ['2026-02-30', '31/12/2026', '2026-13-01', 'tomorrow', '2026-1-1', '20260101']
const BAD_URLS = ['http://', 'https://', 'https://exa mple.be', 'https://[::1', 'http://a b']
const BAD_CHOICES = ['dr', 'MR', 'Mr', 'mrs', '0', '<script>', 'mr;ms']

/** Bytes that start like a JPEG (the upload sniffs the type), zeros after. */
function jpegOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}

export function badAnswerMakers({
  r,
  form,
  spec,
  marker,
  huge,
  base,
  made,
  names,
  required,
  limited,
  ofKind,
  pickOr,
}: CaseContext): Maker[] {
  return [
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
  ]
}
