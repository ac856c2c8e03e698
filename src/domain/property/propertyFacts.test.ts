import { describe, expect, it } from 'vitest'

import {
  epcSummary,
  type EpcInput,
  type EpcSummary,
  type FactsInput,
  type FactValue,
  factValue,
  propertyFacts,
  propertyMedia,
  type PropertyMedia,
} from './propertyFacts'

const nbsp = '\u00a0'

describe('factValue', () => {
  it.each<[string, unknown, Parameters<typeof factValue>[1], FactValue | null]>([
    ['"A value is empty if null"', null, 'text', null],
    ['"… or blank after trimming"', '   ', 'text', null],
    ['CRM text is trimmed', '  Bois ', 'text', { kind: 'text', text: 'Bois' }],
    ['0 bedrooms is information', 0, 'number', { kind: 'number', value: 0 }],
    ['a year is not grouped', 1905, 'year', { kind: 'text', text: '1905' }],
    ['year 0 is not filled in', 0, 'year', null],
    ['surfaces in m²', 245, 'surface', { kind: 'surface', value: 245 }],
    ['money through formatEuro', 83400, 'euro', { kind: 'text', text: `€${nbsp}83.400` }],
    ['unreadable money is hidden, never NaN', 'n/a', 'euro', null],
    ['dates d-m-yyyy without padding', '2026-03-05', 'date', { kind: 'text', text: '5-3-2026' }],
    ['an invalid date is hidden', '2026-02-31', 'date', null],
    ['yes', true, 'yesNo', { kind: 'yesNo', value: true }],
    ['"no" is a value too', false, 'yesNo', { kind: 'yesNo', value: false }],
    ['tri-state yes', 'yes', 'triState', { kind: 'yesNo', value: true }],
    ['tri-state no', 'no', 'triState', { kind: 'yesNo', value: false }],
    ['tri-state unknown is no information', 'unknown', 'triState', null],
    ['"Facades: open 4"', 4, 'facades', { kind: 'facades', count: 4, type: 'open' }],
    ['"half-open 3"', 3, 'facades', { kind: 'facades', count: 3, type: 'half-open' }],
    ['"closed terraced"', 2, 'facades', { kind: 'facades', count: 2, type: 'closed' }],
    ['0 facades is not filled in', 0, 'facades', null],
    ['an age of 0 is a default', 0, 'age', null],
    ['an age', 82, 'age', { kind: 'age', value: 82 }],
  ])('%s', (_, value, format, expected) => {
    expect(factValue(value, format)).toEqual(expected)
  })
})

const house: FactsInput = {
  general: { constructionYear: 1905, renovationYear: null, facades: 2, condition: 'Rénové' },
  surfaces: { living: 245, ground: 310, total: null },
  rooms: { bedrooms: 4, bathrooms: 2, garages: null },
  comfort: { gas: true, lift: null, furnished: false, heating: ' ' },
  energy: { epcTotal: 60025, epcCertificateCode: '20261013-0003798747-RES-1', asbestosDate: null },
  legal: { permit: 'yes', summons: 'unknown', floodPScore: 'A' },
  financial: { cadastralIncome: 1480, chargesRenter: null },
  availabilityInfo: { availableWhen: 'À l’acte' },
  lifeAnnuity: { isLifeAnnuity: false, age1: null },
}

const keysOf = (groups: ReturnType<typeof propertyFacts>) =>
  groups.map((group) => [group.key, group.facts.map((fact) => fact.key)])

describe('propertyFacts', () => {
  it('shows every detail field that has a value, grouped in the order of the headings', () => {
    expect(keysOf(propertyFacts(house))).toEqual([
      ['general', ['constructionYear', 'condition', 'facades']],
      ['surfaces', ['living', 'ground']],
      ['rooms', ['bedrooms', 'bathrooms']],
      ['comfort', ['gas', 'furnished']],
      ['energy', ['epcTotal', 'epcCertificateCode']],
      ['legal', ['floodPScore', 'permit']],
      ['financial', ['cadastralIncome']],
      ['availabilityInfo', ['availableWhen']],
    ])
  })

  it.each<[string, FactsInput, ReturnType<typeof keysOf>]>([
    ['no details: no groups', {}, []],
    ['a group whose fields are all empty is left out', { surfaces: { living: null, total: '' } }, []],
    [
      'the life annuity group only for a life annuity',
      { lifeAnnuity: { isLifeAnnuity: true, age1: 82, age2: 79, indexed: true, monthlyAnnuity: 1450 } },
      [['lifeAnnuity', ['age1', 'age2', 'monthlyAnnuity', 'indexed']]],
    ],
    ['a tourist rental’s capacity goes with the rooms', { maxPersons: 8 }, [['rooms', ['maxPersons']]]],
  ])('%s', (_, input, expected) => {
    expect(keysOf(propertyFacts(input))).toEqual(expected)
  })

  it('keeps a group asked for even without facts (the energy group holds the EPC block)', () => {
    expect(keysOf(propertyFacts({ surfaces: { living: 90 } }, [], ['energy']))).toEqual([
      ['surfaces', ['living']],
      ['energy', []],
    ])
  })

  it('leaves out the facts the legal mentions already state', () => {
    const groups = propertyFacts(house, ['energy.epcCertificateCode', 'legal.floodPScore', 'legal.permit'])
    expect(keysOf(groups).filter(([key]) => key === 'energy' || key === 'legal')).toEqual([
      ['energy', ['epcTotal']],
    ])
  })
})

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

describe('propertyMedia', () => {
  it.each<[string, { virtualTourUrl?: string | null; videoUrl?: string | null }, PropertyMedia[]]>([
    ['nothing', { virtualTourUrl: null, videoUrl: ' ' }, []],
    [
      'a Matterport tour is embedded, starting when the visitor asks',
      { virtualTourUrl: 'https://my.matterport.com/show/?m=Bv3kTq7Lw2Z' },
      [
        {
          kind: 'virtualTour',
          source: {
            type: 'embed',
            provider: 'matterport',
            embedUrl: 'https://my.matterport.com/show/?m=Bv3kTq7Lw2Z&play=1',
            url: 'https://my.matterport.com/show/?m=Bv3kTq7Lw2Z',
          },
        },
      ],
    ],
    [
      'YouTube plays from youtube-nocookie.com',
      { videoUrl: 'https://www.youtube.com/watch?v=kT4rZ8mQp2w' },
      [
        {
          kind: 'video',
          source: {
            type: 'embed',
            provider: 'youtube',
            embedUrl: 'https://www.youtube-nocookie.com/embed/kT4rZ8mQp2w?autoplay=1',
            url: 'https://www.youtube.com/watch?v=kT4rZ8mQp2w',
          },
        },
      ],
    ],
    [
      '"Video file extensions: mp4 …" play in the page',
      { videoUrl: 'https://cdn.example.be/visit.mp4' },
      [{ kind: 'video', source: { type: 'file', url: 'https://cdn.example.be/visit.mp4' } }],
    ],
    [
      'an unrecognised tour is a plain link, the tour first',
      { videoUrl: 'https://vimeo.com/823456712', virtualTourUrl: 'https://tour.example.be/48213' },
      [
        { kind: 'virtualTour', source: { type: 'link', url: 'https://tour.example.be/48213' } },
        {
          kind: 'video',
          source: {
            type: 'embed',
            provider: 'vimeo',
            embedUrl: 'https://player.vimeo.com/video/823456712?autoplay=1',
            url: 'https://vimeo.com/823456712',
          },
        },
      ],
    ],
    ['never a javascript: link', { virtualTourUrl: 'javascript:alert(1)' }, []],
  ])('%s', (_, input, expected) => {
    expect(propertyMedia(input)).toEqual(expected)
  })
})
