import { describe, expect, it } from 'vitest'

import { type MarqueeBadge, marqueeBadge, type MarqueeInput } from './marqueeBadge'

const name = (text: string): MarqueeBadge => ({ kind: 'name', text })

describe('marqueeBadge: "Marquee (label code seen with 1, 3, 4, 14)" and MarqueeName on cards and detail', () => {
  it.each<[string, MarqueeInput, readonly number[], MarqueeBadge | null]>([
    ['Marquee 1 with its name', { marquee: 1, marqueeName: 'Option' }, [14], name('Option')],
    ['Marquee 3 with its name', { marquee: 3, marqueeName: 'Nouveau' }, [14], name('Nouveau')],
    [
      'Marquee 4 with its name, trimmed',
      { marquee: '4', marqueeName: ' Prix réduit ' },
      [14],
      name('Prix réduit'),
    ],
    ['no marquee', { marquee: null, marqueeName: null }, [], null],
    ['marquee 0 is no marquee', { marquee: 0, marqueeName: 'x' }, [], null],
    [
      '"translated label when MarqueeName is missing": 1',
      { marquee: 1 },
      [],
      { kind: 'label', label: 'option' },
    ],
    ['… 3', { marquee: 3, marqueeName: '' }, [], { kind: 'label', label: 'new' }],
    ['… 4', { marquee: 4, marqueeName: '  ' }, [], { kind: 'label', label: 'priceReduced' }],
    ['… 14', { marquee: 14, marqueeName: null }, [], { kind: 'label', label: 'underCompromise' }],
    ['an unknown code without a name shows nothing', { marquee: 9 }, [], null],
    [
      'an unknown code with a name shows the name',
      { marquee: 9, marqueeName: 'Exclusivité' },
      [],
      name('Exclusivité'),
    ],
    [
      '"ignore list shows the marquee name instead of the price": not a second time as a badge',
      { marquee: 14, marqueeName: 'Sous compromis' },
      [14],
      null,
    ],
    [
      'an ignored marquee without a name keeps its price, so its label is the badge',
      { marquee: 14 },
      [14],
      { kind: 'label', label: 'underCompromise' },
    ],
  ])('%s', (_, input, ignore, expected) => {
    expect(marqueeBadge(input, ignore)).toEqual(expected)
  })
})
