import { describe, expect, it } from 'vitest'

import { countryCode } from './countryCode'

describe('countryCode: ISO 3166-1 alpha-2 for a PostalAddress', () => {
  it.each<[string | null, string | null]>([
    ['Belgium', 'BE'],
    ['Belgique', 'BE'],
    ['België', 'BE'],
    ['belgien ', 'BE'],
    ['Luxemburg', 'LU'],
    ['Pays-Bas', 'NL'],
    ['be', 'BE'],
    ['Suisse', 'Suisse'],
    ['', null],
    [null, null],
  ])('%s → %s', (name, expected) => {
    expect(countryCode(name)).toBe(expected)
  })
})
