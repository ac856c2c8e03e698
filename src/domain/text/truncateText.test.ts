import { describe, expect, it } from 'vitest'

import { truncateText } from './truncateText'

const words = (count: number) => Array.from({ length: count }, () => 'abcd').join(' ')

describe('truncateText: "truncate to a limit (default 250), cutting at the last space if beyond 80 percent"', () => {
  it.each([
    ['short text is unchanged', 'Maison 3 chambres', 20, false, 'Maison 3 chambres'],
    ['exactly the limit is unchanged', 'abcde', 5, false, 'abcde'],
    // Space at index 8 of a 10 limit: 8 is not beyond 80 % (8), so a hard cut.
    ['space at exactly 80 % gives a hard cut', 'abcdefgh ijklmnop', 10, false, 'abcdefgh i'],
    // Space at index 9 of a 10 limit is beyond 80 %: cut at the word.
    ['space beyond 80 % cuts at the word', 'abcdefghi jklmnop', 10, false, 'abcdefghi'],
    ['a space early on gives a hard cut', 'ab cdefghijklmnop', 10, false, 'ab cdefghi'],
    ['a word ending on the limit is kept', 'abcdefghij klm', 10, false, 'abcdefghij'],
    ['"optional ellipsis" counts in the limit', 'abcdefghijklmnop', 10, true, 'abcdefghi…'],
    ['ellipsis after a word cut', 'abcdefgh ijklmnop', 10, true, 'abcdefgh…'],
    ['emoji are not split', 'abcdefghi😀jkl', 10, false, 'abcdefghi'],
  ])('%s', (_, text, limit, ellipsis, expected) => {
    expect(truncateText(text, { limit, ellipsis })).toBe(expected)
  })

  it('cuts at 250 characters by default, at the last space', () => {
    const text = words(60) // 299 characters; spaces every 5
    const result = truncateText(text)
    expect(result.length).toBeLessThanOrEqual(250)
    expect(result.length).toBeGreaterThan(200)
    expect(result.endsWith('abcd')).toBe(true)
  })

  it.each([[100], [250], [37]])('never exceeds a limit of %i with ellipsis', (limit) => {
    expect(truncateText(words(100), { limit, ellipsis: true }).length).toBeLessThanOrEqual(limit)
  })
})
