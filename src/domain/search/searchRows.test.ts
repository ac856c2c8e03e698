import { describe, expect, it } from 'vitest'

import { searchLinkState, searchRowDescription } from './searchRows'

describe('searchRowDescription: "type description truncated to 100 characters"', () => {
  it.each([
    ['Maison 3 chambres', 'Maison 3 chambres'],
    ['Villa  \n avec piscine', 'Villa avec piscine'],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(searchRowDescription(input)).toBe(expected)
  })

  it('cuts a long description to at most 100 characters with an ellipsis', () => {
    const long = 'Superbe villa '.repeat(20)
    const result = searchRowDescription(long)
    expect(result.length).toBeLessThanOrEqual(100)
    expect(result.length).toBeGreaterThan(80)
    expect(result.endsWith('…')).toBe(true)
  })
})

describe('searchLinkState: "link disabled at count 0"', () => {
  it.each<[number | null | undefined, { count?: number; disabled: boolean }]>([
    [0, { count: 0, disabled: true }],
    [3, { count: 3, disabled: false }],
    [undefined, { disabled: false }],
    [null, { disabled: false }],
  ])('count %j → %j', (count, expected) => {
    expect(searchLinkState(count)).toEqual(expected)
  })
})
