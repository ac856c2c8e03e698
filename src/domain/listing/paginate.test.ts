import { describe, expect, it } from 'vitest'

import { type Page, paginate } from './paginate'

describe('paginate: "page, of, object count"', () => {
  it.each<[string, unknown, number, number, Page]>([
    ['first page', 1, 12, 28, { page: 1, pageCount: 3, total: 28, from: 1, to: 12, offset: 0 }],
    ['middle page', 2, 12, 28, { page: 2, pageCount: 3, total: 28, from: 13, to: 24, offset: 12 }],
    ['last, partial page', 3, 12, 28, { page: 3, pageCount: 3, total: 28, from: 25, to: 28, offset: 24 }],
    ['exactly full pages', 2, 14, 28, { page: 2, pageCount: 2, total: 28, from: 15, to: 28, offset: 14 }],
    [
      'page beyond range is the last page',
      9,
      12,
      28,
      { page: 3, pageCount: 3, total: 28, from: 25, to: 28, offset: 24 },
    ],
    ['page 0 is the first page', 0, 12, 28, { page: 1, pageCount: 3, total: 28, from: 1, to: 12, offset: 0 }],
    [
      'negative page is the first page',
      -4,
      12,
      28,
      { page: 1, pageCount: 3, total: 28, from: 1, to: 12, offset: 0 },
    ],
    [
      'page from the URL as text',
      '2',
      12,
      28,
      { page: 2, pageCount: 3, total: 28, from: 13, to: 24, offset: 12 },
    ],
    [
      'page that is not a number',
      'abc',
      12,
      28,
      { page: 1, pageCount: 3, total: 28, from: 1, to: 12, offset: 0 },
    ],
    ['fractional page', 2.7, 12, 28, { page: 2, pageCount: 3, total: 28, from: 13, to: 24, offset: 12 }],
    ['total 0', 3, 12, 0, { page: 1, pageCount: 1, total: 0, from: 0, to: 0, offset: 0 }],
  ])('%s', (_, page, pageSize, total, expected) => {
    expect(paginate({ page, pageSize, total })).toEqual(expected)
  })

  it.each([[0], [-1], [1.5], [Number.NaN]])('page size %j is refused', (pageSize) => {
    expect(() => paginate({ page: 1, pageSize, total: 10 })).toThrow(RangeError)
  })
})
