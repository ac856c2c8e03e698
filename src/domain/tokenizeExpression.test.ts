import { describe, expect, it } from 'vitest'
import { tokenizeExpression, type Token } from './tokenizeExpression'

describe('tokenizeExpression', () => {
  it.each<[string, Token[]]>([
    [
      'Price > 100000 && Goal == 0',
      [
        { type: 'name', value: 'Price' },
        { type: 'operator', value: '>' },
        { type: 'number', value: 100000 },
        { type: 'operator', value: '&&' },
        { type: 'name', value: 'Goal' },
        { type: 'operator', value: '==' },
        { type: 'number', value: 0 },
      ],
    ],
    [
      "City != 'Sint-Niklaas'",
      [
        { type: 'name', value: 'City' },
        { type: 'operator', value: '!=' },
        { type: 'string', value: 'Sint-Niklaas' },
      ],
    ],
    [
      '!(A.B>=1.5)',
      [
        { type: 'operator', value: '!' },
        { type: 'operator', value: '(' },
        { type: 'name', value: 'A.B' },
        { type: 'operator', value: '>=' },
        { type: 'number', value: 1.5 },
        { type: 'operator', value: ')' },
      ],
    ],
    ['"l\\"a"', [{ type: 'string', value: 'l"a' }]],
    ['', []],
  ])('%j', (source, expected) => {
    expect(tokenizeExpression(source)).toEqual(expected)
  })

  it.each([['Price = 1'], ['alert(1);'], ['a + b'], ["'unclosed"], ['`x`'], ['a & b']])(
    '%j is a syntax error',
    (source) => {
      expect(() => tokenizeExpression(source)).toThrow()
    },
  )
})
