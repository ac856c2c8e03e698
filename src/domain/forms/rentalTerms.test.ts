import { describe, expect, it } from 'vitest'

import { purchaseAdvance, rentalTerms } from './rentalTerms'

describe('rentalTerms (spec §9 rental confirmation)', () => {
  it.each([
    // rent, charges, inventory, deposit, bedrooms → income, persons, total at signing
    [950, 100, 300, null, 2, 3150, 4, 950 + 100 + 150 + 2850],
    [800, null, null, 1600, 1, 2400, 2, 800 + 1600],
    [650, 50, 0, null, 0, 2100, 2, 650 + 50 + 1950],
    [1200.5, 0, 251, 2400, 3, 3601.5, 6, 1200.5 + 125.5 + 2400],
  ])(
    'rent %s, charges %s, inventory %s, deposit %s, %s bedrooms',
    (rent, charges, inventory, deposit, bedrooms, income, persons, total) => {
      const terms = rentalTerms({ rent, charges, inventoryCost: inventory, deposit, bedrooms })
      expect(terms?.minimumIncome).toBe(income)
      expect(terms?.maximumPersons).toBe(persons)
      expect(terms?.dueAtSigning.total).toBeCloseTo(total, 2)
    },
  )

  it('three months of rent is the deposit when the CRM gives none', () => {
    expect(
      rentalTerms({ rent: 700, charges: null, inventoryCost: null, deposit: 0, bedrooms: 1 })?.dueAtSigning
        .deposit,
    ).toBe(2100)
  })

  it('computes nothing without a rent', () => {
    expect(
      rentalTerms({ rent: null, charges: 100, inventoryCost: 200, deposit: 1000, bedrooms: 2 }),
    ).toBeNull()
    expect(rentalTerms({ rent: 0, charges: 100, inventoryCost: 200, deposit: 1000, bedrooms: 2 })).toBeNull()
  })
})

describe('purchaseAdvance (spec §9: 10 % at signing)', () => {
  it.each([
    [350000, 35000],
    [289999, 28999.9],
    [1, 0.1],
  ])('%s € → %s €', (price, advance) => expect(purchaseAdvance(price)).toBe(advance))
})
