import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { locales } from '../../i18n/locales'
import { demandCriteria } from './demand'
import { type RawForm, validateForm } from './validate'

const person = {
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Dupont',
  email: 'anne@example.be',
  phone: '0475 12 34 56',
}
const complete: RawForm = { ...person, goal: 'buy', webIds: ['1', '2'], zones: ['region:BE-BRU', 'zip:1050'] }

describe('the demand register form (spec §3 "Demand register", §5)', () => {
  it('accepts a complete demand and stores numbers, zone keys and no blank bound', () => {
    const result = validateForm('demand-register', {
      ...complete,
      minPrice: '250 000',
      maxPrice: '400.000',
      minBedrooms: '2',
      maxBedrooms: '',
      minGarages: '1',
      minParkings: '',
      minBathrooms: '1',
    })
    expect(result).toEqual({
      ok: true,
      values: {
        ...person,
        goal: 'buy',
        webIds: [1, 2],
        zones: ['region:BE-BRU', 'zip:1050'],
        minPrice: 250_000,
        maxPrice: 400_000,
        minBedrooms: 2,
        maxBedrooms: undefined,
        minGarages: 1,
        minParkings: undefined,
        minBathrooms: 1,
      },
    })
  })

  it('takes one checkbox as a list, and drops a type or zone ticked twice', () => {
    const result = validateForm('demand-register', {
      ...complete,
      webIds: ['3', '3'],
      zones: 'province:BE-WLG',
    })
    expect(result.ok && [result.values.webIds, result.values.zones]).toEqual([[3], ['province:BE-WLG']])
  })

  it.each<[string, RawForm, string, string]>([
    // Spec §5: "at least one property type; at least one geographic zone".
    ['no type', { ...complete, webIds: [] }, 'webIds', 'noType'],
    ['no type field at all', { ...person, goal: 'buy', zones: ['zip:1000'] }, 'webIds', 'noType'],
    ['no zone', { ...complete, zones: [] }, 'zones', 'noZone'],
    ['no zone field at all', { ...person, goal: 'rent', webIds: ['1'] }, 'zones', 'noZone'],
    // Spec §5 "Required: … goal".
    ['no goal', { ...complete, goal: '' }, 'goal', 'required'],
    ['an unknown goal', { ...complete, goal: 'swap' }, 'goal', 'choice'],
    ['a forged type', { ...complete, webIds: ['house'] }, 'webIds', 'choice'],
    ['an unknown region', { ...complete, zones: ['region:BE-XXX'] }, 'zones', 'choice'],
    ['a malformed zip', { ...complete, zones: ['zip:10000'] }, 'zones', 'choice'],
    ['a price that is not one', { ...complete, minPrice: 'cheap' }, 'minPrice', 'number'],
    ['a bedroom count out of range', { ...complete, minBedrooms: '99' }, 'minBedrooms', 'number'],
    ['a negative garage count', { ...complete, minGarages: '-1' }, 'minGarages', 'number'],
    // Bounds: the minimum may not exceed the maximum (equal is a fixed price or size).
    ['prices backwards', { ...complete, minPrice: '500000', maxPrice: '300000' }, 'maxPrice', 'minMax'],
    ['bedrooms backwards', { ...complete, minBedrooms: '4', maxBedrooms: '2' }, 'maxBedrooms', 'minMax'],
    ['no e-mail', { ...complete, email: '' }, 'email', 'required'],
    ['no phone', { ...complete, phone: ' ' }, 'phone', 'required'],
    ['no title', { ...complete, title: '' }, 'title', 'required'],
  ])('refuses %s', (_case, raw, field, code) => {
    const result = validateForm('demand-register', raw)
    expect(result.ok ? null : result.errors[field]).toBe(code)
  })

  it('accepts equal bounds', () => {
    const result = validateForm('demand-register', {
      ...complete,
      minPrice: '300000',
      maxPrice: '300000',
      minBedrooms: '3',
      maxBedrooms: '3',
    })
    expect(result.ok).toBe(true)
  })

  it('reports every problem at once: no type and no zone together with a bad bound', () => {
    const result = validateForm('demand-register', {
      ...person,
      goal: 'buy',
      minBedrooms: '3',
      maxBedrooms: '1',
    })
    expect(result.ok ? null : result.errors).toEqual({
      webIds: 'noType',
      zones: 'noZone',
      maxBedrooms: 'minMax',
    })
  })

  it.each(locales)('has a message for each of its errors in %s', (locale) => {
    const forms = JSON.parse(readFileSync(path.join('messages', locale, 'Forms.json'), 'utf8')) as {
      errors: Record<string, string>
    }
    for (const code of ['noType', 'noZone', 'minMax']) expect(forms.errors[code]).toMatch(/\S/)
    expect(new Set(['noType', 'noZone', 'minMax'].map((code) => forms.errors[code])).size).toBe(3)
  })

  it('gives the one shape of a demand: zones parsed, no bound as null', () => {
    const result = validateForm('demand-register', { ...complete, minPrice: '100000' })
    if (!result.ok) throw new Error('valid')
    expect(demandCriteria(result.values)).toEqual({
      goal: 'buy',
      webIds: [1, 2],
      zones: [
        { kind: 'region', code: 'BE-BRU' },
        { kind: 'zip', zip: '1050' },
      ],
      minPrice: 100_000,
      maxPrice: null,
      minBedrooms: null,
      maxBedrooms: null,
      minGarages: null,
      minParkings: null,
      minBathrooms: null,
    })
  })
})
