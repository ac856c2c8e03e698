import { describe, expect, it } from 'vitest'

import { type FactsInput, type FactValue, factValue, propertyFacts } from './propertyFacts'

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
