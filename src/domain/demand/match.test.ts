import { describe, expect, it } from 'vitest'

import { intBetween, prng } from '@fixtures/crm/prng'
import type { DemandCriteria, DemandZone } from './criteria'
import { createDemandIndex, type DemandListing, matchesDemand } from './match'

const criteria = (over: Partial<DemandCriteria> = {}): DemandCriteria => ({
  goal: 'buy',
  webIds: [1],
  zones: [{ kind: 'region', code: 'BE-VLG' }],
  minPrice: null,
  maxPrice: null,
  minBedrooms: null,
  maxBedrooms: null,
  minGarages: null,
  minParkings: null,
  minBathrooms: null,
  ...over,
})

const listing = (over: Partial<DemandListing> = {}): DemandListing => ({
  id: 1,
  goal: 'buy',
  webIds: [1],
  zip: '9000',
  price: 300_000,
  bedrooms: 3,
  garages: 1,
  parkings: 2,
  bathrooms: 1,
  ...over,
})

describe('matchesDemand', () => {
  it.each<[string, Partial<DemandCriteria>, Partial<DemandListing>, boolean]>([
    ['no bound at all', {}, {}, true],
    // Goal.
    ['a sale for a buyer', { goal: 'buy' }, { goal: 'buy' }, true],
    ['a rental for a buyer', { goal: 'buy' }, { goal: 'rent' }, false],
    ['a rental for a tenant', { goal: 'rent' }, { goal: 'rent' }, true],
    ['a holiday let only (no goal)', {}, { goal: null }, false],
    // Web types: any of the listing's among any of the demand's.
    ['its main web type', { webIds: [1, 2] }, { webIds: [1] }, true],
    ['its second web type', { webIds: [6] }, { webIds: [5, 6] }, true],
    ['no shared web type', { webIds: [2, 3] }, { webIds: [1, 4] }, false],
    ['a listing without web type', {}, { webIds: [] }, false],
    // Zones: any of them.
    ['by zip', { zones: [{ kind: 'zip', zip: '9000' }] }, {}, true],
    ['by another zip', { zones: [{ kind: 'zip', zip: '9050' }] }, {}, false],
    ['by province', { zones: [{ kind: 'province', code: 'BE-VOV' }] }, {}, true],
    ['by another province', { zones: [{ kind: 'province', code: 'BE-VWV' }] }, {}, false],
    ['by region', { zones: [{ kind: 'region', code: 'BE-VLG' }] }, {}, true],
    ['by another region', { zones: [{ kind: 'region', code: 'BE-WAL' }] }, {}, false],
    [
      'the second of its zones',
      {
        zones: [
          { kind: 'zip', zip: '1000' },
          { kind: 'province', code: 'BE-VOV' },
        ],
      },
      {},
      true,
    ],
    ['a listing without zip', {}, { zip: null }, false],
    // Price: inclusive; an unpublished price never falls in a range.
    ['price at the minimum', { minPrice: 300_000 }, {}, true],
    ['price under the minimum', { minPrice: 300_001 }, {}, false],
    ['price at the maximum', { maxPrice: 300_000 }, {}, true],
    ['price over the maximum', { maxPrice: 299_999 }, {}, false],
    ['price within both', { minPrice: 250_000, maxPrice: 350_000 }, {}, true],
    ['price on request, no bound', {}, { price: null }, true],
    ['price on request, a minimum', { minPrice: 1 }, { price: null }, false],
    ['price on request, a maximum', { maxPrice: 10_000_000 }, { price: null }, false],
    // Bedrooms: inclusive both ways; 0 is a value (a studio), null is unknown.
    ['bedrooms at the minimum', { minBedrooms: 3 }, {}, true],
    ['bedrooms under the minimum', { minBedrooms: 4 }, {}, false],
    ['bedrooms at the maximum', { maxBedrooms: 3 }, {}, true],
    ['bedrooms over the maximum', { maxBedrooms: 2 }, {}, false],
    ['a studio, at most 1 bedroom', { maxBedrooms: 1 }, { bedrooms: 0 }, true],
    ['a studio, at least 0 bedrooms', { minBedrooms: 0 }, { bedrooms: 0 }, true],
    ['bedrooms unknown, no bound', {}, { bedrooms: null }, true],
    ['bedrooms unknown, a maximum', { maxBedrooms: 5 }, { bedrooms: null }, false],
    // Garages, parkings, bathrooms: minimums, inclusive; unknown fails a minimum.
    ['garages at the minimum', { minGarages: 1 }, {}, true],
    ['garages under the minimum', { minGarages: 2 }, {}, false],
    ['garages unknown, a minimum', { minGarages: 1 }, { garages: null }, false],
    ['garages unknown, minimum 0', { minGarages: 0 }, { garages: null }, false],
    ['parkings at the minimum', { minParkings: 2 }, {}, true],
    ['parkings under the minimum', { minParkings: 3 }, {}, false],
    ['parkings unknown, no bound', {}, { parkings: null }, true],
    ['bathrooms at the minimum', { minBathrooms: 1 }, {}, true],
    ['bathrooms under the minimum', { minBathrooms: 2 }, {}, false],
    ['bathrooms unknown, a minimum', { minBathrooms: 1 }, { bathrooms: null }, false],
  ])('%s', (_, demand, over, expected) => {
    expect(matchesDemand(criteria(demand), listing(over))).toBe(expected)
  })
})

describe('createDemandIndex', () => {
  const demands = [
    { id: 'a', criteria: criteria({ zones: [{ kind: 'zip', zip: '9000' }] }) },
    { id: 'b', criteria: criteria({ webIds: [2], zones: [{ kind: 'province', code: 'BE-VOV' }] }) },
    { id: 'c', criteria: criteria({ goal: 'rent' }) },
    // Reached through two web types and three zones: listed once.
    {
      id: 'd',
      criteria: criteria({
        webIds: [1, 2],
        zones: [
          { kind: 'zip', zip: '9000' },
          { kind: 'province', code: 'BE-VOV' },
          { kind: 'region', code: 'BE-VLG' },
        ],
      }),
    },
    { id: 'e', criteria: criteria({ zones: [{ kind: 'region', code: 'BE-BRU' }] }) },
    { id: 'f', criteria: criteria({ maxPrice: 200_000 }) },
  ]
  const index = createDemandIndex(demands)

  it.each<[string, Partial<DemandListing>, string[]]>([
    ['a sale in Ghent, web type 1', {}, ['a', 'd']],
    ['a sale in Ghent, web types 1 and 2', { webIds: [2, 1] }, ['a', 'b', 'd']],
    ['a rental in Ghent', { goal: 'rent' }, ['c']],
    ['a sale in Brussels', { zip: '1000' }, ['e']],
    ['a cheaper sale in Ghent', { price: 150_000 }, ['a', 'd', 'f']],
    ['a holiday let', { goal: null }, []],
    ['no zip', { zip: null }, []],
    ['a foreign zip', { zip: 'L-1234' }, []],
    ['an unknown web type', { webIds: [99] }, []],
  ])('%s', (_, over, expected) => {
    expect(index.matching(listing(over)).map((d) => d.id)).toEqual(expected)
    expect(index.count(listing(over))).toBe(expected.length)
  })

  it('matches nothing with no demands', () => {
    expect(createDemandIndex([]).matching(listing())).toEqual([])
  })

  it('answers exactly what a plain filter answers, on generated demands and listings', () => {
    const random = prng(18)
    const pick = <T>(items: readonly T[]): T => items[intBetween(random, 0, items.length - 1)]!
    const maybe = <T>(value: T): T | null => (random() < 0.5 ? null : value)
    // Few values, so that many pairs match and every null and boundary case comes up.
    const zips = ['1000', '1050', '1348', '2000', '3000', '3500', '6600', '7000', '8400', '9000', '9050']
    const zone = (): DemandZone =>
      pick<() => DemandZone>([
        () => ({ kind: 'zip', zip: pick(zips) }),
        () => ({ kind: 'province', code: pick(['BE-VAN', 'BE-VBR', 'BE-VOV', 'BE-WHT', 'BE-WLX'] as const) }),
        () => ({ kind: 'region', code: pick(['BE-BRU', 'BE-VLG', 'BE-WAL'] as const) }),
      ])()
    const some = <T>(min: number, max: number, make: () => T): T[] =>
      Array.from({ length: intBetween(random, min, max) }, make)
    const generated = Array.from({ length: 2_000 }, (_, id) => ({
      id,
      criteria: criteria({
        goal: random() < 0.7 ? 'buy' : 'rent',
        webIds: some(1, 3, () => intBetween(random, 1, 4)),
        zones: some(1, 3, zone),
        minPrice: maybe(intBetween(random, 1, 4) * 100_000),
        maxPrice: maybe(intBetween(random, 2, 6) * 100_000),
        minBedrooms: maybe(intBetween(random, 0, 3)),
        maxBedrooms: maybe(intBetween(random, 1, 4)),
        minGarages: maybe(intBetween(random, 0, 2)),
        minParkings: maybe(intBetween(random, 0, 2)),
        minBathrooms: maybe(intBetween(random, 0, 2)),
      }),
    }))
    const listings = Array.from({ length: 2_000 }, (_, id) =>
      listing({
        id,
        goal: pick(['buy', 'buy', 'rent', null] as const),
        webIds: some(0, 2, () => intBetween(random, 1, 5)),
        zip: random() < 0.05 ? pick([null, 'L-1234', '0999']) : pick(zips),
        price: maybe(intBetween(random, 1, 6) * 100_000),
        bedrooms: maybe(intBetween(random, 0, 4)),
        garages: maybe(intBetween(random, 0, 2)),
        parkings: maybe(intBetween(random, 0, 2)),
        bathrooms: maybe(intBetween(random, 0, 2)),
      }),
    )
    const index = createDemandIndex(generated)
    let pairs = 0
    for (const one of listings) {
      const expected = generated.filter((demand) => matchesDemand(demand.criteria, one))
      expect(index.matching(one)).toEqual(expected)
      pairs += expected.length
    }
    // The generator must give matches, or the comparison would prove nothing.
    expect(pairs).toBeGreaterThan(5_000)
  })
})
