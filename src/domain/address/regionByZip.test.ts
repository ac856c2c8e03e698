import { describe, expect, it } from 'vitest'

import { type Region, regionByZip } from './regionByZip'

describe('regionByZip', () => {
  it.each<[unknown, Region | null]>([
    [1000, 'brussels'],
    [1299, 'brussels'],
    ['1050', 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    ['9100', 'flanders'],
    [9999, 'flanders'],
    [999, null],
    [10000, null],
    ['L-1234', null],
    ['abc', null],
    [1000.5, null],
    [null, null],
    ['', null],
  ])(
    '"Brussels 1000-1299; Wallonia 1300-1499 and 4000-7999; Flanders 1500-3999 and 8000-9999": %j → %s',
    (zip, expected) => {
      expect(regionByZip(zip)).toBe(expected)
    },
  )

  it.each<[unknown, unknown, Region | null]>([
    [9100, 10, 'flanders'],
    [9100, '10', 'flanders'],
    [1234, 50, null],
    [1000, null, 'brussels'],
  ])('zip %j with country %j → %s', (zip, country, expected) => {
    expect(regionByZip(zip, country)).toBe(expected)
  })
})
