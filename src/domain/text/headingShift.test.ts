import { describe, expect, it } from 'vitest'

import { type ContentHeadingLevel, shiftedHeadingLevel } from './headingShift'

describe('shiftedHeadingLevel: the content’s top heading takes the wanted level, the rest follow', () => {
  it.each<[string, number, number, ContentHeadingLevel, number]>([
    ['already in place', 2, 2, 2, 2],
    ['pushed down under a deeper heading', 2, 2, 3, 3],
    ['its sub-headings follow it down', 3, 2, 3, 4],
    // Issue 20: an FAQ answer written with h3 sat right under the page's h1.
    ['pulled up when the content starts too deep', 3, 3, 2, 2],
    ['its sub-headings follow it up', 4, 3, 2, 3],
    ['never deeper than h6', 5, 2, 4, 6],
    ['never above the wanted level', 2, 3, 3, 3],
  ])('%s: h%i (top h%i, wanted h%i) → h%i', (_, level, top, wanted, expected) => {
    expect(shiftedHeadingLevel(level, top, wanted)).toBe(expected)
  })
})
