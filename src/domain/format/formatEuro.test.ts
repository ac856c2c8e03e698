import { describe, expect, it } from 'vitest'

import { formatEuro } from './formatEuro'

// Intl separates the sign from the amount with a no-break space (U+00A0).
const nbsp = '\u00a0'

describe('formatEuro: "euro prefix, Belgian Dutch grouping"', () => {
  it.each([
    [350000, `€${nbsp}350.000`],
    ['350000', `€${nbsp}350.000`],
    [1250.5, `€${nbsp}1.250,50`],
    [1250.05, `€${nbsp}1.250,05`],
    [850, `€${nbsp}850`],
    [100.004, `€${nbsp}100`],
    [0, `€${nbsp}0`],
    [-0.001, `€${nbsp}0`],
    [1234567, `€${nbsp}1.234.567`],
  ])('formats %j as %s', (input, expected) => {
    expect(formatEuro(input)).toBe(expected)
  })

  it.each([[null], [undefined], [''], ['abc'], [Number.NaN], [Infinity]])(
    'gives null for %j instead of the text NaN',
    (input) => {
      expect(formatEuro(input)).toBeNull()
    },
  )
})
