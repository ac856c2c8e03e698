import { describe, expect, it } from 'vitest'

import { stripAccents } from './stripAccents'

describe('stripAccents', () => {
  it.each([
    ['Liège', 'Liege'],
    ['La Louvière', 'La Louviere'],
    ['Écaussinnes', 'Ecaussinnes'],
    ['Sint-Niklaas', 'Sint-Niklaas'],
    ['Ça été', 'Ca ete'],
  ])('"accent-stripped name" of %s is %s', (input, expected) => {
    expect(stripAccents(input)).toBe(expected)
  })
})
