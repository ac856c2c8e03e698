import { describe, expect, it } from 'vitest'

import { parseMapMessage } from './mapMessageSchema'

const place = {
  id: 101,
  lat: 51.05,
  lng: 3.72,
  title: 'Maison de maître',
  subtitle: 'Maison · Gand',
  price: 350000,
  photoUrl: '/crm-media/photos/property/101/1.jpg?width=200',
  href: '/fr/a-vendre/gand/maison-de-maitre/101/',
}
const message = {
  propsList: [place],
  messageInfo: { label: 'Carte des biens' },
  mapType: 'properties',
  customMarker: null,
  marqueeIgnore: [14],
}

describe('parseMapMessage: the five fields of spec §3 "Map message"', () => {
  it.each<[string, unknown, number | null]>([
    ['the JSON text the legacy embed posts', JSON.stringify(message), 1],
    ['the same message as an object', message, 1],
    ['only propsList: the other fields have defaults', { propsList: [place] }, 1],
    ['an empty list: a map with no pins', { ...message, propsList: [] }, 0],
    ['text that is not JSON', '{propsList', null],
    ['no propsList', { mapType: 'properties' }, null],
    ['an unknown map type', { ...message, mapType: 'satellite' }, null],
    ['a custom marker on another site', { ...message, customMarker: 'https://evil.example/pin.png' }, null],
    ['marqueeIgnore that is not a list of codes', { ...message, marqueeIgnore: ['14'] }, null],
    ['something else entirely (a devtools or extension message)', { source: 'react-devtools' }, null],
    ['null', null, null],
  ])('%s', (_, data, count) => {
    const parsed = parseMapMessage(data)
    expect(parsed === null ? null : parsed.places.length).toBe(count)
  })

  it.each<[string, Record<string, unknown>]>([
    ['a link to another site', { href: 'https://evil.example/' }],
    ['a javascript: link', { href: 'javascript:alert(1)' }],
    ['a photo from another site', { photoUrl: '//evil.example/a.jpg' }],
    ['latitude out of range', { lat: 123 }],
    ['no title', { title: '  ' }],
    ['an id that is not a number', { id: '101' }],
  ])('leaves out a place with %s and keeps the others', (_, override) => {
    const parsed = parseMapMessage({
      ...message,
      propsList: [
        { ...place, ...override },
        { ...place, id: 102 },
      ],
    })
    expect(parsed?.places.map((p) => p.id)).toEqual([102])
  })

  it('reads the label, the map type, the custom marker and words a price through the ignore list', () => {
    const parsed = parseMapMessage({
      ...message,
      mapType: 'projects',
      customMarker: '/icons/pin.svg',
      propsList: [{ ...place, marquee: 14, marqueeName: 'Sous option' }],
    })
    expect(parsed).toMatchObject({
      label: 'Carte des biens',
      mapType: 'projects',
      customMarker: '/icons/pin.svg',
      places: [{ id: 101, price: { kind: 'marquee', text: 'Sous option' }, subtitle: 'Maison · Gand' }],
    })
  })
})
