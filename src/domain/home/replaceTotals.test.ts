import { describe, expect, it } from 'vitest'

import { replaceTotals } from './replaceTotals'

describe('replaceTotals: "{FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}, replaced by the counts"', () => {
  it.each([
    ['{FOR_SALE_TOTAL} à vendre, {FOR_RENT_TOTAL} à louer', '12 à vendre, 8 à louer'],
    ['{FOR_SALE_TOTAL} + {FOR_SALE_TOTAL}', '12 + 12'],
    ['Geen tellers', 'Geen tellers'],
    [
      '{for_sale_total} stays: placeholders are upper case',
      '{for_sale_total} stays: placeholders are upper case',
    ],
  ])('%j → %j', (text, expected) => {
    expect(replaceTotals(text, { forSale: 12, forRent: 8 })).toBe(expected)
  })

  it.each([
    ['nl-BE', '1.250 te koop'],
    ['en', '1,250 te koop'],
  ])('counts use the %s number format', (locale, expected) => {
    expect(replaceTotals('{FOR_SALE_TOTAL} te koop', { forSale: 1250, forRent: 0 }, locale)).toBe(expected)
  })
})
