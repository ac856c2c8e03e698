import { describe, expect, it } from 'vitest'

import type { PriceLabel } from '../format/formatPrice'
import { type PriceSentence, priceSentence } from './priceSentence'

const nbsp = '\u00a0'

describe('priceSentence: which message words a price label, in which shape', () => {
  it.each<[string, PriceLabel, PriceSentence]>([
    [
      'a sale: the amount alone',
      { kind: 'amount', text: `€${nbsp}350.000`, startingFrom: false },
      { message: 'price', values: { price: `€${nbsp}350.000`, shape: 'plain' } },
    ],
    [
      'a rent per month',
      { kind: 'amount', text: `€${nbsp}1.250`, startingFrom: false, per: 'month' },
      { message: 'price', values: { price: `€${nbsp}1.250`, shape: 'perMonth' } },
    ],
    [
      'a rent per week',
      { kind: 'amount', text: `€${nbsp}690`, startingFrom: false, per: 'week' },
      { message: 'price', values: { price: `€${nbsp}690`, shape: 'perWeek' } },
    ],
    [
      '"starting from" (price unit 7)',
      { kind: 'amount', text: `€${nbsp}199.000`, startingFrom: true },
      { message: 'price', values: { price: `€${nbsp}199.000`, shape: 'from' } },
    ],
    [
      '"starting from" a rent per month',
      { kind: 'amount', text: `€${nbsp}800`, startingFrom: true, per: 'month' },
      { message: 'price', values: { price: `€${nbsp}800`, shape: 'fromPerMonth' } },
    ],
    [
      '"starting from" a rent per week',
      { kind: 'amount', text: `€${nbsp}450`, startingFrom: true, per: 'week' },
      { message: 'price', values: { price: `€${nbsp}450`, shape: 'fromPerWeek' } },
    ],
    ['price on request', { kind: 'onRequest' }, { message: 'priceOnRequest' }],
    [
      'the marquee name, as the agency wrote it',
      { kind: 'marquee', text: 'Sous compromis' },
      { text: 'Sous compromis' },
    ],
  ])('%s', (_, label, expected) => {
    expect(priceSentence(label)).toEqual(expected)
  })
})
