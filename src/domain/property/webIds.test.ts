import { describe, expect, it } from 'vitest'

import { listingWebIds, typesByWebId } from './webIds'

describe('listingWebIds', () => {
  it.each<[string, number | null, string | null, number[]]>([
    ['main type only', 1, '1', [1]],
    ['a second web type', 5, '5,6', [5, 6]],
    ['main first even when listed later', 6, '5,6', [6, 5]],
    ['spaces around commas', 5, ' 5 , 6 ', [5, 6]],
    ['no list', 2, null, [2]],
    ['no main type', null, '4', [4]],
    ['garbage left out', 1, '1,x,-3,0,2.5', [1]],
    ['nothing', null, '', []],
  ])('%s', (_, main, list, expected) => {
    expect(listingWebIds(main, list)).toEqual(expected)
  })
})

describe('typesByWebId', () => {
  it('names each web type by every type it covers, in the given order', () => {
    expect(
      typesByWebId([
        { webId: 1, name: 'Maison' },
        { webId: 1, name: 'Appartement' },
        { webId: 4, name: 'Terrain' },
        { webId: 1, name: 'Studio' },
        { webId: 1, name: 'Maison' },
        { webId: 7, name: null },
      ]),
    ).toEqual([
      { webId: 1, names: ['Maison', 'Appartement', 'Studio'] },
      { webId: 4, names: ['Terrain'] },
      { webId: 7, names: [] },
    ])
  })
})
