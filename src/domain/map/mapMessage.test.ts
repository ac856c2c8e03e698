import { describe, expect, it } from 'vitest'

import { isOwnOrigin, isSitePath, type MapPlaceInput, toMapPlaces } from './mapMessage'

const own = 'https://www.maisonlumiere.be'

describe('isOwnOrigin: "accept messages only from the site\'s own origin"', () => {
  it.each<[string, string, boolean]>([
    ['the same origin', own, true],
    ['another site', 'https://evil.example', false],
    ['the same host over http', 'http://www.maisonlumiere.be', false],
    ['another port', 'https://www.maisonlumiere.be:8443', false],
    ['a subdomain', 'https://maps.maisonlumiere.be', false],
    ['an opaque origin (data: URL, sandboxed frame)', 'null', false],
    ['no origin', '', false],
  ])('%s', (_, origin, expected) => {
    expect(isOwnOrigin(origin, own)).toBe(expected)
  })

  it('an opaque frame never matches another opaque frame', () => {
    expect(isOwnOrigin('null', 'null')).toBe(false)
  })
})

describe('isSitePath: links and photos stay on the site', () => {
  it.each<[string, boolean]>([
    ['/fr/a-vendre/gand/maison/101/', true],
    ['/crm-media/photos/property/101/1.jpg?width=200', true],
    ['/', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['fr/a-vendre/', false],
    ['/fr/a vendre/', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isSitePath(value)).toBe(expected)
  })
})

const place = (overrides: Partial<MapPlaceInput> = {}): MapPlaceInput => ({
  id: 101,
  lat: 51.05,
  lng: 3.72,
  title: 'Maison de maître',
  subtitle: 'Maison · Gand',
  price: 350000,
  photoUrl: null,
  href: '/fr/a-vendre/gand/maison-de-maitre/101/',
  ...overrides,
})

describe('toMapPlaces: prices and what is drawn', () => {
  it.each<[string, MapPlaceInput, readonly number[], unknown]>([
    ['an amount in euros', place(), [], { kind: 'amount', text: '€\u00a0350.000', startingFrom: false }],
    [
      'price unit 7 reads "starting from"',
      place({ priceUnit: 7 }),
      [],
      { kind: 'amount', text: '€\u00a0350.000', startingFrom: true },
    ],
    [
      'a marquee in the ignore list shows its name instead of the price',
      place({ marquee: 14, marqueeName: 'Sous option' }),
      [14],
      { kind: 'marquee', text: 'Sous option' },
    ],
    [
      'a marquee not in the ignore list keeps the price',
      place({ marquee: 3, marqueeName: 'Nouveau' }),
      [14],
      { kind: 'amount', text: '€\u00a0350.000', startingFrom: false },
    ],
    ['no price is "price on request"', place({ price: null }), [], { kind: 'onRequest' }],
    [
      'a price as CRM text',
      place({ price: '275000' }),
      [],
      { kind: 'amount', text: '€\u00a0275.000', startingFrom: false },
    ],
  ])('%s', (_, input, ignore, expected) => {
    expect(toMapPlaces([input], ignore)[0]?.price).toEqual(expected)
  })

  it('leaves out (0, 0), the CRM\'s "no coordinates", and duplicate ids, keeping the order sent', () => {
    const places = toMapPlaces(
      [
        place({ id: 3 }),
        place({ id: 1, lat: 0, lng: 0 }),
        place({ id: 2 }),
        place({ id: 3, title: 'Again' }),
      ],
      [],
    )
    expect(places.map((p) => p.id)).toEqual([3, 2])
    expect(places[0]?.title).toBe('Maison de maître')
  })

  it('keeps a place on the equator or the meridian alone', () => {
    expect(toMapPlaces([place({ lat: 0, lng: 3.7 }), place({ id: 2, lat: 51, lng: 0 })], [])).toHaveLength(2)
  })
})
