import { describe, expect, it } from 'vitest'

import { type LegalInput, type LegalMention, legalMentions, type LegalSectionKey } from './legalMentions'

const nbsp = '\u00a0'

// Shaped like the seeded Bruges house (48213): a Flemish sale with every planning item filled in.
const flemishSale: LegalInput = {
  goal: 'sale',
  region: 'flanders',
  epc: { energyPerformance: 245 },
  energy: {
    epcStatus: 'available',
    epcCertificateCode: '20261013-0003798747-RES-1',
    asbestosType: 'Attestation amiante : sûr',
    asbestosDate: '2026-10-14',
  },
  legal: {
    floodPScore: 'A',
    floodGScore: 'A',
    permit: 'yes',
    areaApplication: 'Zone d’habitat',
    summons: 'no',
    preemptiveRights: 'no',
    allotmentPermit: 'no',
  },
  price: { amount: 695000, publish: true },
}

const sectionKeys = (input: LegalInput) => legalMentions(input).sections.map((section) => section.key)
const mentions = (input: LegalInput, key: LegalSectionKey): LegalMention[] | undefined =>
  legalMentions(input).sections.find((section) => section.key === key)?.mentions

describe('legalMentions: which mentions each region shows', () => {
  it.each<[string, LegalInput, LegalSectionKey[]]>([
    [
      'Flanders sale: EPC, flood scores, five planning items, asbestos',
      flemishSale,
      ['epc', 'flood', 'planning', 'asbestos'],
    ],
    [
      'Flanders rental without planning data: EPC, flood, "rent and charges"',
      {
        ...flemishSale,
        goal: 'rent',
        legal: { floodPScore: 'B', floodGScore: 'A' },
        energy: { epcStatus: 'available' },
      },
      ['epc', 'flood', 'rental'],
    ],
    ['Wallonia sale: only the EPC (no Flemish mentions)', { ...flemishSale, region: 'wallonia' }, ['epc']],
    [
      'Brussels rental: EPC, rent and charges',
      { ...flemishSale, region: 'brussels', goal: 'rent' },
      ['epc', 'rental'],
    ],
    [
      'no region: a rental still states rent and charges',
      { ...flemishSale, region: null, goal: 'rent' },
      ['rental'],
    ],
  ])('%s', (_, input, expected) => {
    expect(sectionKeys(input)).toEqual(expected)
  })
})

describe('legalMentions: contents', () => {
  it('Flanders: the EPC score, label and certificate code', () => {
    expect(mentions(flemishSale, 'epc')).toEqual([
      { key: 'epcLabel', value: { kind: 'text', text: 'C' } },
      { key: 'epcScore', value: { kind: 'energy', value: 245 } },
      { key: 'epcCertificateCode', value: { kind: 'text', text: '20261013-0003798747-RES-1' } },
    ])
  })

  it('Wallonia: class, specific and total use, certificate number; Brussels: CO₂ instead of number', () => {
    const energy = { epcStatus: 'available', epcTotal: 60025, co2Emission: 49, epcCertificateCode: 'X1' }
    const keys = (region: 'wallonia' | 'brussels') =>
      mentions({ ...flemishSale, region, energy }, 'epc')?.map((mention) => mention.key)
    expect(keys('wallonia')).toEqual(['epcLabel', 'epcScore', 'epcTotal', 'epcCertificateCode'])
    expect(keys('brussels')).toEqual(['epcLabel', 'epcScore', 'co2Emission'])
  })

  it('"EPC can be requested": said so instead of a label', () => {
    expect(mentions({ ...flemishSale, energy: { epcStatus: 'requested' } }, 'epc')).toEqual([
      { key: 'epcStatus', value: { kind: 'epcStatus', status: 'requested' } },
    ])
  })

  it('the five planning items in full, in order; an unknown item of a sale is said to be unknown', () => {
    const input = {
      ...flemishSale,
      legal: { ...flemishSale.legal, summons: 'unknown', areaApplication: null },
    }
    expect(mentions(input, 'planning')).toEqual([
      { key: 'permit', value: { kind: 'yesNo', value: true } },
      { key: 'areaApplication', value: { kind: 'unknown' } },
      { key: 'summons', value: { kind: 'unknown' } },
      { key: 'preemptiveRights', value: { kind: 'yesNo', value: false } },
      { key: 'allotmentPermit', value: { kind: 'yesNo', value: false } },
    ])
  })

  it.each<[string, string | null, string | null, boolean]>([
    ['P and G in class A: no symbol', 'A', 'A', false],
    ['P in class C: no symbol', 'C', 'A', false],
    ['"the flood symbol when either is class D": P', 'D', 'A', true],
    ['G in class D', 'B', 'D', true],
    ['no scores', null, null, false],
  ])('%s', (_, p, g, symbol) => {
    const input = { ...flemishSale, legal: { floodPScore: p, floodGScore: g } }
    expect(legalMentions(input).floodSymbol).toBe(symbol)
  })

  it('no flood symbol outside Flanders', () => {
    expect(
      legalMentions({ ...flemishSale, region: 'wallonia', legal: { floodPScore: 'D' } }).floodSymbol,
    ).toBe(false)
  })

  it.each<[string, Partial<LegalInput>, LegalMention[]]>([
    [
      'a monthly rent and its charges',
      { price: { amount: 1650, publish: true }, rentPeriod: 'month', financial: { chargesRenter: 125 } },
      [
        { key: 'rent', value: { kind: 'rent', text: `€${nbsp}1.650`, period: 'month' } },
        { key: 'charges', value: { kind: 'text', text: `€${nbsp}125` } },
      ],
    ],
    [
      'a weekly tourist rent; charges not given are said to be unknown',
      { price: { amount: 1150 }, rentPeriod: 'week', financial: { chargesRenter: null } },
      [
        { key: 'rent', value: { kind: 'rent', text: `€${nbsp}1.150`, period: 'week' } },
        { key: 'charges', value: { kind: 'unknown' } },
      ],
    ],
    [
      'an unpublished rent is not shown',
      { price: { amount: 1150, publish: false }, financial: { chargesRenter: 0 } },
      [{ key: 'charges', value: { kind: 'text', text: `€${nbsp}0` } }],
    ],
  ])('rentals: %s', (_, change, expected) => {
    expect(mentions({ ...flemishSale, goal: 'rent', ...change }, 'rental')).toEqual(expected)
  })

  it('names the facts it states, so the fact groups do not repeat them', () => {
    expect(legalMentions(flemishSale).covers).toEqual([
      'energy.epcCertificateCode',
      'legal.floodPScore',
      'legal.floodGScore',
      'legal.permit',
      'legal.areaApplication',
      'legal.summons',
      'legal.preemptiveRights',
      'legal.allotmentPermit',
      'energy.asbestosType',
      'energy.asbestosDate',
    ])
  })
})
