import { describe, expect, it } from 'vitest'

import { cssClassTokens, gridColumns, headingLevels, moduleRows } from './moduleLayout'
import { contrastRatio, readableColor } from './readableColor'

describe('gridColumns: span 1 to 12, sizes sm/md/lg (spec §3, §9 12-column grid)', () => {
  it.each([
    [
      'span only: full width below desktop, span on desktop',
      { span: 6, sm: null, md: null, lg: null },
      { sm: 12, md: 12, lg: 6 },
    ],
    ['default span 12', { span: 12, sm: null, md: null, lg: null }, { sm: 12, md: 12, lg: 12 }],
    ['every size given', { span: 12, sm: 12, md: 6, lg: 4 }, { sm: 12, md: 6, lg: 4 }],
    ['md only: inherited upward', { span: 12, sm: null, md: 6, lg: null }, { sm: 12, md: 6, lg: 6 }],
    ['sm only: inherited upward', { span: 3, sm: 6, md: null, lg: null }, { sm: 6, md: 6, lg: 6 }],
    ['lg only', { span: 12, sm: null, md: null, lg: 8 }, { sm: 12, md: 12, lg: 8 }],
    ['out of range values clamp to 1..12', { span: 40, sm: 0, md: null, lg: null }, { sm: 1, md: 1, lg: 1 }],
    ['a fraction rounds', { span: 4.4, sm: null, md: null, lg: null }, { sm: 12, md: 12, lg: 4 }],
  ])('%s', (_label, input, expected) => {
    expect(gridColumns(input)).toEqual(expected)
  })
})

const mod = (name: string, position: number | null, sort: number | null = null) => ({
  name,
  layout: { position, sort },
})
const names = (rows: { name: string }[][]) => rows.map((row) => row.map((m) => m.name))

describe('moduleRows: position is the content row (spec §3)', () => {
  it.each([
    ['no modules', [], []],
    ['no positions: one row in editor order', [mod('a', null), mod('b', null)], [['a', 'b']]],
    ['no positions, sort given', [mod('a', null, 2), mod('b', null, 1)], [['b', 'a']]],
    [
      'same position side by side, rows ascending',
      [mod('a', 2), mod('b', 1), mod('c', 1), mod('d', 3)],
      [['b', 'c'], ['a'], ['d']],
    ],
    ['sort inside a row', [mod('a', 1, 5), mod('b', 1, 1)], [['b', 'a']]],
    ['modules without a position come last', [mod('a', null), mod('b', 1)], [['b'], ['a']]],
  ])('%s', (_label, input, expected) => {
    expect(names(moduleRows(input))).toEqual(expected)
  })
})

describe('headingLevels: titleSize h1/h2, one h1 per page', () => {
  const m = (titleSize: 'h1' | 'h2', title: string | null = 'Title') => ({ title, titleSize })
  it.each([
    ['h1 asked, page has no heading', [m('h1')], false, ['h1']],
    ['h1 asked, page already has its h1', [m('h1')], true, ['h2']],
    ['only the first h1 request wins', [m('h1'), m('h1')], false, ['h1', 'h2']],
    ['an untitled module cannot take the h1', [m('h1', null), m('h1')], false, ['h2', 'h1']],
    ['h2 stays h2', [m('h2')], false, ['h2']],
  ] as const)('%s', (_label, modules, hasPageHeading, expected) => {
    expect(headingLevels([...modules], hasPageHeading)).toEqual(expected)
  })
})

describe('cssClassTokens: the module class field', () => {
  it.each([
    [null, []],
    ['', []],
    ['home-welcome  highlight', ['home-welcome', 'highlight']],
    ['ok "><script>', ['ok']],
    ['a:hover 1abc _x -y', ['_x', '-y']],
  ])('%j', (input, expected) => {
    expect(cssClassTokens(input)).toEqual(expected)
  })
})

describe('readableColor: colorBackground with a contrasting ink (WCAG 1.4.3)', () => {
  it.each([
    ['#1f4e5f', { background: 'rgb(31 78 95)', ink: 'light' }],
    ['#fff', { background: 'rgb(255 255 255)', ink: 'dark' }],
    ['#F4F2EE', { background: 'rgb(244 242 238)', ink: 'dark' }],
    ['#c8a24a', { background: 'rgb(200 162 74)', ink: 'dark' }],
    ['#000000cc', { background: 'rgb(0 0 0)', ink: 'light' }],
    ['rgb(200, 30, 30)', { background: 'rgb(200 30 30)', ink: 'light' }],
    ['rgba(250 250 210 / 0.5)', { background: 'rgb(250 250 210)', ink: 'dark' }],
    ['red', null],
    ['#12', null],
    ['rgb(300, 0, 0)', null],
    ['#fff; background-image: url(x)', null],
    ['', null],
    [null, null],
  ])('%j', (input, expected) => {
    expect(readableColor(input)).toEqual(expected)
  })

  it('white on black is 21:1', () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5)
  })
})
