import { describe, expect, it } from 'vitest'

import { resolvePath } from './resolve'
import { table } from './routeTable.fixture'

const resolve = (locale: 'fr' | 'nl' | 'en' | 'de', path: string) =>
  resolvePath(table, locale, path.split('/').filter(Boolean))

describe('resolvePath: a path to what it shows', () => {
  it.each([
    ['fr', '/', 'page:1'],
    ['fr', '/a-vendre/', 'page:2'],
    ['nl', '/te-koop/', 'page:2'],
    // an original path served in the visitor's language
    ['nl', '/for-sale/', 'page:2'],
    ['en', '/Qui-sui-je/', 'page:4'],
    ['fr', '/FAQ-NOT-HERE/', null],
    ['en', '/services/selling/', 'article:1'],
    ['fr', '/services/vente/', 'article:1'],
    ['fr', '/merci/estimation-gratuite/', 'page:9'],
    ['en', '/feedback/contact-demand/', 'page:9'],
    ['de', '/login/', 'page:10'],
    // another language's path is not this language's page
    ['fr', '/te-koop/', null],
    // drafts are not public
    ['fr', '/brouillon/', null],
  ] as const)('%s %s → %s', (locale, path, key) => {
    const result = resolve(locale, path)
    if (key === null) expect(result).toEqual({ kind: 'not-found' })
    else expect(result.kind === 'entry' ? result.entry.key : result).toBe(key)
  })

  it.each([
    ['fr', '/property/102/', { kind: 'property', id: 102, list: null }],
    ['fr', '/a-vendre/namur/maison/102/', { kind: 'property', id: 102, list: 'sale' }],
    ['nl', '/te-koop/namur/huis/102/', { kind: 'property', id: 102, list: 'sale' }],
    ['fr', '/location-touristique/knokke/appartement/102/', { kind: 'property', id: 102, list: 'tourist' }],
    ['en', '/for-sale/x/y/5/', { kind: 'property', id: 5, list: 'sale' }],
    ['fr', '/project/', { kind: 'project', id: null }],
    ['fr', '/project/12/', { kind: 'project', id: 12 }],
    ['fr', '/projets-neufs/les-jardins/12/', { kind: 'project', id: 12 }],
    // withdrawn: 410
    ['fr', '/property/999/', { kind: 'gone' }],
    ['nl', '/te-koop/gent/huis/999/', { kind: 'gone' }],
    ['fr', '/actualites/', { kind: 'gone' }],
    // not a property: unknown list, not a number, id 0
    ['fr', '/nulle-part/namur/maison/102/', { kind: 'not-found' }],
    ['fr', '/property/abc/', { kind: 'not-found' }],
    ['fr', '/property/0/', { kind: 'not-found' }],
    ['fr', '/a-vendre/namur/102/', { kind: 'not-found' }],
  ] as const)('%s %s', (locale, path, expected) => {
    expect(resolve(locale, path)).toEqual(expected)
  })
})
