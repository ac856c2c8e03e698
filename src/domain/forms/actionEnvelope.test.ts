import { describe, expect, it } from 'vitest'

import { type ActionEnvelope, actionEnvelopeProblem, type EnvelopeEntry } from './actionEnvelope'

const state = JSON.stringify({ status: 'idle', values: { remark: '$$100 off' }, errors: {} })
const person: EnvelopeEntry[] = [
  ['email', 'anne@example.be'],
  ['remark', 'Bonjour'],
]

/** What React's client sends for `action(previousState, formData)`. */
const js = (root: string | undefined, extra: EnvelopeEntry[] = []): ActionEnvelope => ({
  kind: 'multipart',
  fetchAction: true,
  entries: [
    ...(root === undefined ? [] : [['0', root] as const]),
    ...person.map(([n, v]) => [`1_${n}`, v] as const),
    ...extra,
  ],
})

/** What a form posted without JavaScript sends (React's hidden fields). */
const noJs = (
  descriptor: string | null,
  bound: string | null,
  extra: EnvelopeEntry[] = [],
): ActionEnvelope => ({
  kind: 'multipart',
  fetchAction: false,
  entries: [
    ['$ACTION_REF_1', ''],
    ...(descriptor === null ? [] : [['$ACTION_1:0', descriptor] as const]),
    ...(bound === null ? [] : [['$ACTION_1:1', bound] as const]),
    ['$ACTION_KEY', 'k123'],
    ...person,
    ...extra,
  ],
})
const descriptor = JSON.stringify({ id: '7f3a9c', bound: '$@1' })

describe('actionEnvelopeProblem', () => {
  it.each<[string, ActionEnvelope]>([
    ['a JavaScript call as React writes it', js(`[${state},"$K1"]`)],
    ['a JavaScript call with a photo', js(`[${state},"$K1"]`, [['1_photo', { fileName: 'moi.jpg' }]])],
    [
      'a JavaScript call with self-contained values',
      js('["$undefined","$NaN","$-0","$D2026-01-01","$n12",1,null]'),
    ],
    ['a JavaScript call as a text body', { kind: 'text', fetchAction: true, body: '[]' }],
    ['a form without JavaScript', noJs(descriptor, `[${state}]`)],
    [
      'a form without JavaScript, action without bound state',
      noJs(JSON.stringify({ id: 'a1', bound: null }), null),
    ],
    ['a field name with a tab (busboy accepts it)', js('[]', [['a\tb', 'x']])],
    [
      'an ordinary POST that is no action (Next renders the page)',
      { kind: 'text', fetchAction: false, body: '{x' },
    ],
    [
      'a multipart POST with no action fields',
      { kind: 'multipart', fetchAction: false, entries: [['q', '{garbage']] },
    ],
  ])('lets through %s', (_, envelope) => {
    expect(actionEnvelopeProblem(envelope)).toBeNull()
  })

  it.each<[string, ActionEnvelope, string]>([
    ['text body not JSON', { kind: 'text', fetchAction: true, body: '{garbage' }, 'not JSON'],
    ['text body not an array', { kind: 'text', fetchAction: true, body: '5' }, 'not an array'],
    ['arguments missing', js(undefined), 'no arguments (field 0)'],
    ['arguments not JSON', js('["$K1"'), 'not JSON'],
    [
      'arguments point at a missing promise',
      js('["$@5","$K1"]'),
      'points at parts the request does not hold',
    ],
    ['arguments hold a server reference', js('[{"a":"$F3"}]'), 'points at parts the request does not hold'],
    ['control character in a field name', js('[]', [['x\u0000y', 'z']]), 'control character in a field name'],
    ['DEL in a field name', noJs(descriptor, '[]', [['x\u007fy', 'z']]), 'control character in a field name'],
    [
      'control character in a file name',
      js('[]', [['1_photo', { fileName: 'a\u001b.jpg' }]]),
      'control character in a file name',
    ],
    ['descriptor missing', noJs(null, '[]'), 'action descriptor not readable'],
    ['descriptor garbage', noJs('\u00e9\u0000garbage', '[]'), 'action descriptor not readable'],
    ['descriptor without an id', noJs('{"bound":"$@1"}', '[]'), 'action descriptor not readable'],
    [
      'descriptor with another kind of bound',
      noJs('{"id":"a","bound":"$Q1"}', '[]'),
      'bound state reference not readable',
    ],
    ['bound state missing', noJs(descriptor, null), 'bound state: missing'],
    ['bound state not JSON', noJs(descriptor, 'garbage'), 'bound state: not JSON'],
    ['bound state not an array', noJs(descriptor, '{}'), 'bound state: not an array'],
    [
      'bound state with a FormData reference',
      noJs(descriptor, '["$K1"]'),
      'bound state: points at parts the request does not hold',
    ],
  ])('refuses %s', (_, envelope, problem) => {
    expect(actionEnvelopeProblem(envelope)).toBe(problem)
  })

  it('reads the bound state from the part the descriptor names (hexadecimal)', () => {
    const envelope: ActionEnvelope = {
      kind: 'multipart',
      fetchAction: false,
      entries: [
        ['$ACTION_REF_2', ''],
        ['$ACTION_2:0', JSON.stringify({ id: 'b', bound: '$@a' })],
        ['$ACTION_2:10', '[]'],
      ],
    }
    expect(actionEnvelopeProblem(envelope)).toBeNull()
    expect(actionEnvelopeProblem({ ...envelope, entries: envelope.entries.slice(0, 2) })).toBe(
      'bound state: missing',
    )
  })
})
