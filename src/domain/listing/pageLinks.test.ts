import { describe, expect, it } from 'vitest'

import { pageLinks } from './pageLinks'

// Pages as numbers and gaps as '…', to keep the table readable.
const shape = (page: number, count: number) =>
  pageLinks(page, count).map((link) => (link.kind === 'page' ? link.page : '…'))

describe('pageLinks: the pager', () => {
  it.each<[number, number, (number | '…')[]]>([
    [1, 0, []],
    [1, 1, []],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, '…', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 5, [1, '…', 4, 5]],
    [10, 20, [1, '…', 9, 10, 11, '…', 20]],
    [4, 20, [1, 2, 3, 4, 5, '…', 20]],
  ])('page %i of %i', (page, count, expected) => {
    expect(shape(page, count)).toEqual(expected)
  })

  it('gives every gap its own key', () => {
    const keys = pageLinks(10, 20).flatMap((link) => (link.kind === 'gap' ? [link.key] : []))
    expect(new Set(keys).size).toBe(2)
  })
})
