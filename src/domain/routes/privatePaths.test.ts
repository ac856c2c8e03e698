import { describe, expect, it } from 'vitest'

import { hasPathKey } from './pathKeys'
import { privatePathsOf } from './privatePaths'
import { table } from './routeTable.fixture'

const keys = privatePathsOf(table)
const isPrivate = (locale: 'fr' | 'nl' | 'en' | 'de', path: string) =>
  hasPathKey(keys, locale, path.split('/').filter(Boolean))

describe('privatePathsOf: the pages that are each visitor’s own are never kept', () => {
  it('lists the sign-in page in every language and as its original path', () => {
    expect(keys).toEqual(['/login/', '/fr/login/', '/nl/login/', '/en/login/', '/de/login/'])
  })

  it.each([
    ['fr', '/login/', true],
    ['nl', '/LOGIN/', true],
    ['de', '/login/', true],
    ['fr', '/a-vendre/', false],
    ['fr', '/', false],
    ['fr', '/property/102/', false],
  ] as const)('%s %s → %s', (locale, path, expected) => expect(isPrivate(locale, path)).toBe(expected))
})
