import { describe, expect, it } from 'vitest'

import { demandListingOf } from './listing'

describe('demandListingOf', () => {
  it('takes the goal from the list it is in: sale first, then rent; a holiday let only has none', () => {
    expect(demandListingOf({ id: 1, listedForSale: true, listedForRent: true }).goal).toBe('buy')
    expect(demandListingOf({ id: 1, listedForRent: true }).goal).toBe('rent')
    expect(demandListingOf({ id: 1 }).goal).toBeNull()
  })

  it('has the main web type and every one of WebIDs, as the lists count them', () => {
    expect(demandListingOf({ id: 1, typeWebId: 5, webIds: '5, 6,x' }).webIds).toEqual([5, 6])
  })

  it('never gives an unpublished price', () => {
    expect(demandListingOf({ id: 1, price: { amount: 250_000, publish: false } }).price).toBeNull()
    expect(demandListingOf({ id: 1, price: { amount: 250_000, publish: true } }).price).toBe(250_000)
    expect(demandListingOf({ id: 1, price: { amount: 250_000 } }).price).toBe(250_000)
  })

  it.each([
    [{}, null],
    [{ parkingsInternal: 1 }, 1],
    [{ parkingsExternal: 2 }, 2],
    [{ parkingsInternal: 1, parkingsExternal: 2 }, 3],
  ])('adds parkings inside and outside: %o → %s', (rooms, parkings) => {
    expect(demandListingOf({ id: 1, rooms }).parkings).toBe(parkings)
  })

  it('keeps unknown counts unknown and trims the zip', () => {
    const listing = demandListingOf({ id: 7, zip: ' 9000 ', rooms: { bedrooms: 3, garages: 0 } })
    expect(listing).toMatchObject({ id: 7, zip: '9000', bedrooms: 3, garages: 0, bathrooms: null })
  })
})
