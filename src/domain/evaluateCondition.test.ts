import { describe, expect, it } from 'vitest'
import { evaluateCondition, type ConditionRule } from './evaluateCondition'

const property = {
  ID: 4321,
  Goal: 0,
  Price: 350000,
  PriceMax: 400000,
  City: 'Sint-Niklaas',
  WebIDs: '1,3,5',
  Tags: ['garden', 'garage'],
  BoxNr: null,
  Street: '  ',
  Furnished: false,
  SmallPictureItem: { Url: 'a.jpg', Width: 400 },
}

describe('evaluateCondition: field, logic, compareWithValue', () => {
  it.each<[string, ConditionRule, boolean]>([
    ['equals number', { field: 'Goal', logic: 'equals', compareWithValue: 0 }, true],
    ['equals typed as text in the CMS', { field: 'Goal', logic: 'equals', compareWithValue: '0' }, true],
    ['equals fails', { field: 'Goal', logic: 'equals', compareWithValue: 1 }, false],
    ['notEquals', { field: 'City', logic: 'notEquals', compareWithValue: 'Gent' }, true],
    ['greaterThan', { field: 'Price', logic: 'greaterThan', compareWithValue: '100000' }, true],
    ['greaterThan is strict', { field: 'Price', logic: 'greaterThan', compareWithValue: 350000 }, false],
    ['greaterOrEqual boundary', { field: 'Price', logic: 'greaterOrEqual', compareWithValue: 350000 }, true],
    ['lessThan', { field: 'Price', logic: 'lessThan', compareWithValue: 350000 }, false],
    ['lessOrEqual boundary', { field: 'Price', logic: 'lessOrEqual', compareWithValue: 350000 }, true],
    ['contains text, any case', { field: 'City', logic: 'contains', compareWithValue: 'niklaas' }, true],
    ['contains in a list', { field: 'Tags', logic: 'contains', compareWithValue: 'garage' }, true],
    ['contains fails', { field: 'City', logic: 'contains', compareWithValue: 'Gent' }, false],
    ['isEmpty on null', { field: 'BoxNr', logic: 'isEmpty' }, true],
    ['isEmpty on blank text', { field: 'Street', logic: 'isEmpty' }, true],
    ['isEmpty: 0 is a value', { field: 'Goal', logic: 'isEmpty' }, false],
    ['isNotEmpty', { field: 'City', logic: 'isNotEmpty' }, true],
    ['in a comma-separated list', { field: 'Goal', logic: 'in', compareWithValue: '0, 1' }, true],
    ['in a list', { field: 'City', logic: 'in', compareWithValue: ['Gent', 'Sint-Niklaas'] }, true],
    ['not in the list', { field: 'ID', logic: 'in', compareWithValue: '1,2,3' }, false],
    [
      'nested field',
      { field: 'SmallPictureItem.Width', logic: 'greaterOrEqual', compareWithValue: 400 },
      true,
    ],
    ['boolean field vs text', { field: 'Furnished', logic: 'equals', compareWithValue: 'false' }, true],
  ])('%s', (_, rule, expected) => {
    expect(evaluateCondition(rule, property)).toBe(expected)
  })
})

describe('evaluateCondition: compareWithField', () => {
  it.each<[string, ConditionRule, boolean]>([
    ['Price lessThan PriceMax', { field: 'Price', logic: 'lessThan', compareWithField: 'PriceMax' }, true],
    [
      'compareWithField wins over compareWithValue',
      { field: 'Price', logic: 'equals', compareWithField: 'PriceMax', compareWithValue: 350000 },
      false,
    ],
    ['unknown other field fails', { field: 'Price', logic: 'lessThan', compareWithField: 'Nope' }, false],
  ])('%s', (_, rule, expected) => {
    expect(evaluateCondition(rule, property)).toBe(expected)
  })
})

describe('evaluateCondition: advancedCondition', () => {
  it.each<[string, boolean]>([
    ['Price > 100000 && Goal == 0', true],
    ['Price > 100000 && Goal == 1', false],
    ['Goal == 1 || City == "Sint-Niklaas"', true],
    ['!(Price < 100000)', true],
    ['Price >= PriceMax', false],
    ['SmallPictureItem.Url != null', true],
    ['BoxNr == null && !Furnished', true],
    ["City == 'sint-niklaas'", false],
    ['(Goal == 0 || Goal == 1) && Price <= 350000', true],
  ])('%s → %s', (advancedCondition, expected) => {
    expect(evaluateCondition({ advancedCondition }, property)).toBe(expected)
  })

  it('advancedCondition is the whole rule when set', () => {
    expect(
      evaluateCondition(
        { advancedCondition: 'Goal == 1', field: 'Goal', logic: 'equals', compareWithValue: 0 },
        property,
      ),
    ).toBe(false)
  })
})

describe('evaluateCondition: "an error counts as failed"', () => {
  it.each<[string, ConditionRule]>([
    ['unknown field', { field: 'Nope', logic: 'isEmpty' }],
    ['unknown field in an expression', { advancedCondition: 'Nope == 1' }],
    ['unknown field behind a short-circuit', { advancedCondition: 'Goal == 0 || Nope == 1' }],
    ['unknown logic', { field: 'Goal', logic: 'matches', compareWithValue: 0 }],
    ['missing logic', { field: 'Goal' }],
    ['missing field', { logic: 'isEmpty' }],
    ['parse error', { advancedCondition: 'Price >' }],
    ['assignment is not allowed', { advancedCondition: 'Price = 1' }],
    ['code is not allowed', { advancedCondition: 'process.exit(1)' }],
    ['number compared with text', { field: 'Price', logic: 'greaterThan', compareWithValue: 'abc' }],
    [
      'notEquals with incomparable types also fails',
      { field: 'Price', logic: 'notEquals', compareWithValue: 'abc' },
    ],
    ['truthiness is a type error', { advancedCondition: 'Price && Goal == 0' }],
    ['a non-boolean result fails', { advancedCondition: 'Price' }],
    ['contains on a number', { field: 'Price', logic: 'contains', compareWithValue: 5 }],
    ['in without a list', { field: 'Goal', logic: 'in', compareWithValue: 0 }],
    ['prototype is not a field', { advancedCondition: '__proto__ == null' }],
  ])('%s → false', (_, rule) => {
    expect(evaluateCondition(rule, property)).toBe(false)
  })

  it('a record that is not an object fails', () => {
    expect(evaluateCondition({ field: 'Goal', logic: 'isEmpty' }, null)).toBe(false)
  })
})
