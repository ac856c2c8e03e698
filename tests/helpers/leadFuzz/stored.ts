/** Changes that must be stored all the same: for review, as spam, in the default language, or without the extras. */
import type { FieldValue } from '../leadClient'
import type { CaseContext, Maker } from './case'
import type { Random } from './random'

const FORGED_TOKENS = (r: Random) =>
  r.pick([
    'v1.1700000000000.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    `v1.${Date.now() - 60_000}.${'A'.repeat(43)}`,
    'v2.1.abc',
    'not-a-token',
    Buffer.from(r.bytes(40)).toString('latin1'),
    `v1.${'9'.repeat(15)}.${'_'.repeat(43)}`,
  ])

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

export function storedMakers({
  r,
  index,
  spec,
  email,
  huge,
  answers,
  base,
  made,
  names,
  required,
  free,
  ofKind,
  pickOr,
}: CaseContext): Maker[] {
  return [
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
  ]
}
