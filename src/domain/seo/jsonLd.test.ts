import { describe, expect, it } from 'vitest'

import { postalAddress, present, serializeJsonLd } from './jsonLd'

describe('serializeJsonLd: JSON that cannot close its script element', () => {
  it.each<[string, string]>([
    ['a closing script tag', 'Villa </script><script>alert(1)</script>'],
    ['an HTML comment opener', 'Loft <!-- here'],
    ['upper case', 'Flat </SCRIPT>'],
    ['plain text', 'Maison 3 façades & jardin > 10 ares'],
  ])('%s', (_case, name) => {
    const text = serializeJsonLd({ '@type': 'Thing', name })
    expect(text).not.toMatch(/</)
    expect(JSON.parse(text)).toEqual({ '@type': 'Thing', name })
  })
})

describe('present: only the properties that are known', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['null, undefined, empty text and empty lists go', { a: null, b: undefined, c: '', d: [] }, {}],
    ['zero and false stay', { price: 0, open: false }, { price: 0, open: false }],
    ['values stay', { name: 'x', list: [1] }, { name: 'x', list: [1] }],
  ])('%s', (_case, input, expected) => {
    expect(present(input)).toEqual(expected)
  })
})

describe('postalAddress', () => {
  it.each<[string, Parameters<typeof postalAddress>[0], Record<string, unknown>]>([
    [
      'every part',
      { street: 'Avenue Louise 54', zip: '1050', city: 'Ixelles', country: 'BE' },
      {
        '@type': 'PostalAddress',
        streetAddress: 'Avenue Louise 54',
        postalCode: '1050',
        addressLocality: 'Ixelles',
        addressCountry: 'BE',
      },
    ],
    [
      'an unpublished street is left out',
      { street: null, zip: '1300', city: 'Wavre', country: null },
      { '@type': 'PostalAddress', postalCode: '1300', addressLocality: 'Wavre' },
    ],
  ])('%s', (_case, input, expected) => {
    expect(postalAddress(input)).toEqual(expected)
  })
})
