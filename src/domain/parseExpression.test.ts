import { describe, expect, it } from 'vitest'
import { parseExpression, type Expression } from './parseExpression'

const field = (path: string): Expression => ({ kind: 'field', path })
const literal = (value: string | number | boolean | null): Expression => ({ kind: 'literal', value })

describe('parseExpression', () => {
  it.each<[string, Expression]>([
    ['Goal == 0', { kind: 'compare', operator: '==', left: field('Goal'), right: literal(0) }],
    [
      'Price > 100000 && Goal == 0',
      {
        kind: 'logical',
        operator: '&&',
        left: { kind: 'compare', operator: '>', left: field('Price'), right: literal(100000) },
        right: { kind: 'compare', operator: '==', left: field('Goal'), right: literal(0) },
      },
    ],
    // "&&" binds tighter than "||".
    [
      'a || b && c',
      {
        kind: 'logical',
        operator: '||',
        left: field('a'),
        right: { kind: 'logical', operator: '&&', left: field('b'), right: field('c') },
      },
    ],
    // "!" binds tighter than a comparison, as in JavaScript.
    [
      '!a == b',
      { kind: 'compare', operator: '==', left: { kind: 'not', operand: field('a') }, right: field('b') },
    ],
    ['!Sold', { kind: 'not', operand: field('Sold') }],
    ['(Furnished)', field('Furnished')],
    ['Box == null', { kind: 'compare', operator: '==', left: field('Box'), right: literal(null) }],
    ['Lift != false', { kind: 'compare', operator: '!=', left: field('Lift'), right: literal(false) }],
  ])('%s', (source, expected) => {
    expect(parseExpression(source)).toEqual(expected)
  })

  it.each([
    [''],
    ['Price >'],
    ['(Price > 1'],
    ['Price > 1)'],
    ['1 < Price < 5'],
    ['Price 5'],
    ['&& Goal'],
    ['constructor.constructor("x")()'],
  ])('%j is a parse error', (source) => {
    expect(() => parseExpression(source)).toThrow()
  })
})
