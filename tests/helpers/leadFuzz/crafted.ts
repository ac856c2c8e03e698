/**
 * Crafted requests: an unknown form, a forged captcha, field names that are properties of every
 * object, the action called with other arguments, and the framework's envelope broken.
 */
import { type FieldValue, INITIAL_STATE } from '../leadClient'
import type { CaseContext, Maker } from './case'
import type { Random } from './random'

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

export function craftedMakers({ r, form, email, base, made, required }: CaseContext): Maker[] {
  return [
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
}
