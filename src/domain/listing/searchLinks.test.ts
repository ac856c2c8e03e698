import { describe, expect, it } from 'vitest'

import { parseSearchLink, type SearchLink, searchLinkQuery } from './searchLinks'

describe('parseSearchLink: "query parameters city=Name|Zip or type={web id}"', () => {
  it.each<[string, Parameters<typeof parseSearchLink>[0], SearchLink]>([
    ['city from a query string', '?city=Sint-Niklaas|9100', { city: { name: 'Sint-Niklaas', zip: '9100' } }],
    ['encoded bar', 'city=La%20Louvi%C3%A8re%7C7100', { city: { name: 'La Louvière', zip: '7100' } }],
    ['type', '?type=2', { typeWebId: 2 }],
    ['both', '?city=Gent|9000&type=1', { city: { name: 'Gent', zip: '9000' }, typeWebId: 1 }],
    ['URLSearchParams', new URLSearchParams({ type: '4' }), { typeWebId: 4 }],
    [
      'Next.js record',
      { city: 'Gent|9000', type: ['3', '5'] },
      { city: { name: 'Gent', zip: '9000' }, typeWebId: 3 },
    ],
    ['city without zip is ignored', '?city=Gent', {}],
    ['city without name is ignored', '?city=|9000', {}],
    ['zip with spaces inside is ignored', '?city=Gent|90 00', {}],
    ['type that is not a number is ignored', '?type=house', {}],
    ['type 0 is ignored', '?type=0', {}],
    ['negative type is ignored', '?type=-1', {}],
    ['malformed city, valid type', '?city=x&type=6', { typeWebId: 6 }],
    ['nothing', '', {}],
  ])('%s', (_, input, expected) => {
    expect(parseSearchLink(input)).toEqual(expected)
  })
})

describe('searchLinkQuery', () => {
  it.each<[SearchLink, string]>([
    [{ city: { name: 'Sint-Niklaas', zip: '9100' } }, '?city=Sint-Niklaas%7C9100'],
    [{ typeWebId: 2 }, '?type=2'],
    [{ city: { name: 'La Louvière', zip: '7100' }, typeWebId: 1 }, '?city=La+Louvi%C3%A8re%7C7100&type=1'],
    [{}, ''],
  ])('%j → %s', (link, expected) => {
    expect(searchLinkQuery(link)).toBe(expected)
  })

  it.each<[SearchLink]>([
    [{ city: { name: 'La Louvière', zip: '7100' }, typeWebId: 6 }],
    [{ typeWebId: 12 }],
  ])('round-trips %j', (link) => {
    expect(parseSearchLink(searchLinkQuery(link))).toEqual(link)
  })
})
