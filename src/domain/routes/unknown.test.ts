import { describe, expect, it } from 'vitest'

import { table } from './routeTable.fixture'
import { isUnknownPath } from './unknown'

// The proxy's 404 must never fall on a page the page itself would find: the status would then
// say "not found" over a real page. What it cannot tell (an id) it leaves to the page.
describe('isUnknownPath: what the proxy answers 404 before the page renders', () => {
  it.each([
    ['fr', ['cette-page-n-existe-pas'], true],
    ['fr', ['te-koop'], true],
    ['fr', ['brouillon'], true],
    ['fr', ['a-vendre', 'nulle-part'], true],
    ['fr', [], false],
    ['fr', ['a-vendre'], false],
    ['nl', ['for-sale'], false],
    ['en', ['Qui-sui-je'], false],
    ['fr', ['services', 'vente'], false],
    // an id is the page's to look up
    ['fr', ['property', '999999'], false],
    ['fr', ['a-vendre', 'namur', 'maison', '999999'], false],
    ['fr', ['project'], false],
    ['fr', ['project', '12'], false],
  ] as const)('%s /%s/ → %s', (locale, segments, unknown) => {
    expect(isUnknownPath(table, locale, segments)).toBe(unknown)
  })

  it('reads the segments as the page does: percent escapes decoded, a malformed one kept', () => {
    expect(isUnknownPath(table, 'fr', ['a%2Dvendre'])).toBe(false)
    expect(isUnknownPath(table, 'fr', ['services%2Fvente'])).toBe(false)
    expect(isUnknownPath(table, 'fr', ['a-vendre%'])).toBe(true)
  })
})
