import { describe, expect, it } from 'vitest'
import { compareOrder, readField, sameValue } from './conditionValues'

const record = { Price: 350000, Goal: 0, City: 'Gent', SmallPictureItem: { Url: 'a.jpg' }, Box: null }

describe('readField', () => {
  it.each<[string, unknown]>([
    ['Price', 350000],
    ['SmallPictureItem.Url', 'a.jpg'],
    ['Box', null],
  ])('%s → %j', (path, expected) => {
    expect(readField(record, path)).toEqual(expected)
  })

  it.each([['Unknown'], ['SmallPictureItem.Width'], ['Box.Nr'], ['__proto__'], ['constructor'], ['']])(
    'unknown field %j is an error',
    (path) => {
      expect(() => readField(record, path)).toThrow()
    },
  )
})

describe('sameValue', () => {
  it.each<[unknown, unknown, boolean]>([
    [0, 0, true],
    [0, '0', true],
    ['1', 1, true],
    [0, 1, false],
    ['Gent', 'Gent', true],
    ['Gent', 'gent', false],
    [true, 'true', true],
    [false, 'TRUE', false],
    [null, undefined, true],
    [null, 0, false],
    ['', null, false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected)
  })

  it.each<[unknown, unknown]>([
    [350000, 'abc'],
    [true, 'yes'],
    [{}, {}],
    [true, 1],
  ])('%j vs %j cannot be compared', (a, b) => {
    expect(() => sameValue(a, b)).toThrow()
  })
})

describe('compareOrder', () => {
  it.each<[unknown, unknown, number]>([
    [5, 3, 1],
    [3, 5, -1],
    ['100000', 100000, 0],
  ])('%j vs %j has sign %i', (a, b, sign) => {
    expect(Math.sign(compareOrder(a, b))).toBe(sign)
  })

  it.each<[unknown, unknown]>([
    ['a', 'b'],
    [null, 1],
    [true, 0],
  ])('%j vs %j has no order', (a, b) => {
    expect(() => compareOrder(a, b)).toThrow()
  })
})
