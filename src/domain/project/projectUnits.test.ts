import { describe, expect, it } from 'vitest'

import {
  countUnits,
  filterUnits,
  lowestPrice,
  parseUnitStatus,
  projectPrice,
  type UnitStatus,
} from './projectUnits'

describe('parseUnitStatus: the price list filter from ?status=', () => {
  it.each<[unknown, UnitStatus | null]>([
    ['available', 'available'],
    ['option', 'option'],
    ['sold', 'sold'],
    [' Sold ', 'sold'],
    [['sold', 'option'], 'sold'],
    ['all', null],
    ['', null],
    [undefined, null],
    ['vendu', null],
  ])('%j → %j', (value, expected) => {
    expect(parseUnitStatus(value)).toBe(expected)
  })
})

const units = [
  { name: 'A.0.1', status: 'sold' as const, price: 289000 },
  { name: 'A.0.2', status: 'available' as const, price: 219000 },
  { name: 'A.1.2', status: 'option' as const, price: 349000 },
  { name: 'A.2.1', status: null, price: 309000 },
  { name: 'B.0.1', status: 'sold' as const, price: 150000 },
]

describe('filterUnits: "the price list of units with status (sold included) and a status filter"', () => {
  it.each<[UnitStatus | null, string[]]>([
    [null, ['A.0.1', 'A.0.2', 'A.1.2', 'A.2.1', 'B.0.1']],
    ['available', ['A.0.2']],
    ['option', ['A.1.2']],
    ['sold', ['A.0.1', 'B.0.1']],
  ])('%s', (status, expected) => {
    expect(filterUnits(units, status).map((unit) => unit.name)).toEqual(expected)
  })
})

describe('countUnits', () => {
  it('counts each status, a unit without one as available', () => {
    expect(countUnits(units)).toEqual({ all: 5, available: 2, option: 1, sold: 2 })
  })
  it('an empty price list', () => {
    expect(countUnits([])).toEqual({ all: 0, available: 0, option: 0, sold: 0 })
  })
})

describe('lowestPrice: "a project\'s price list starts from its cheapest available unit"', () => {
  it.each<[string, { status: UnitStatus | null; price: number | null }[], number | null]>([
    ['sold units do not count, however cheap', units, 219000],
    // Résidence Horizon in the snapshot: H.5.1 under option at 479.000, H.4.1 available at 545.000.
    [
      'a unit under option does not count, however cheap',
      [
        { status: 'option', price: 479000 },
        { status: 'available', price: 545000 },
      ],
      545000,
    ],
    ['only units under option: no price to start from', [{ status: 'option', price: 349000 }], null],
    ['a unit without a status is available', [{ status: null, price: 309000 }], 309000],
    ['everything sold', [{ status: 'sold', price: 289000 }], null],
    ['a price of 0 is "on request", not a price', [{ status: 'available', price: 0 }], null],
    ['no units', [], null],
  ])('%s', (_, list, expected) => {
    expect(lowestPrice(list)).toBe(expected)
  })
})

describe('projectPrice: "Price unit 7 shows \'starting from\' before the price" (spec §9)', () => {
  it.each<[string, { status: UnitStatus | null; price: number | null }[], unknown]>([
    [
      'starting from the cheapest available unit',
      units,
      { kind: 'amount', text: '€\u00a0219.000', startingFrom: true },
    ],
    [
      'whatever the order of the units',
      [...units].reverse(),
      { kind: 'amount', text: '€\u00a0219.000', startingFrom: true },
    ],
    ['nothing available: no price', [{ status: 'sold', price: 289000 }], null],
  ])('%s', (_, list, expected) => {
    expect(projectPrice(list)).toEqual(expected)
  })
})
