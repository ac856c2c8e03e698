import { describe, expect, it } from 'vitest'

import { table } from './routeTable.fixture'
import { pathStatus } from './status'

const status = (locale: 'fr' | 'nl' | 'en' | 'de', path: string) =>
  pathStatus(table, locale, path.split('/').filter(Boolean))

describe('pathStatus: what the proxy answers before the page renders', () => {
  it.each([
    // withdrawn pages and properties: 410
    ['fr', '/actualites/', 410],
    ['nl', '/actualites/', 410],
    ['fr', '/old-news/', 410],
    ['fr', '/OLD-NEWS/', 410],
    ['fr', '/property/999/', 410],
    ['nl', '/te-koop/gent/huis/999/', 410],
    // paths that name nothing: 404
    ['fr', '/cette-page-n-existe-pas/', 404],
    ['fr', '/te-koop/', 404],
    ['fr', '/brouillon/', 404],
    ['fr', '/a-vendre/nulle-part/', 404],
    ['fr', '/999/', 404],
    // a withdrawn id under a path that is no list names nothing either
    ['nl', '/nergens/gent/huis/999/', 404],
    // pages the page renders
    ['fr', '/', null],
    ['fr', '/a-vendre/', null],
    ['nl', '/for-sale/', null],
    ['en', '/Qui-sui-je/', null],
    ['fr', '/services/vente/', null],
    // a project's path without an id names none
    ['fr', '/project/', 404],
  ] as const)('%s %s → %s', (locale, path, expected) => expect(status(locale, path)).toBe(expected))

  it.each([
    ['fr', '/property/102/', { kind: 'property', id: 102 }],
    ['fr', '/property/123456/', { kind: 'property', id: 123456 }],
    ['fr', '/a-vendre/namur/maison/123456/', { kind: 'property', id: 123456 }],
    ['nl', '/te-koop/gent/huis/102/', { kind: 'property', id: 102 }],
    ['fr', '/project/12/', { kind: 'project', id: 12 }],
  ] as const)('%s %s: the id is looked up by the caller', (locale, path, expected) =>
    expect(status(locale, path)).toEqual(expected),
  )

  it("takes a project's id from its query when its path has none, as the page does", () => {
    expect(pathStatus(table, 'fr', ['project'], '?id=12')).toEqual({ kind: 'project', id: 12 })
    expect(pathStatus(table, 'fr', ['project'], '?utm_source=x&id=7')).toEqual({ kind: 'project', id: 7 })
    expect(pathStatus(table, 'fr', ['project'], '?id=0')).toBe(404)
    expect(pathStatus(table, 'fr', ['project'], '?id=abc')).toBe(404)
    // the path's id wins, as in the route model
    expect(pathStatus(table, 'fr', ['project', '12'], '?id=7')).toEqual({ kind: 'project', id: 12 })
  })

  it('reads the segments as the page does: percent escapes decoded, a malformed one kept', () => {
    expect(pathStatus(table, 'fr', ['a%2Dvendre'])).toBeNull()
    expect(pathStatus(table, 'fr', ['services%2Fvente'])).toBeNull()
    expect(pathStatus(table, 'fr', ['a-vendre%'])).toBe(404)
  })

  it('never makes a language home gone, even for a withdrawn page without a path in that language', () => {
    const withdrawn = {
      ...table.entries.find((entry) => entry.kind === 'page')!,
      key: 'page:99',
      status: 'withdrawn' as const,
      originalPath: '/x/',
      paths: { fr: '', nl: '', en: 'old', de: '' },
    }
    const withOld = { ...table, entries: [...table.entries, withdrawn] }
    expect(pathStatus(withOld, 'fr', [])).toBeNull()
    expect(pathStatus(withOld, 'en', ['old'])).toBe(410)
    expect(pathStatus(withOld, 'fr', ['x'])).toBe(410)
  })
})
