import { describe, expect, it } from 'vitest'

import { chooseLocale, normalizePath, pathKey, queryParam, safeDecode, splitLocale } from './paths'

describe('paths', () => {
  it.each([
    ['caf%C3%A9', 'café'],
    ['a%20b', 'a b'],
    ['100%', '100%'],
    ['%E0%A4%A', '%E0%A4%A'],
  ])('safeDecode(%j) = %j (a malformed escape stays as written)', (input, expected) =>
    expect(safeDecode(input)).toBe(expected),
  )

  it.each([
    ['/FR/A-Vendre/Caf%C3%A9', '/fr/a-vendre/café/'],
    ['/fr/%E0%A4%A/', '/fr/%e0%a4%a/'],
  ])('pathKey(%j) = %j', (input, expected) => expect(pathKey(input)).toBe(expected))

  it.each([
    ['', '/'],
    ['/', '/'],
    ['for-sale', '/for-sale/'],
    ['//fr//a-vendre', '/fr/a-vendre/'],
  ])('normalizePath(%j) = %j', (input, expected) => expect(normalizePath(input)).toBe(expected))

  it.each([
    ['/fr/a-vendre/', 'fr', ['a-vendre']],
    ['/de/', 'de', []],
    ['/for-sale/', null, ['for-sale']],
    ['/FR/a-vendre/', null, ['FR', 'a-vendre']],
    ['/', null, []],
  ] as const)('splitLocale(%j): the language is the first segment', (path, locale, segments) =>
    expect(splitLocale(path)).toEqual({ locale, segments }),
  )

  it.each([
    ['?city=Namur|5000&type=1', 'city', 'Namur|5000'],
    ['city=Namur', 'city', 'Namur'],
    ['?type=', 'type', null],
    ['?type=%20', 'type', null],
    ['', 'id', null],
    ['?id=12', 'id', '12'],
  ])('queryParam(%j, %j) = %j', (search, name, expected) => expect(queryParam(search, name)).toBe(expected))

  it.each([
    ['nl', 'nl'],
    ['de', 'de'],
    [undefined, 'fr'],
    ['es', 'fr'],
    ['', 'fr'],
  ])('chooseLocale(%j): the saved choice, else the default', (saved, expected) =>
    expect(chooseLocale(saved)).toBe(expected),
  )
})
