import { describe, expect, it } from 'vitest'

import { goneSetOf, isGone } from './gone'
import { table } from './routeTable.fixture'

const set = goneSetOf(table)
const gone = (locale: 'fr' | 'nl' | 'en' | 'de', path: string) =>
  isGone(set, locale, path.split('/').filter(Boolean))

describe('isGone: withdrawn pages and properties answer 410', () => {
  it.each([
    ['fr', '/actualites/', true],
    ['nl', '/actualites/', true],
    ['fr', '/old-news/', true],
    ['fr', '/OLD-NEWS/', true],
    ['fr', '/property/999/', true],
    ['nl', '/te-koop/gent/huis/999/', true],
    ['fr', '/property/102/', false],
    ['fr', '/a-vendre/', false],
    ['fr', '/brouillon/', false],
    ['fr', '/999/', false],
    ['fr', '/', false],
  ] as const)('%s %s → %s', (locale, path, expected) => expect(gone(locale, path)).toBe(expected))
})

describe('goneSetOf', () => {
  it('never lists a language home, even for a withdrawn page without a path in that language', () => {
    const set = goneSetOf({
      withdrawnPropertyIds: [],
      entries: [
        {
          ...table.entries[0]!,
          key: 'page:99',
          kind: 'page',
          status: 'withdrawn',
          originalPath: '/x/',
          paths: { fr: '', nl: '', en: 'old', de: '' },
        },
      ],
    })
    expect(set.paths).toEqual(['/x/', '/en/old/'])
  })
})
