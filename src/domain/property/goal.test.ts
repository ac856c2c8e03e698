import { describe, expect, it } from 'vitest'

import { type Goal, goalOf } from './goal'

describe('goalOf: "0 = sale; 1 or any other = rent"', () => {
  it.each<[unknown, Goal]>([
    [0, 'sale'],
    ['0', 'sale'],
    [1, 'rent'],
    ['1', 'rent'],
    [2, 'rent'],
    [null, 'rent'],
    [undefined, 'rent'],
    ['', 'rent'],
  ])('goal %j is %s', (input, expected) => {
    expect(goalOf(input)).toBe(expected)
  })
})
