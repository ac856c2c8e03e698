import { describe, expect, it } from 'vitest'

import { type FacadeType, facadeType } from './facadeType'

describe('facadeType: "open 4, half-open 3, closed terraced"', () => {
  it.each<[unknown, FacadeType | null]>([
    [4, 'open'],
    ['4', 'open'],
    [5, 'open'],
    [3, 'half-open'],
    [2, 'closed'],
    [1, 'closed'],
    [0, null],
    [null, null],
    [undefined, null],
    [-2, null],
    [2.5, null],
    ['', null],
  ])('%j facades → %s', (input, expected) => {
    expect(facadeType(input)).toBe(expected)
  })
})
