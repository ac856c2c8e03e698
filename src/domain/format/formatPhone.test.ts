import { describe, expect, it } from 'vitest'

import { formatPhone } from './formatPhone'

describe('formatPhone', () => {
  it.each([
    ['"10 digits grouped 4-2-2-2"', '0475123456', '0475 12 34 56'],
    ['10 digits written with dots', '0475.12.34.56', '0475 12 34 56'],
    ['10 digits written with slash and dash', '0475/12-34-56', '0475 12 34 56'],
    ['"9 digits grouped 3-2-2-2"', '023456789', '023 45 67 89'],
    ['9 digits written 02/345.67.89', '02/345.67.89', '023 45 67 89'],
    ['"otherwise unchanged": 8 digits', '12345678', '12345678'],
    ['"otherwise unchanged": 11 digits', '04751234567', '04751234567'],
    ['"otherwise unchanged": text', 'on request', 'on request'],
    ['international form stays as written', '+32 475 12 34 56', '+32 475 12 34 56'],
    ['international form even with 9 digits', '+32456789', '+32456789'],
    ['empty', '', ''],
  ])('%s: %j → %j', (_, input, expected) => {
    expect(formatPhone(input)).toBe(expected)
  })

  it.each([[null], [undefined]])('%j → empty string', (input) => {
    expect(formatPhone(input)).toBe('')
  })
})
