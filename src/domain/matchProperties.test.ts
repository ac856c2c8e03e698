import { describe, expect, it } from 'vitest'
import { matchProperties } from './matchProperties'

const properties = [{ id: 123 }, { id: 1234 }, { id: '4567' }, { id: 89 }]

describe('matchProperties: "exact-token matching on ID"', () => {
  it.each<[string, (string | number)[]]>([
    ['123', [123]],
    ['1234', [1234]],
    ['12', []],
    ['4567', ['4567']],
    ['123 89', [123, 89]],
    ['89, 123', [123, 89]],
    ['  123  ', [123]],
    ['maison 123', [123]],
    ['Ref: 123', [123]],
    ['', []],
    ['   ', []],
  ])('%j → %j', (query, ids) => {
    expect(matchProperties(query, properties).map((p) => p.id)).toEqual(ids)
  })
})
