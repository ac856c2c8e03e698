import { describe, expect, it } from 'vitest'

import {
  buildTimeline,
  type CommunicationRecord,
  pageTimeline,
  parseTimelineQuery,
  type TimelineItem,
} from './timeline'

const communication = (
  id: number,
  date: string,
  kind: string | null,
  property: number | null = 1,
): CommunicationRecord => ({
  id,
  date,
  type: kind === 'visit' ? 'Visite' : 'E-mail',
  kind,
  contact: ' Jan Peeters ',
  subject: 'Suivi',
  comment: '',
  status: 'Terminé',
  property,
})

const portal = (name: string, views = 10) => ({
  portal: name,
  views,
  detailViews: 4,
  contactRequests: 1,
  favourites: 2,
})

describe('buildTimeline: communications, visits and online media as one history', () => {
  const items = buildTimeline({
    communications: [
      communication(1, '2025-03-10T09:00:00.000Z', 'email'),
      communication(2, '2025-03-12T14:30:00.000Z', 'visit'),
      communication(3, '2025-03-11T08:00:00.000Z', 'phone', 2),
      communication(4, '2025-03-12T18:00:00.000Z', 'Visit', null),
    ],
    media: [
      { propertyId: 1, asOf: '2025-03-12', onlineMedia: [portal('Immoweb', 120), portal('Zimmo', 40)] },
    ],
  })

  it('puts the newest first, a media day after that day’s communications, ties by key', () => {
    expect(items.map((i) => i.key)).toEqual(['m-1', 'c-4', 'c-2', 'c-3', 'c-1'])
  })

  it('makes a communication of kind visit a visit, any other a communication', () => {
    expect(Object.fromEntries(items.map((i) => [i.key, i.kind]))).toEqual({
      'm-1': 'online-media',
      'c-4': 'visit',
      'c-2': 'visit',
      'c-3': 'communication',
      'c-1': 'communication',
    })
  })

  it('keeps the communication’s fields, trimmed, with empty text as null', () => {
    expect(items.find((i) => i.key === 'c-3')).toEqual({
      key: 'c-3',
      kind: 'communication',
      date: '2025-03-11T08:00:00.000Z',
      type: 'E-mail',
      contact: 'Jan Peeters',
      subject: 'Suivi',
      comment: null,
      status: 'Terminé',
      propertyId: 2,
    })
  })

  it('gives each property one media item at its statistics day, portals most viewed first', () => {
    expect(items[0]).toEqual({
      key: 'm-1',
      kind: 'online-media',
      date: '2025-03-12',
      type: null,
      contact: null,
      subject: null,
      comment: null,
      status: null,
      propertyId: 1,
      media: [
        { portal: 'Immoweb', views: 120, detailViews: 4, contactRequests: 1, favourites: 2 },
        { portal: 'Zimmo', views: 40, detailViews: 4, contactRequests: 1, favourites: 2 },
      ],
    })
  })

  it('leaves out what cannot be placed and keeps keys unique', () => {
    const odd = buildTimeline({
      communications: [
        communication(7, 'yesterday', 'email'),
        { id: 8, date: null },
        communication(9, '2025-01-01T00:00:00Z', 'email'),
        communication(9, '2025-01-02T00:00:00Z', 'email'),
        { ...communication(10, '2025-01-03T00:00:00Z', 'email'), property: { id: 5 } },
      ],
      media: [
        { propertyId: 2, asOf: null, onlineMedia: [portal('Immoweb')] },
        { propertyId: 3, asOf: '2025-01-05', onlineMedia: 'broken' },
        {
          propertyId: 4,
          asOf: '2025-01-05',
          onlineMedia: [
            portal('Realo', 3),
            portal('Realo', 5),
            { views: 9 },
            null,
            { portal: 'X', views: -4, favourites: 'a' },
          ],
        },
      ],
    })
    expect(odd.map((i) => i.key)).toEqual(['m-4', 'c-10', 'c-9'])
    expect(odd[0]?.media?.[0]?.views).toBe(8)
    expect(odd[0]?.media?.[1]).toEqual({
      portal: 'X',
      views: 0,
      detailViews: 0,
      contactRequests: 0,
      favourites: 0,
    })
    expect(odd[1]?.propertyId).toBe(5)
    expect(odd[2]?.date).toBe('2025-01-01T00:00:00Z')
  })
})

describe('pageTimeline: tabs, a property filter and pages', () => {
  const item = (n: number, kind: TimelineItem['kind'], propertyId: number | null): TimelineItem => ({
    key: `c-${n}`,
    kind,
    date: `2025-01-${String(28 - n).padStart(2, '0')}T10:00:00Z`,
    type: null,
    contact: null,
    subject: null,
    comment: null,
    status: null,
    propertyId,
  })
  // 25 items: kinds in turn; property 1 for even numbers, 2 for odd ones.
  const kinds = ['communication', 'visit', 'online-media'] as const
  const items = Array.from({ length: 25 }, (_, n) => item(n, kinds[n % 3] ?? 'visit', n % 2 === 0 ? 1 : 2))

  it('counts each kind after the property filter and before the kind filter', () => {
    const all = pageTimeline(items, { kind: 'visit', page: 1, pageSize: 10 })
    expect(all.counts).toEqual({ all: 25, communication: 9, visit: 8, 'online-media': 8 })
    expect(all.total).toBe(8)
    expect(all.items.every((i) => i.kind === 'visit')).toBe(true)
    const one = pageTimeline(items, { kind: 'visit', propertyId: 1, page: 1, pageSize: 10 })
    expect(one.counts).toEqual({ all: 13, communication: 5, visit: 4, 'online-media': 4 })
    expect(one.items.map((i) => i.key)).toEqual(['c-4', 'c-10', 'c-16', 'c-22'])
  })

  it.each([
    [1, 1, ['c-0', 'c-9']],
    [3, 3, ['c-20', 'c-24']],
    [99, 3, ['c-20', 'c-24']],
    [0, 1, ['c-0', 'c-9']],
    [-5, 1, ['c-0', 'c-9']],
    [Number.NaN, 1, ['c-0', 'c-9']],
    [2.7, 2, ['c-10', 'c-19']],
  ])('asked for page %s, gives page %s (first and last key %j)', (asked, page, [firstKey, lastKey]) => {
    const result = pageTimeline(items, { kind: 'all', page: asked, pageSize: 10 })
    expect(result.page).toBe(page)
    expect(result.pages).toBe(3)
    expect(result.items[0]?.key).toBe(firstKey)
    expect(result.items.at(-1)?.key).toBe(lastKey)
  })

  it('has one empty page when nothing matches', () => {
    const none = pageTimeline(items, { kind: 'all', propertyId: 99, page: 4, pageSize: 10 })
    expect(none).toEqual({
      items: [],
      page: 1,
      pages: 1,
      total: 0,
      counts: { all: 0, communication: 0, visit: 0, 'online-media': 0 },
    })
    expect(pageTimeline([], { kind: 'visit', page: 1, pageSize: 0 }).pages).toBe(1)
  })
})

describe('parseTimelineQuery: the URL as a visitor may have typed it', () => {
  it.each([
    [{}, { kind: 'all', page: 1, propertyId: null }],
    [
      { history: 'visit', page: '2', property: '12' },
      { kind: 'visit', page: 2, propertyId: 12 },
    ],
    [{ history: 'online-media' }, { kind: 'online-media', page: 1, propertyId: null }],
    [
      { history: 'communication', page: '007' },
      { kind: 'communication', page: 7, propertyId: null },
    ],
    [{ history: 'all' }, { kind: 'all', page: 1, propertyId: null }],
    [{ history: 'VISIT' }, { kind: 'all', page: 1, propertyId: null }],
    [{ history: 'toString' }, { kind: 'all', page: 1, propertyId: null }],
    [
      { history: ['visit', 'communication'], page: ['3', '4'] },
      { kind: 'visit', page: 3, propertyId: null },
    ],
    [
      { history: [] as string[], page: [] as string[] },
      { kind: 'all', page: 1, propertyId: null },
    ],
    [
      { page: '0', property: '0' },
      { kind: 'all', page: 1, propertyId: null },
    ],
    [
      { page: '-2', property: '-3' },
      { kind: 'all', page: 1, propertyId: null },
    ],
    [
      { page: '1.5', property: '1e3' },
      { kind: 'all', page: 1, propertyId: null },
    ],
    [
      { page: '99999999999999999999', property: 'abc' },
      { kind: 'all', page: 1, propertyId: null },
    ],
    [
      { page: ' 2 ', property: ' 5' },
      { kind: 'all', page: 2, propertyId: 5 },
    ],
    [
      { page: 'Infinity', property: 'NaN' },
      { kind: 'all', page: 1, propertyId: null },
    ],
  ])('%j → %j', (query, expected) => {
    expect(parseTimelineQuery(query)).toEqual(expected)
  })

  it('never throws on hostile input', () => {
    const hostile = [
      Object.create(null) as Record<string, string>,
      { __proto__: { history: 'visit' } } as unknown as Record<string, string>,
      { history: { toString: () => 'visit' } } as unknown as Record<string, string>,
      { page: [['2']] } as unknown as Record<string, string>,
      null as unknown as Record<string, string>,
      'history=visit' as unknown as Record<string, string>,
    ]
    for (const query of hostile)
      expect(parseTimelineQuery(query)).toEqual({ kind: 'all', page: 1, propertyId: null })
  })
})
