import { describe, expect, it } from 'vitest'

import { belgianProvinces, belgianRegions } from '@/domain/demand/criteria'
import zones from './belgiumZones.json'

type Ring = number[][]
const regions = zones.regions as Record<string, Ring[]>
const provinces = zones.provinces as Record<string, Ring[]>

/** Signed area of a ring in square degrees (shoelace); the sign is its direction. */
const signedArea = (ring: Ring) =>
  ring.slice(1).reduce((sum, [x, y], i) => sum + (ring[i]![0]! * y! - x! * ring[i]![1]!), 0) / 2

/** A shape's area as Leaflet fills it (even–odd): a ring inside an odd number of others is a hole. */
const area = (rings: Ring[]) =>
  rings.reduce((sum, ring) => {
    const depth = rings.filter((other) => other !== ring && inside(ring[0]!, other)).length
    return sum + (depth % 2 === 0 ? 1 : -1) * Math.abs(signedArea(ring))
  }, 0)

function inside([x, y]: number[], ring: Ring): boolean {
  let within = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi! > y! !== yj! > y! && x! < ((xj! - xi!) * (y! - yi!)) / (yj! - yi!) + xi!) within = !within
  }
  return within
}

describe('belgiumZones.json (scripts/geo/belgiumZones.ts)', () => {
  it('has every region and province of the zone codes, and Brussels among the provinces', () => {
    expect(Object.keys(regions).sort()).toEqual([...belgianRegions].sort())
    expect(Object.keys(provinces).sort()).toEqual([...belgianProvinces, 'BE-BRU'].sort())
  })

  it('has closed rings of [longitude, latitude] inside Belgium', () => {
    for (const rings of [...Object.values(regions), ...Object.values(provinces)]) {
      expect(rings.length).toBeGreaterThan(0)
      for (const ring of rings) {
        expect(ring.length).toBeGreaterThanOrEqual(4)
        expect(ring[0]).toEqual(ring.at(-1))
        for (const [lng, lat] of ring) {
          expect(lng).toBeGreaterThan(2.5)
          expect(lng).toBeLessThan(6.45)
          expect(lat).toBeGreaterThan(49.45)
          expect(lat).toBeLessThan(51.55)
        }
      }
    }
  })

  it('makes each region the union of its provinces: the same area, Brussels a hole in Flanders', () => {
    for (const [region, letter] of [
      ['BE-VLG', 'V'],
      ['BE-WAL', 'W'],
    ] as const) {
      const own = belgianProvinces.filter((code) => code[3] === letter)
      const sum = own.reduce((total, code) => total + area(provinces[code]!), 0)
      expect(area(regions[region]!) / sum).toBeCloseTo(1, 2)
    }
    // A point in the middle of Brussels is in the Brussels region, not in Flanders' fill.
    const grandPlace = [4.352, 50.847]
    expect(regions['BE-BRU']!.some((ring) => inside(grandPlace, ring))).toBe(true)
    expect(regions['BE-VLG']!.filter((ring) => inside(grandPlace, ring)).length % 2).toBe(0)
    // Namur is in Wallonia only, Ghent in Flanders only.
    expect(regions['BE-WAL']!.some((ring) => inside([4.867, 50.467], ring))).toBe(true)
    expect(regions['BE-VLG']!.some((ring) => inside([4.867, 50.467], ring))).toBe(false)
    expect(regions['BE-VLG']!.some((ring) => inside([3.72, 51.05], ring))).toBe(true)
  })
})
