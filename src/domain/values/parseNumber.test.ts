import { describe, expect, it } from 'vitest'

import { parseNumber } from './parseNumber'

describe('parseNumber', () => {
  it.each([
    [350000, 350000],
    ['350000', 350000],
    [' 1250.5 ', 1250.5],
    ['-45', -45],
    [0, 0],
    ['0', 0],
  ])('reads %j as %j', (input, expected) => {
    expect(parseNumber(input)).toBe(expected)
  })

  it.each([
    [null],
    [undefined],
    [''],
    ['  '],
    ['abc'],
    [Number.NaN],
    [Infinity],
    ['12abc'],
    ['1e5'],
    [true],
    [{}],
  ])('refuses %j (never NaN)', (input) => {
    expect(parseNumber(input)).toBeNull()
  })
})
