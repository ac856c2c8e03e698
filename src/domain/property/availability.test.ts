import { describe, expect, it } from 'vitest'

import { type Availability, type AvailabilityInput, availabilityOf } from './availability'

describe('availabilityOf', () => {
  it.each<[string, AvailabilityInput, Availability]>([
    ['"title starting with \'VENDU\'"', { title: 'VENDU - Maison 3 chambres', goal: 0 }, 'sold'],
    ['VENDU in lower case', { title: 'vendu maison', goal: 0 }, 'sold'],
    ['VENDUE (feminine)', { title: 'Vendue: villa', goal: 0 }, 'sold'],
    ['leading spaces', { title: '  VENDU villa', goal: 0 }, 'sold'],
    ['"title starting with \'LOUEE\'"', { title: 'LOUEE appartement', goal: 1 }, 'rented'],
    ['LOUÉE with accent', { title: 'LOUÉE - studio', goal: 1 }, 'rented'],
    ['louée in lower case', { title: 'louée', goal: 1 }, 'rented'],
    ['VENDU only at the start counts', { title: 'Maison VENDU', goal: 0 }, 'for-sale'],
    ['goal 0 is for sale', { title: 'Maison 3 chambres', goal: 0 }, 'for-sale'],
    ['goal 1 is for rent', { title: 'Appartement', goal: 1 }, 'for-rent'],
    ['no title', { title: null, goal: 1 }, 'for-rent'],
    ['"Project unit can be sold"', { title: 'Lot 3', goal: 0, sold: true }, 'sold'],
  ])('%s', (_, input, expected) => {
    expect(availabilityOf(input)).toBe(expected)
  })
})
