import { describe, expect, it } from 'vitest'

import { isHeaderFixed, isScrollToTopVisible } from './scrollState'

describe('isHeaderFixed: "above 30 px scroll it becomes fixed"', () => {
  it.each<[number, boolean]>([
    [0, false],
    [30, false],
    [30.5, true],
    [31, true],
    [800, true],
  ])('%i px → %s', (scrollY, expected) => {
    expect(isHeaderFixed(scrollY)).toBe(expected)
  })
})

describe('isScrollToTopVisible: "hidden below 10 px scroll offset, shown at 10 or more"', () => {
  it.each<[number, boolean]>([
    [0, false],
    [9, false],
    [9.9, false],
    [10, true],
    [500, true],
  ])('%i px → %s', (scrollY, expected) => {
    expect(isScrollToTopVisible(scrollY)).toBe(expected)
  })
})
