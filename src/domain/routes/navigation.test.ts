import { describe, expect, it } from 'vitest'

import { findByKey } from './lookup'
import { entryBreadcrumbs, menuTree, propertyBreadcrumbs } from './navigation'
import { table } from './routeTable.fixture'

const home = { label: 'Accueil', href: '/fr/' }
const crumbs = (key: string, locale: 'fr' | 'nl' | 'en' | 'de' = 'fr') => {
  const entry = findByKey(table, key)
  if (!entry) throw new Error(key)
  return entryBreadcrumbs(table, entry, locale, home)
}

describe('menuTree (spec §2: published entries, children under the parent, sort order)', () => {
  it('lists published menu entries in sort order with their children', () => {
    const menu = menuTree(table, 'fr', 'page:12')
    expect(menu.map((item) => item.href)).toEqual([
      '/fr/a-vendre/',
      '/fr/location-touristique/',
      '/fr/services/',
      '/fr/qui-suis-je/',
      'https://projects.example.be/',
    ])
    const services = menu[2]
    expect(services?.children.map((child) => child.href)).toEqual(['/fr/services/gestion/'])
    expect(services?.current).toBe(true)
    expect(services?.children[0]?.current).toBe(true)
    expect(menu[0]?.current).toBe(false)
    expect(menu[4]?.external).toBe(true)
  })

  it('leaves out withdrawn and draft entries and articles', () => {
    const hrefs = menuTree(table, 'nl').map((item) => item.href)
    expect(hrefs).not.toContain('/nl/actualites/')
    expect(hrefs).not.toContain('/nl/brouillon/')
    expect(hrefs).not.toContain('/nl/diensten/verkoop/')
  })

  it('uses each language’s labels and paths', () => {
    expect(menuTree(table, 'de')[3]).toMatchObject({ label: 'Über mich', href: '/de/uber-mich/' })
  })
})

describe('breadcrumbs (spec §2)', () => {
  it('home, ancestors, then the page unlinked', () => {
    expect(crumbs('article:1', 'nl')).toEqual([
      home,
      { label: 'diensten', href: '/nl/diensten/' },
      { label: 'diensten/verkoop' },
    ])
  })
  it('thank-you pages: only their title, e.g. Merci / Bedankt', () => {
    expect(crumbs('page:9')).toEqual([home, { label: 'Merci' }])
    expect(crumbs('page:9', 'nl')).toEqual([home, { label: 'Bedankt' }])
  })
  it("login: 'Owner login'", () => {
    expect(crumbs('page:10', 'en')).toEqual([home, { label: 'Owner login' }])
  })
  it('a property: its list page, then its title', () => {
    expect(propertyBreadcrumbs(findByKey(table, 'page:2'), 'nl', 'Villa in Gent')).toEqual([
      { label: 'Te koop', href: '/nl/te-koop/' },
      { label: 'Villa in Gent' },
    ])
  })
})
