import { describe, expect, it } from 'vitest'

import { addressCountry } from './addressCountry'

describe('addressCountry: "Country 10 Belgium (omitted from address); 50 Luxembourg"', () => {
  it.each<[unknown, string | null, string | null]>([
    [10, 'Belgique', null],
    ['10', 'België', null],
    [50, 'Luxemburg', 'Luxembourg'],
    [50, null, 'Luxembourg'],
    [33, 'France', 'France'],
    [31, ' Nederland ', 'Nederland'],
    [33, '', null],
    [null, 'Espagne', 'Espagne'],
  ])('country %j, name %j → %j', (id, name, expected) => {
    expect(addressCountry(id, name)).toBe(expected)
  })
})
