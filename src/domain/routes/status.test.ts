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
    // an id is the page's to look up
    ['fr', '/property/102/', null],
    ['fr', '/property/123456/', null],
    ['fr', '/a-vendre/namur/maison/123456/', null],
    ['fr', '/project/', null],
    ['fr', '/project/12/', null],
  ] as const)('%s %s → %s', (locale, path, expected) => expect(status(locale, path)).toBe(expected))

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
