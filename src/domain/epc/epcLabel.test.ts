import { describe, expect, it } from 'vitest'

import type { Region } from '../address/regionByZip'
import { epcImagePath, type EpcLabel, epcLabel } from './epcLabel'

describe('epcLabel for Flanders: "a_plus at 0 or below, a up to 100, b 200, c 300, d 400, e 500, f above"', () => {
  it.each<[number | string, EpcLabel]>([
    [-20, 'a_plus'],
    [0, 'a_plus'],
    [0.1, 'a'],
    [100, 'a'],
    [101, 'b'],
    [200, 'b'],
    [300, 'c'],
    [301, 'd'],
    [400, 'd'],
    [500, 'e'],
    [500.5, 'f'],
    [900, 'f'],
    ['250', 'c'],
  ])('%j kWh/m² → %s', (value, expected) => {
    expect(epcLabel('flanders', value)).toBe(expected)
  })
})

describe('epcLabel for Wallonia: "a_plusplus at 0 or below, a_plus up to 45, a 85, b 170, c 255, d 340, e 425, f 510, g above"', () => {
  it.each<[number, EpcLabel]>([
    [-5, 'a_plusplus'],
    [0, 'a_plusplus'],
    [1, 'a_plus'],
    [45, 'a_plus'],
    [46, 'a'],
    [85, 'a'],
    [170, 'b'],
    [171, 'c'],
    [255, 'c'],
    [340, 'd'],
    [425, 'e'],
    [510, 'f'],
    [511, 'g'],
  ])('%j kWh/m² → %s', (value, expected) => {
    expect(epcLabel('wallonia', value)).toBe(expected)
  })
})

describe('epcLabel for Brussels: "sub-grades, g above 346" (official Certires scale)', () => {
  it.each<[number, EpcLabel]>([
    [-1, 'a_plusplus'],
    [0, 'a_plusplus'],
    [1, 'a_plus'],
    [15, 'a_plus'],
    [16, 'a'],
    [30, 'a'],
    [31, 'a_minus'],
    [45, 'a_minus'],
    [46, 'b_plus'],
    [62, 'b_plus'],
    [63, 'b'],
    [78, 'b'],
    [79, 'b_minus'],
    [95, 'b_minus'],
    [96, 'c_plus'],
    [113, 'c_plus'],
    [114, 'c'],
    [132, 'c'],
    [133, 'c_minus'],
    [150, 'c_minus'],
    [151, 'd_plus'],
    [170, 'd_plus'],
    [171, 'd'],
    [190, 'd'],
    [191, 'd_minus'],
    [210, 'd_minus'],
    [211, 'e_plus'],
    [232, 'e_plus'],
    [233, 'e'],
    [253, 'e'],
    [254, 'e_minus'],
    [275, 'e_minus'],
    [276, 'f'],
    [345, 'f'],
    [346, 'g'],
    [700, 'g'],
  ])('%j kWh/m² → %s', (value, expected) => {
    expect(epcLabel('brussels', value)).toBe(expected)
  })
})

describe('epcLabel: "EPC … not set"', () => {
  it.each<[Region | null, unknown]>([
    ['flanders', null],
    ['flanders', undefined],
    ['wallonia', ''],
    ['brussels', 'abc'],
    ['flanders', Number.NaN],
    [null, 150],
  ])('region %j, value %j → null', (region, value) => {
    expect(epcLabel(region, value)).toBeNull()
  })
})

describe('epcImagePath: "images/epc/{region}/{label}.png"', () => {
  it.each<[Region, EpcLabel, string]>([
    ['flanders', 'a_plus', 'images/epc/flanders/a_plus.png'],
    ['wallonia', 'a_plusplus', 'images/epc/wallonia/a_plusplus.png'],
    ['brussels', 'c_minus', 'images/epc/brussels/c_minus.png'],
  ])('%s %s → %s', (region, label, expected) => {
    expect(epcImagePath(region, label)).toBe(expected)
  })
})
