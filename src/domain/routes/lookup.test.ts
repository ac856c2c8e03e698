import { describe, expect, it } from 'vitest'

import { alternatesOf, articlePath, localizedPath, propertyPath } from './lookup'
import { table } from './routeTable.fixture'

describe('localizedPath: an original path in a language (spec §2)', () => {
  it.each([
    ['/for-sale/', 'fr', '/fr/a-vendre/'],
    ['/for-sale/', 'nl', '/nl/te-koop/'],
    ['/Qui-sui-je/', 'fr', '/fr/qui-suis-je/'],
    ['/qui-sui-je/', 'en', '/en/about-me/'],
    ['/Qui-sui-je', 'de', '/de/uber-mich/'],
    ['/', 'nl', '/nl/'],
    ['/Location-touristique/', 'en', '/en/holiday-rentals/'],
    ['/services/vente/', 'nl', '/nl/diensten/verkoop/'],
    ['/feedback/contact-demand/', 'fr', '/fr/merci/estimation-gratuite/'],
    ['/login/', 'en', '/en/login/'],
    // search links keep their query
    ['/for-sale/?city=Namur|5000', 'fr', '/fr/a-vendre/?city=Namur|5000'],
    // bare for-rent has no CMS entry here: the built-in fallback
    ['/for-rent/', 'fr', '/fr/a-louer/'],
    ['/for-rent/', 'de', '/de/zu-vermieten/'],
    ['/for-rent/?type=2', 'nl', '/nl/te-huur/?type=2'],
    // unknown original paths are left as they are
    ['/unknown/', 'fr', '/unknown/'],
    // a withdrawn page is not linked to in another language's form
    ['/old-news/', 'fr', '/old-news/'],
  ] as const)('%s in %s → %s', (original, locale, expected) => {
    expect(localizedPath(table, original, locale)).toBe(expected)
  })
})

describe('alternatesOf', () => {
  it('lists the page in every language', () => {
    const entry = table.entries.find((item) => item.key === 'page:4')
    expect(entry && alternatesOf(entry)).toEqual({
      fr: '/fr/qui-suis-je/',
      nl: '/nl/over-mij/',
      en: '/en/about-me/',
      de: '/de/uber-mich/',
    })
  })
})

describe('articlePath: category, optional sub-category, article (spec §2)', () => {
  it.each([
    ['services', null, 'vente', 'services/vente'],
    ['faq', undefined, 'la-location---la-gestion-locative', 'faq/la-location---la-gestion-locative'],
    ['Services', 'Vente', 'Maison à vendre', 'services/vente/maison-a-vendre'],
    ['faq', '', 'estimation', 'faq/estimation'],
  ])('%s / %s / %s → %s', (category, sub, article, expected) => {
    expect(articlePath(category, sub, article)).toBe(expected)
  })
})

describe('propertyPath: /{lang}/{list}/{city}/{slug}/{id}/', () => {
  it.each([
    [
      'fr',
      'a-vendre',
      'Namur',
      'Maison 4 façades avec jardin',
      102,
      '/fr/a-vendre/namur/maison-4-facades-avec-jardin/102/',
    ],
    ['nl', 'te-huur', 'Sint-Martens-Latem', 'Villa', 7, '/nl/te-huur/sint-martens-latem/villa/7/'],
    ['en', 'for-sale', null, '', 3, '/en/for-sale/-/-/3/'],
  ] as const)('%s %s %s %s %s', (locale, list, city, title, id, expected) => {
    expect(propertyPath(locale, list, city, title, id)).toBe(expected)
  })
})
