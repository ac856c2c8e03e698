import { describe, expect, it } from 'vitest'

import { type EpcInput, type EpcSummary, epcSummary } from './epcSummary'

describe('epcSummary', () => {
  const sale = (region: EpcInput['region'], value: unknown): EpcInput => ({
    goal: 'sale',
    region,
    energyPerformance: value,
    epcStatus: 'available',
  })
  it.each<[string, EpcInput, EpcSummary | null]>([
    [
      'Flanders, 245 kWh/m² is C, image images/epc/flanders/c.png',
      sale('flanders', 245),
      {
        kind: 'label',
        region: 'flanders',
        label: 'c',
        name: 'C',
        image: '/images/epc/flanders/c.png',
        value: 245,
        notice: false,
      },
    ],
    [
      'Flanders E: "homes bought from 2023 with label E or F must reach D" notice',
      sale('flanders', 455),
      {
        kind: 'label',
        region: 'flanders',
        label: 'e',
        name: 'E',
        image: '/images/epc/flanders/e.png',
        value: 455,
        notice: true,
      },
    ],
    [
      'the notice is for buyers, not tenants',
      { ...sale('flanders', 455), goal: 'rent' },
      {
        kind: 'label',
        region: 'flanders',
        label: 'e',
        name: 'E',
        image: '/images/epc/flanders/e.png',
        value: 455,
        notice: false,
      },
    ],
    [
      'Wallonia F: no renovation obligation there',
      sale('wallonia', 470),
      {
        kind: 'label',
        region: 'wallonia',
        label: 'f',
        name: 'F',
        image: '/images/epc/wallonia/f.png',
        value: 470,
        notice: false,
      },
    ],
    [
      'Brussels sub-grades: 185 is D',
      sale('brussels', 185),
      {
        kind: 'label',
        region: 'brussels',
        label: 'd',
        name: 'D',
        image: '/images/epc/brussels/d.png',
        value: 185,
        notice: false,
      },
    ],
    [
      'Brussels 40 is A-',
      sale('brussels', 40),
      {
        kind: 'label',
        region: 'brussels',
        label: 'a_minus',
        name: 'A-',
        image: '/images/epc/brussels/a_minus.png',
        value: 40,
        notice: false,
      },
    ],
    ['"EPC can be requested"', { ...sale('flanders', null), epcStatus: 'requested' }, { kind: 'requested' }],
    [
      '"not applicable"',
      { ...sale('wallonia', 100), epcStatus: 'not-applicable' },
      { kind: 'notApplicable' },
    ],
    ['"or not set": no value', sale('flanders', null), null],
    ['no region: no scale', sale(null, 120), null],
  ])('%s', (_, input, expected) => {
    expect(epcSummary(input)).toEqual(expected)
  })
})
