import { describe, expect, it } from 'vitest'

import { buildSearchIndex, querySearchIndex } from './searchIndex'
import { searchDestination, type SuggestLinks, type SuggestText, toSuggestions } from './suggestions'

const data = {
  types: [
    { webId: 1, name: 'Maison', countSale: 5, countRent: 2 },
    { webId: 1, name: 'Studio', countSale: 0, countRent: 2 },
    { webId: 7, name: 'Garage', countSale: null, countRent: null },
  ],
  cities: [
    { name: 'Liège', zip: '4000', countSale: 1, countRent: 0 },
    { name: 'Gand', zip: '9000', countSale: 0, countRent: 0 },
  ],
  properties: [
    { id: 4000, title: 'Maison de maître '.repeat(10), photoUrl: '/crm-media/photos/property/4000/1.jpg' },
    { id: 123, title: 'Terrain', photoUrl: null },
  ],
}

const links: SuggestLinks<(typeof data.properties)[number]> = {
  list: (list, link) =>
    `/fr/${list === 'sale' ? 'a-vendre' : 'a-louer'}/?${'typeWebId' in link ? `type=${link.typeWebId}` : `city=${link.city.name}|${link.city.zip}`}`,
  property: (property) => `/fr/bien/${property.id}/`,
}

// Stand-ins for the Search messages, distinct enough to show which text went where.
const text: SuggestText = {
  linkName: (label, list, count) => `${label} / ${list}${count === null ? '' : ` / ${count}`}`,
  reference: (id) => `Ref ${id}`,
  announcement: (rows) => `${rows} rows`,
}

const index = buildSearchIndex(data)
const suggest = (query: string) => toSuggestions(query, querySearchIndex(query, index), links, text)

describe('toSuggestions: rows shaped for the search box (spec §2)', () => {
  it('type rows link to the lists with ?type={web id}, disabled at count 0', () => {
    const [group] = suggest('').groups
    expect(group?.group).toBe('type')
    expect(group?.rows.map((row) => ('sale' in row ? [row.label, row.sale, row.rent] : null))).toEqual([
      [
        'Maison',
        { href: '/fr/a-vendre/?type=1', count: 5, name: 'Maison / sale / 5' },
        { href: '/fr/a-louer/?type=1', count: 2, name: 'Maison / rent / 2' },
      ],
      [
        'Studio',
        { href: null, count: 0, name: 'Studio / sale / 0' },
        { href: '/fr/a-louer/?type=1', count: 2, name: 'Studio / rent / 2' },
      ],
      // "optional counts": without a count the link stays enabled and its name has no count.
      [
        'Garage',
        { href: '/fr/a-vendre/?type=7', count: null, name: 'Garage / sale' },
        { href: '/fr/a-louer/?type=7', count: null, name: 'Garage / rent' },
      ],
    ])
  })

  it('type rows carry their pictogram by WebID (spec §3 "Icons by WebID")', () => {
    const [group] = suggest('').groups
    expect(group?.rows.map((row) => ('icon' in row ? [row.label, row.icon] : null))).toEqual([
      ['Maison', 'residential'],
      ['Studio', 'residential'],
      // "5 and 7 as default", the default being "office or commercial".
      ['Garage', 'commercial'],
    ])
  })

  it('city rows link with ?city=Name|Zip, a property row has its href, description and thumbnail', () => {
    const { groups, announcement } = suggest('4000')
    expect(announcement).toBe('2 rows')
    expect(groups).toEqual([
      {
        group: 'city',
        rows: [
          {
            key: 'city:4000:Liège',
            label: 'Liège',
            zip: '4000',
            // Named with the zip: two towns may share a name.
            sale: { href: '/fr/a-vendre/?city=Liège|4000', count: 1, name: 'Liège 4000 / sale / 1' },
            rent: { href: null, count: 0, name: 'Liège 4000 / rent / 0' },
          },
        ],
      },
      {
        group: 'property',
        rows: [
          {
            key: 'property:4000',
            id: 4000,
            href: '/fr/bien/4000/',
            description: expect.stringMatching(/^Maison de maître .*…$/),
            reference: 'Ref 4000',
            thumbnail: '/crm-media/photos/property/4000/1.jpg?width=200&height=auto&format=webp',
          },
        ],
      },
    ])
    const description = (groups[1]?.rows[0] as { description: string }).description
    expect(description.length).toBeLessThanOrEqual(100)
  })

  it('a property without photo has no thumbnail', () => {
    expect(suggest('123').groups[0]?.rows[0]).toMatchObject({ thumbnail: null, description: 'Terrain' })
  })
})

describe('searchDestination: the form submitted without choosing a row', () => {
  it.each([
    ['', '/fr/a-vendre/'],
    ['maison', '/fr/a-vendre/?type=1'],
    ['studio', '/fr/a-louer/?type=1'],
    ['liege', '/fr/a-vendre/?city=Liège|4000'],
    ['gand', '/fr/a-vendre/'],
    ['123', '/fr/bien/123/'],
    ['4000', '/fr/a-vendre/?city=Liège|4000'],
    ['nothing', '/fr/a-vendre/'],
  ])('%j → %s', (query, expected) => {
    expect(searchDestination(suggest(query), '/fr/a-vendre/')).toBe(expected)
  })
})
