import { describe, expect, it } from 'vitest'
import { formatPrice, type PriceInput, type PriceLabel } from './formatPrice'

const nbsp = '\u00a0'
const amount = (text: string, startingFrom = false): PriceLabel => ({
  kind: 'amount',
  text,
  startingFrom,
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
