import { describe, expect, it } from 'vitest'

import type { Property } from '@/payload-types'
import { toPropertySummary } from './propertySummary'

type Doc = Pick<Property, 'id' | 'title'> & Partial<Property>
const listing = (over: Partial<Property>): Doc => ({ id: 1, title: 'Appartement', ...over })
const nbsp = '\u00a0'

// The card data of the lists, home 'latest offers', similar properties and the detail header.
describe('toPropertySummary: price and marquee as every card and the detail show them', () => {
  it.each<[string, Doc, unknown]>([
    [
      'a rental keeps its unit (spec §4 PriceUnit 2, "par mois")',
      listing({ goal: 'rent', rentPeriod: 'month', price: { amount: 1250, unit: 2 } }),
      { kind: 'amount', text: `€${nbsp}1.250`, startingFrom: false, per: 'month' },
    ],
    [
      'a tourist rental per week (PriceUnit 3)',
      listing({ goal: 'rent', rentPeriod: 'week', price: { amount: 690, unit: 3 } }),
      { kind: 'amount', text: `€${nbsp}690`, startingFrom: false, per: 'week' },
    ],
    [
      'a rental with an asking-price unit takes its rent period',
      listing({ goal: 'rent', rentPeriod: 'week', price: { amount: 1150, unit: 1 } }),
      { kind: 'amount', text: `€${nbsp}1.150`, startingFrom: false, per: 'week' },
    ],
    [
      'a sale has no unit',
      listing({ goal: 'sale', price: { amount: 350000, unit: 1 } }),
      { kind: 'amount', text: `€${nbsp}350.000`, startingFrom: false },
    ],
  ])('%s', (_, doc, price) => {
    expect(toPropertySummary(doc).price).toEqual(price)
  })

  it.each<[string, Doc, readonly number[], unknown]>([
    [
      'MarqueeName as a badge (Marquee 3)',
      listing({ price: { amount: 785000, marquee: 3, marqueeName: 'Nouveau' } }),
      [14],
      { kind: 'name', text: 'Nouveau' },
    ],
    [
      'the translated label without MarqueeName (Marquee 4)',
      listing({ price: { amount: 289000, marquee: 4, marqueeName: null } }),
      [14],
      { kind: 'label', label: 'priceReduced' },
    ],
    [
      'an ignored marquee is the price, not a badge',
      listing({ price: { amount: 389000, marquee: 14, marqueeName: 'Sous compromis' } }),
      [14],
      null,
    ],
    ['no marquee', listing({ price: { amount: 1 } }), [14], null],
  ])('%s', (_, doc, ignore, marquee) => {
    expect(toPropertySummary(doc, ignore).marquee).toEqual(marquee)
  })
})
