import { describe, expect, it } from 'vitest'

import type { Locale } from '../../i18n/locales'
import { homeHref, internalLinks } from './internalLinks'
import { table } from './routeTable.fixture'

describe('internalLinks: a CMS link in the visitor’s language', () => {
  it.each<[string, Locale, string]>([
    ['/for-sale/', 'nl', '/nl/te-koop/'],
    ['/Qui-sui-je/', 'en', '/en/about-me/'],
    ['/', 'de', '/de/'],
    // search links keep their query
    ['/for-sale/?city=Namur|5000', 'fr', '/fr/a-vendre/?city=Namur|5000'],
    // a path the table does not know is kept: it still resolves, unprefixed
    ['/unknown/', 'fr', '/unknown/'],
    // anything but a path is not the route table's
    ['https://www.epc.be/', 'fr', 'https://www.epc.be/'],
    ['mailto:info@example.be', 'nl', 'mailto:info@example.be'],
    ['tel:+3223456789', 'en', 'tel:+3223456789'],
    ['#documents', 'fr', '#documents'],
    ['contact', 'fr', 'contact'],
  ])('%s in %s → %s', (href, locale, expected) => {
    expect(internalLinks(table, locale)(href)).toBe(expected)
  })
})

describe('homeHref', () => {
  it.each<[Locale, string]>([
    ['fr', '/fr/'],
    ['nl', '/nl/'],
    ['en', '/en/'],
    ['de', '/de/'],
  ])('%s → %s', (locale, expected) => {
    expect(homeHref(locale)).toBe(expected)
  })
})
