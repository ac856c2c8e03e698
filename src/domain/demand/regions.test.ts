import { describe, expect, it } from 'vitest'

import { regionByZip } from '../address/regionByZip'
import type { BelgianProvince, BelgianRegion, DemandZone } from './criteria'
import { provinceOfZip, regionOfZip, zoneCovers } from './regions'

describe('provinceOfZip and regionOfZip', () => {
  it.each<[string, BelgianProvince | null, BelgianRegion | null]>([
    // Each range's first and last postcode.
    ['1000', null, 'BE-BRU'],
    ['1299', null, 'BE-BRU'],
    ['1300', 'BE-WBR', 'BE-WAL'],
    ['1499', 'BE-WBR', 'BE-WAL'],
    ['1500', 'BE-VBR', 'BE-VLG'],
    ['1999', 'BE-VBR', 'BE-VLG'],
    ['2000', 'BE-VAN', 'BE-VLG'],
    ['2999', 'BE-VAN', 'BE-VLG'],
    ['3000', 'BE-VBR', 'BE-VLG'],
    ['3499', 'BE-VBR', 'BE-VLG'],
    ['3500', 'BE-VLI', 'BE-VLG'],
    ['3999', 'BE-VLI', 'BE-VLG'],
    ['4000', 'BE-WLG', 'BE-WAL'],
    ['4999', 'BE-WLG', 'BE-WAL'],
    ['5000', 'BE-WNA', 'BE-WAL'],
    ['5999', 'BE-WNA', 'BE-WAL'],
    ['6000', 'BE-WHT', 'BE-WAL'],
    ['6599', 'BE-WHT', 'BE-WAL'],
    ['6600', 'BE-WLX', 'BE-WAL'],
    ['6999', 'BE-WLX', 'BE-WAL'],
    ['7000', 'BE-WHT', 'BE-WAL'],
    ['7999', 'BE-WHT', 'BE-WAL'],
    ['8000', 'BE-VWV', 'BE-VLG'],
    ['8999', 'BE-VWV', 'BE-VLG'],
    ['9000', 'BE-VOV', 'BE-VLG'],
    ['9999', 'BE-VOV', 'BE-VLG'],
    // Not a Belgian postcode.
    ['0999', null, null],
    ['999', null, null],
    ['10000', null, null],
    ['L-1234', null, null],
    [' 9000', null, null],
    ['9000 ', null, null],
    ['9.00', null, null],
    ['', null, null],
  ])('%j → province %s, region %s', (zip, province, region) => {
    expect(provinceOfZip(zip)).toBe(province)
    expect(regionOfZip(zip)).toBe(region)
  })

  it('agrees with the addresses’ regionByZip on every postcode', () => {
    const iso = { brussels: 'BE-BRU', flanders: 'BE-VLG', wallonia: 'BE-WAL' } as const
    for (let code = 1000; code <= 9999; code++) {
      const zip = String(code)
      expect(regionOfZip(zip)).toBe(iso[regionByZip(zip)!])
    }
  })
})

describe('zoneCovers', () => {
  it.each<[string, DemandZone, string | null, boolean]>([
    ['the same zip', { kind: 'zip', zip: '9000' }, '9000', true],
    ['another zip of the same town’s province', { kind: 'zip', zip: '9000' }, '9050', false],
    ['its province', { kind: 'province', code: 'BE-VOV' }, '9050', true],
    ['another province', { kind: 'province', code: 'BE-VWV' }, '9050', false],
    ['Flemish Brabant’s second range', { kind: 'province', code: 'BE-VBR' }, '3000', true],
    ['Hainaut’s second range', { kind: 'province', code: 'BE-WHT' }, '7000', true],
    ['its region', { kind: 'region', code: 'BE-VLG' }, '9050', true],
    ['another region', { kind: 'region', code: 'BE-WAL' }, '9050', false],
    ['Brussels as a region', { kind: 'region', code: 'BE-BRU' }, '1050', true],
    ['Brussels in no province', { kind: 'province', code: 'BE-VBR' }, '1050', false],
    ['Walloon Brabant in Wallonia', { kind: 'region', code: 'BE-WAL' }, '1348', true],
    ['no zip, by zip', { kind: 'zip', zip: '9000' }, null, false],
    ['no zip, by region', { kind: 'region', code: 'BE-VLG' }, null, false],
    ['a foreign zip, by region', { kind: 'region', code: 'BE-VLG' }, 'L-1234', false],
  ])('%s', (_, zone, zip, expected) => {
    expect(zoneCovers(zone, zip)).toBe(expected)
  })
})
