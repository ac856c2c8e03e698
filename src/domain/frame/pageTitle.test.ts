import { describe, expect, it } from 'vitest'

import { pageTitle, pageTitleWithoutBrand } from './pageTitle'

const BRAND = 'Maison Lumière Immobilier'

describe('pageTitle: one title template, the brand once (issue 20)', () => {
  it.each<[string, string | null, string]>([
    ['a page heading gets the brand', 'Vendre votre bien', 'Vendre votre bien · Maison Lumière Immobilier'],
    [
      'a CMS title ending in the short brand',
      'Maisons et appartements à vendre | Maison Lumière',
      'Maisons et appartements à vendre · Maison Lumière Immobilier',
    ],
    ['… in the whole brand', 'Merci · Maison Lumière Immobilier', 'Merci · Maison Lumière Immobilier'],
    [
      'a CMS title starting with the brand',
      'Maison Lumière – Qui suis-je ?',
      'Qui suis-je ? · Maison Lumière Immobilier',
    ],
    ['both ends', 'Maison Lumière – Contact | Maison Lumière', 'Contact · Maison Lumière Immobilier'],
    ['the brand in any case and without accents', 'FAQ - maison lumiere', 'FAQ · Maison Lumière Immobilier'],
    [
      'a dash inside the title stays',
      'Appartement face à la mer – location de vacances',
      'Appartement face à la mer – location de vacances · Maison Lumière Immobilier',
    ],
    [
      'a hyphenated word is no separator',
      'Qui suis-je ? Claire Dumont-Lambert | Maison Lumière',
      'Qui suis-je ? Claire Dumont-Lambert · Maison Lumière Immobilier',
    ],
    [
      'a title naming the agency in full keeps its wording',
      'Contact | Maison Lumière Immobilier, Ixelles',
      'Contact | Maison Lumière Immobilier, Ixelles',
    ],
    [
      'one word of the brand is not the brand',
      'Maison | Villa',
      'Maison | Villa · Maison Lumière Immobilier',
    ],
    ['only the brand', 'Maison Lumière', BRAND],
    ['no title', null, BRAND],
    ['a blank title', '  ', BRAND],
  ])('%s', (_, title, expected) => {
    expect(pageTitle(title, BRAND)).toBe(expected)
  })

  it.each<[string | null, string]>([
    ['Maisons et appartements à vendre | Maison Lumière', 'Maisons et appartements à vendre'],
    ['Contact | Maison Lumière Immobilier, Ixelles', 'Contact | Maison Lumière Immobilier, Ixelles'],
    [null, BRAND],
  ])('without the brand: %j → %j', (title, expected) => {
    expect(pageTitleWithoutBrand(title, BRAND)).toBe(expected)
  })
})
