import { describe, expect, it } from 'vitest'

import type { PriceLabel } from '@/domain/format/formatPrice'
import { priceText, type PriceTexts } from './priceText'

// The French Property messages, written out: what a visitor reads on a card and on the detail.
const fr: PriceTexts = {
  priceOnRequest: 'Prix sur demande',
  startingFrom: (price) => `À partir de ${price}`,
  perPeriod: (price, period) => `${price} ${period === 'week' ? 'par semaine' : 'par mois'}`,
}
const nbsp = '\u00a0'

describe('priceText: the one wording of a price label on cards, detail, maps and slides', () => {
  it.each<[string, PriceLabel, string]>([
    ['a sale', { kind: 'amount', text: `€${nbsp}350.000`, startingFrom: false }, `€${nbsp}350.000`],
    [
      'a rent per month',
      { kind: 'amount', text: `€${nbsp}1.250`, startingFrom: false, per: 'month' },
      `€${nbsp}1.250 par mois`,
    ],
    [
      'a rent per week',
      { kind: 'amount', text: `€${nbsp}690`, startingFrom: false, per: 'week' },
      `€${nbsp}690 par semaine`,
    ],
    [
      '"starting from" before the price',
      { kind: 'amount', text: `€${nbsp}199.000`, startingFrom: true },
      `À partir de €${nbsp}199.000`,
    ],
    [
      '"starting from" a rent per month',
      { kind: 'amount', text: `€${nbsp}800`, startingFrom: true, per: 'month' },
      `À partir de €${nbsp}800 par mois`,
    ],
    ['the marquee name instead of the price', { kind: 'marquee', text: 'Sous compromis' }, 'Sous compromis'],
    ['price on request', { kind: 'onRequest' }, 'Prix sur demande'],
  ])('%s', (_, label, expected) => {
    expect(priceText(label, fr)).toBe(expected)
  })
})
