import { describe, expect, it } from 'vitest'
import { evaluateExpression } from './evaluateExpression'
import { parseExpression } from './parseExpression'

const record = { Price: 350000, Goal: 0, City: 'Gent', Lift: true, Box: null }
const run = (source: string) => evaluateExpression(parseExpression(source), record)

describe('evaluateExpression', () => {
  it.each<[string, unknown]>([
    ['Price > 100000 && Goal == 0', true],
    ['Price < 100000 || Goal == 0', true],
    ['Price < 100000 || Goal == 1', false],
    ['!Lift', false],
    ['Lift == true', true],
    ['Box == null', true],
    ['City != "Gent"', false],
    ['Price >= 350000 && Price <= 350000', true],
    ['Goal == "0"', true],
    ['Price', 350000],
    ["'text'", 'text'],
  ])('%s → %j', (source, expected) => {
    expect(run(source)).toBe(expected)
  })

  it.each([
    ['unknown field', 'Nope == 1'],
    ['unknown field behind a short-circuit', 'Goal == 0 || Nope'],
    ['"!" on a number', '!Price'],
    ['"&&" on a number', 'Price && Lift'],
    ['order of text', 'City > "A"'],
    ['number equal to text', 'Price == "cheap"'],
  ])('%s is an error', (_, source) => {
    expect(() => run(source)).toThrow()
  })
})
