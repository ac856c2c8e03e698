import { describe, expect, it } from 'vitest'

import { isEmpty } from './isEmpty'

describe('isEmpty: "empty if null or blank after trimming"', () => {
  it.each<[string, unknown, boolean]>([
    ['null', null, true],
    ['undefined', undefined, true],
    ['empty string', '', true],
    ['blank after trimming', '  \t\n ', true],
    ['no-break space only', '\u00a0', true],
    ['text', ' a ', false],
    ['0 is a value', 0, false],
    ['a number', 12, false],
    ['NaN is not a value', Number.NaN, true],
    ['empty list', [], true],
    ['list with an item', ['house'], false],
    ['false is a value', false, false],
    ['an object', {}, false],
  ])('%s → %s', (_, value, expected) => {
    expect(isEmpty(value)).toBe(expected)
  })
})
