import { describe, expect, it } from 'vitest'

import { type SimilarCandidate, similarProperties } from './similarProperties'

const base: SimilarCandidate = {
  id: 1,
  goal: 'sale',
  status: 'active',
  typeId: 1,
  zip: '9000',
  region: 'flanders',
  price: 300000,
}
const p = (id: number, over: Partial<SimilarCandidate> = {}): SimilarCandidate => ({ ...base, id, ...over })

describe('similarProperties: same list, same type and place, close price, at most 4', () => {
  it.each<[string, SimilarCandidate, SimilarCandidate[], number[]]>([
    ['no candidates', base, [], []],
    ['the property itself is never similar', base, [p(1)], []],
    ['a withdrawn property is left out', base, [p(2, { status: 'withdrawn' }), p(3)], [3]],
    ['a rental is not similar to a sale', base, [p(2, { goal: 'rent' }), p(3, { typeId: 9 })], [3]],
    ['a sale is not similar to a rental', { ...base, goal: 'rent' }, [p(2), p(3, { goal: 'rent' })], [3]],
    [
      'same type first, then same city',
      base,
      [p(2, { typeId: 2 }), p(3, { zip: '1000', region: 'brussels' }), p(4, { typeId: 2, zip: '8000' })],
      [3, 2, 4],
    ],
    ['same city before same region only', base, [p(2, { zip: '8000' }), p(3)], [3, 2]],
    [
      'same region before another region',
      base,
      [p(2, { zip: '5000', region: 'wallonia' }), p(3, { zip: '8000' })],
      [3, 2],
    ],
    [
      'a close price wins among equals',
      base,
      [p(2, { price: 600000 }), p(3, { price: 320000 }), p(4, { price: 420000 })],
      [3, 4, 2],
    ],
    [
      'an unpublished price comes after known prices',
      base,
      [p(2, { price: null }), p(3, { price: 900000 })],
      [3, 2],
    ],
    ['ties are broken by the lowest id', base, [p(5), p(3), p(4)], [3, 4, 5]],
    ['at most four', base, [p(2), p(3), p(4), p(5), p(6), p(7)], [2, 3, 4, 5]],
    // Issue 20: "show available ones first, the same goal and type, nearest price"; spec §4: sold
    // or rented (title 'VENDU' / 'LOUEE') listings stay listed, so they are candidates too.
    [
      'a sold or rented listing comes after every available one, however close',
      base,
      [p(2), p(3, { available: false }), p(4, { typeId: 9, zip: '5000', region: 'wallonia', price: 900000 })],
      [2, 4, 3],
    ],
    [
      'four available listings leave out a closer sold one',
      base,
      [
        p(2, { available: false }),
        p(3, { zip: '8000' }),
        p(4, { typeId: 9 }),
        p(5, { price: 900000 }),
        p(6, { zip: '5000', region: 'wallonia' }),
      ],
      [3, 5, 6, 4],
    ],
    [
      'sold ones still fill the list when nothing else is left',
      base,
      [p(3, { available: false }), p(2, { available: false })],
      [2, 3],
    ],
    [
      'the same type before the same town and a close price',
      base,
      [p(2, { typeId: 9, price: 300000 }), p(3, { zip: '5000', region: 'wallonia', price: 900000 })],
      [3, 2],
    ],
    [
      'nearest price among listings alike in the rest',
      base,
      [p(2, { price: 330000 }), p(3, { price: 310000 }), p(4, { price: 290000 })],
      [3, 4, 2],
    ],
    [
      'a target without type, place or price still gets same-list listings',
      { ...base, typeId: null, zip: null, region: null, price: null },
      [p(3, { goal: 'rent' }), p(4), p(2)],
      [2, 4],
    ],
  ])('%s', (_name, target, candidates, expected) => {
    expect(similarProperties(target, candidates).map((c) => c.id)).toEqual(expected)
  })

  it('honours a smaller maximum', () => {
    expect(similarProperties(base, [p(2), p(3), p(4)], 2).map((c) => c.id)).toEqual([2, 3])
  })
})
