import { describe, expect, it } from 'vitest'

import {
  type AlertDemand,
  type AlertTrigger,
  alertTriggers,
  planDigests,
  type PreviousListing,
} from './alerts'
import type { DemandCriteria } from './criteria'
import { createDemandIndex, type DemandListing } from './match'

const listing = (id: number, over: Partial<DemandListing> = {}): DemandListing => ({
  id,
  goal: 'buy',
  webIds: [1],
  zip: '9000',
  price: 300_000,
  bedrooms: 3,
  garages: 1,
  parkings: 1,
  bathrooms: 1,
  ...over,
})

describe('alertTriggers', () => {
  const before = new Map<number, PreviousListing>([[1, { goal: 'buy', price: 300_000 }]])
  const reasons = (after: DemandListing[], previous = before) =>
    alertTriggers(previous, after).map((t) => [
      t.listing.id,
      t.reason,
      'previousPrice' in t ? t.previousPrice : null,
    ])

  it.each<[string, Partial<DemandListing>, PreviousListing | undefined, string | null]>([
    ['a listing not there before', {}, undefined, 'new'],
    ['the same price', {}, { goal: 'buy', price: 300_000 }, null],
    ['a lower price', { price: 290_000 }, { goal: 'buy', price: 300_000 }, 'price-drop'],
    ['a lower price by one euro', { price: 299_999 }, { goal: 'buy', price: 300_000 }, 'price-drop'],
    ['a higher price', { price: 310_000 }, { goal: 'buy', price: 300_000 }, null],
    ['a price no longer published', { price: null }, { goal: 'buy', price: 300_000 }, null],
    ['a price published now, not before', { price: 250_000 }, { goal: 'buy', price: null }, null],
    ['a rental now for sale', { price: 250_000 }, { goal: 'rent', price: 1_200 }, 'new'],
    [
      'a sale now for rent, at a “lower” price',
      { goal: 'rent', price: 1_200 },
      { goal: 'buy', price: 300_000 },
      'new',
    ],
    ['a holiday let now for rent', { goal: 'rent' }, { goal: null, price: null }, 'new'],
    ['a holiday let only', { goal: null }, undefined, null],
    ['a new listing with price on request', { price: null }, undefined, 'new'],
  ])('%s', (_, over, previous, expected) => {
    const map = new Map(previous ? [[7, previous]] : [])
    expect(alertTriggers(map, [listing(7, over)]).map((t) => t.reason)).toEqual(expected ? [expected] : [])
  })

  it('gives the previous price of a drop, in the order of the listings after', () => {
    expect(reasons([listing(2), listing(1, { price: 280_000 })])).toEqual([
      [2, 'new', null],
      [1, 'price-drop', 300_000],
    ])
  })
})

describe('planDigests', () => {
  const now = new Date('2026-12-01T08:00:00.000Z')
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
  const demand = (id: string, email: string, over: Partial<AlertDemand> = {}): AlertDemand => ({
    id,
    email,
    lastAlertAt: null,
    criteria: criteria(),
    ...over,
  })
  const newListing = (id: number, over: Partial<DemandListing> = {}): AlertTrigger => ({
    reason: 'new',
    listing: listing(id, over),
  })
  const plan = (demands: AlertDemand[], triggers: AlertTrigger[]) =>
    planDigests({ triggers, index: createDemandIndex(demands), now })

  it('sends one mail per person, each listing once with the demands it matches', () => {
    const { due, deferred } = plan(
      [
        demand('a1', 'anna@example.org'),
        demand('a2', 'Anna@Example.org ', { criteria: criteria({ zones: [{ kind: 'zip', zip: '9000' }] }) }),
        demand('b1', 'bert@example.org', { criteria: criteria({ maxPrice: 200_000 }) }),
        demand('c1', 'chris@example.org', { criteria: criteria({ goal: 'rent' }) }),
      ],
      [
        newListing(1),
        {
          reason: 'price-drop',
          listing: listing(2, { zip: '8000', price: 190_000 }),
          previousPrice: 210_000,
        },
      ],
    )
    expect(deferred).toEqual([])
    expect(due).toEqual([
      {
        email: 'anna@example.org',
        demandIds: ['a1', 'a2'],
        items: [
          { reason: 'new', listing: listing(1), demandIds: ['a1', 'a2'] },
          {
            reason: 'price-drop',
            listing: listing(2, { zip: '8000', price: 190_000 }),
            previousPrice: 210_000,
            demandIds: ['a1'],
          },
        ],
      },
      {
        email: 'bert@example.org',
        demandIds: ['b1'],
        items: [
          {
            reason: 'price-drop',
            listing: listing(2, { zip: '8000', price: 190_000 }),
            previousPrice: 210_000,
            demandIds: ['b1'],
          },
        ],
      },
    ])
  })

  it('sends nothing when no demand matches', () => {
    expect(plan([demand('a1', 'anna@example.org')], [newListing(1, { goal: 'rent' })])).toEqual({
      due: [],
      deferred: [],
    })
  })

  it.each<[string, string | null, 'due' | 'deferred']>([
    ['never alerted', null, 'due'],
    ['alerted 25 hours ago', '2026-11-30T07:00:00.000Z', 'due'],
    ['alerted exactly 24 hours ago', '2026-11-30T08:00:00.000Z', 'due'],
    ['alerted 23 h 59 min ago', '2026-11-30T08:01:00.000Z', 'deferred'],
    ['alerted an hour ago', '2026-12-01T07:00:00.000Z', 'deferred'],
    ['alerted “in the future” (a clock set wrong)', '2026-12-01T09:00:00.000Z', 'deferred'],
    ['an unreadable date', 'yesterday', 'due'],
  ])('24-hour rule: %s → %s', (_, lastAlertAt, expected) => {
    const result = plan([demand('a1', 'anna@example.org', { lastAlertAt })], [newListing(1)])
    expect(result[expected]).toHaveLength(1)
    expect(result[expected === 'due' ? 'deferred' : 'due']).toEqual([])
  })

  it('defers a person alerted recently through another demand, until 24 hours after that alert', () => {
    const { due, deferred } = plan(
      [
        demand('a1', 'anna@example.org'),
        // Does not match the listing, but Anna got a digest through it an hour ago.
        demand('a2', 'ANNA@example.org', {
          lastAlertAt: '2026-12-01T07:00:00.000Z',
          criteria: criteria({ goal: 'rent' }),
        }),
        demand('b1', 'bert@example.org', { lastAlertAt: '2026-11-29T07:00:00.000Z' }),
      ],
      [newListing(1)],
    )
    expect(due.map((d) => d.email)).toEqual(['bert@example.org'])
    expect(deferred).toEqual([
      {
        email: 'anna@example.org',
        demandIds: ['a1'],
        items: [{ reason: 'new', listing: listing(1), demandIds: ['a1'] }],
        notBefore: new Date('2026-12-02T07:00:00.000Z'),
      },
    ])
  })

  it('takes a listing once when deferred triggers are passed again with the next run’s', () => {
    const drop = (price: number, previousPrice: number): AlertTrigger => ({
      reason: 'price-drop',
      listing: listing(1, { price }),
      previousPrice,
    })
    const items = (triggers: AlertTrigger[]) =>
      plan([demand('a1', 'anna@example.org')], triggers).due[0]!.items.map(
        ({ demandIds: _, ...item }) => item,
      )
    // Two drops: one item, from the first price to the latest.
    expect(items([drop(280_000, 300_000), drop(260_000, 280_000)])).toEqual([drop(260_000, 300_000)])
    // New, then a drop: still new to the person, at its latest price.
    expect(items([newListing(1), drop(260_000, 300_000)])).toEqual([newListing(1, { price: 260_000 })])
    expect(items([drop(260_000, 300_000), newListing(1, { price: 250_000 })])).toEqual([
      newListing(1, { price: 250_000 }),
    ])
  })

  it.each<[string, string | null | undefined, string | undefined, boolean]>([
    [
      'a trigger after the demand was confirmed',
      '2026-11-30T10:00:00.000Z',
      '2026-11-30T11:00:00.000Z',
      true,
    ],
    ['a trigger before it was confirmed', '2026-11-30T10:00:00.000Z', '2026-11-30T09:00:00.000Z', false],
    ['a trigger at the very moment', '2026-11-30T10:00:00.000Z', '2026-11-30T10:00:00.000Z', false],
    ['a trigger without a time', '2026-11-30T10:00:00.000Z', undefined, true],
    ['a demand without a watermark', null, '2026-11-30T09:00:00.000Z', true],
    ['an unreadable watermark', 'soon', '2026-11-30T09:00:00.000Z', true],
  ])('watermark: %s → sent %s', (_, alertsFrom, at, sent) => {
    const result = plan([demand('a1', 'anna@example.org', { alertsFrom })], [{ ...newListing(1), at }])
    expect(result.due).toHaveLength(sent ? 1 : 0)
  })

  it('applies each demand’s watermark to each trigger before merging them per listing', () => {
    const seen = '2026-11-30T10:00:00.000Z'
    const triggers: AlertTrigger[] = [
      // Anna's first demand heard of listing 1 when it was new; its price dropped since.
      { ...newListing(1), at: '2026-11-30T09:00:00.000Z' },
      {
        reason: 'price-drop',
        listing: listing(1, { price: 250_000 }),
        previousPrice: 300_000,
        at: '2026-11-30T12:00:00.000Z',
      },
    ]
    const { due } = plan([demand('a1', 'anna@example.org', { alertsFrom: seen })], triggers)
    expect(due[0]!.items).toEqual([
      {
        reason: 'price-drop',
        listing: listing(1, { price: 250_000 }),
        previousPrice: 300_000,
        demandIds: ['a1'],
      },
    ])
    // Bert registered before both: to him the listing is simply new, at its latest price.
    const bert = plan(
      [demand('b1', 'bert@example.org', { alertsFrom: '2026-11-30T08:00:00.000Z' })],
      triggers,
    )
    expect(bert.due[0]!.items).toEqual([
      { reason: 'new', listing: listing(1, { price: 250_000 }), demandIds: ['b1'] },
    ])
  })
})
