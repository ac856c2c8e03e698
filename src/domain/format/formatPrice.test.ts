import { describe, expect, it } from 'vitest'

import { formatPrice, type PriceInput, type PriceLabel } from './formatPrice'

const nbsp = '\u00a0'
const amount = (text: string, startingFrom = false, per?: 'month' | 'week'): PriceLabel => ({
  kind: 'amount',
  text,
  startingFrom,
  ...(per ? { per } : {}),
})

describe('formatPrice', () => {
  it.each<[string, PriceInput, PriceLabel]>([
    ['"euro prefix, Belgian Dutch grouping"', { price: 350000 }, amount(`€${nbsp}350.000`)],
    ['cents only when the amount has them', { price: 975.5 }, amount(`€${nbsp}975,50`)],
    ['a numeric string from the CRM', { price: '249000' }, amount(`€${nbsp}249.000`)],
    [
      '"Price unit 7 shows \'starting from\' before the price"',
      { price: 199000, priceUnit: 7 },
      amount(`€${nbsp}199.000`, true),
    ],
    ['price unit 7 as a string', { price: 199000, priceUnit: '7' }, amount(`€${nbsp}199.000`, true)],
    ['another price unit', { price: 950, priceUnit: 1 }, amount(`€${nbsp}950`)],
  ])('%s', (_, input, expected) => {
    expect(formatPrice(input)).toEqual(expected)
  })

  // Spec §3 PriceUnit / PriceUnitText (snapshot: 2 'par mois', 3 'par semaine'), "Goal (0 = sale;
  // 1 or any other = rent)" and the display label "monthly rent": a rent always says its period,
  // on a card as on the detail.
  it.each<[string, PriceInput, PriceLabel]>([
    [
      'price unit 2 is per month',
      { price: 1250, priceUnit: 2, goal: 'rent' },
      amount(`€${nbsp}1.250`, false, 'month'),
    ],
    ['price unit 3 is per week', { price: 690, priceUnit: 3, goal: 1 }, amount(`€${nbsp}690`, false, 'week')],
    [
      'the unit wins over the rent period',
      { price: 690, priceUnit: 3, goal: 'rent', rentPeriod: 'month' },
      amount(`€${nbsp}690`, false, 'week'),
    ],
    [
      'a rent with an asking-price unit takes its rent period',
      { price: 1150, priceUnit: 1, goal: 'rent', rentPeriod: 'week' },
      amount(`€${nbsp}1.150`, false, 'week'),
    ],
    [
      '"monthly rent" when nothing says the period',
      { price: 950, goal: 'rent' },
      amount(`€${nbsp}950`, false, 'month'),
    ],
    ['CRM Goal 1 is rent', { price: 950, goal: 1 }, amount(`€${nbsp}950`, false, 'month')],
    ['"any other" Goal is rent', { price: 950, goal: 5 }, amount(`€${nbsp}950`, false, 'month')],
    ['CRM Goal 0 is a sale: no period', { price: 350000, priceUnit: 1, goal: 0 }, amount(`€${nbsp}350.000`)],
    [
      'a sale keeps no period',
      { price: 350000, goal: 'sale', rentPeriod: 'month' },
      amount(`€${nbsp}350.000`),
    ],
    [
      'a rent starting from, per month',
      { price: 800, priceUnit: 7, goal: 'rent' },
      amount(`€${nbsp}800`, true, 'month'),
    ],
    ['a rent on request has no period', { price: 0, priceUnit: 2, goal: 'rent' }, { kind: 'onRequest' }],
  ])('%s', (_, input, expected) => {
    expect(formatPrice(input)).toEqual(expected)
  })

  it.each<[string, PriceInput]>([
    ['null price', { price: null }],
    ['missing price', { price: undefined }],
    ['NaN price', { price: Number.NaN }],
    ['negative price', { price: -5 }],
    ['non-numeric string', { price: 'n.o.t.k.' }],
    ['zero (the CRM stores 0 for an unpublished price)', { price: 0 }],
    ['zero with price unit 7', { price: 0, priceUnit: 7 }],
  ])('%s is price on request, never "NaN"', (_, input) => {
    expect(formatPrice(input)).toEqual({ kind: 'onRequest' })
  })

  it.each<[string, PriceInput, number[], PriceLabel]>([
    [
      '"Marquee ids in an ignore list show the marquee name instead of the price"',
      { price: 350000, marquee: 3, marqueeName: 'Sous option' },
      [1, 3, 4, 14],
      { kind: 'marquee', text: 'Sous option' },
    ],
    [
      'marquee shown even without a price',
      { price: null, marquee: '14', marqueeName: ' Vendu ' },
      [14],
      { kind: 'marquee', text: 'Vendu' },
    ],
    [
      'a marquee not in the ignore list keeps the price',
      { price: 350000, marquee: 2, marqueeName: 'Nouveau' },
      [1, 3],
      amount(`€${nbsp}350.000`),
    ],
    [
      'an ignored marquee without a name falls back to the price',
      { price: 350000, marquee: 3, marqueeName: '  ' },
      [3],
      amount(`€${nbsp}350.000`),
    ],
  ])('%s', (_, input, ignore, expected) => {
    expect(formatPrice(input, ignore)).toEqual(expected)
  })
})
