import { describe, expect, it } from 'vitest'

import {
  carriesSession,
  DEFAULT_CACHE_TIMES,
  MAX_CACHED_QUERY,
  normaliseQuery,
  publicCacheControl,
} from './pageRequest'

describe('normaliseQuery: one key per page a query shows', () => {
  it.each([
    ['', ''],
    ['?', ''],
    ['?utm_source=newsletter&utm_medium=mail', ''],
    ['?gclid=abc&fbclid=def&x=1', ''],
    ['?sort=price-asc', '?sort=price-asc'],
    ['?view=map&sort=price-asc', '?sort=price-asc&view=map'],
    ['?sort=price-asc&view=map', '?sort=price-asc&view=map'],
    ['?utm_campaign=spring&city=Gand%7C9000&type=', '?city=Gand%7C9000'],
    ['?city=Gand|9000', '?city=Gand%7C9000'],
    ['?type=&city=&min=&max=&beds=', ''],
    ['?id=12&unit=A1', '?id=12&unit=A1'],
    ['?page=2&page=3', '?page=2&page=3'],
    ['?lang=nl', '?lang=nl'],
  ])('%s → %s', (search, key) => {
    expect(normaliseQuery(search)).toBe(key)
  })

  it('gives up on a query longer than a page writes', () => {
    expect(normaliseQuery(`?city=${'a'.repeat(MAX_CACHED_QUERY)}`)).toBeNull()
  })
})

describe('carriesSession: a staff or owner session, or a staff preview', () => {
  it.each([
    [[], false],
    [['NEXT_LOCALE', 'cc_cookie'], false],
    [['payload-token'], true],
    [['NEXT_LOCALE', 'owner-session'], true],
    [['__prerender_bypass'], true],
  ])('%j → %s', (names, expected) => {
    expect(carriesSession(names)).toBe(expected)
  })
})

describe('publicCacheControl', () => {
  it('lets a CDN keep a page and serve it stale while it refreshes, never a browser', () => {
    expect(publicCacheControl(200, DEFAULT_CACHE_TIMES)).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    )
  })
  it('keeps a missing or withdrawn page briefly, never stale', () => {
    expect(publicCacheControl(404, DEFAULT_CACHE_TIMES)).toBe('public, max-age=0, s-maxage=60')
    expect(publicCacheControl(410, { ...DEFAULT_CACHE_TIMES, missingMaxAge: 30 })).toBe(
      'public, max-age=0, s-maxage=30',
    )
  })
})
