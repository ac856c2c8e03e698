import { describe, expect, it } from 'vitest'

import { apiSegments, matchPath } from './routes'

describe('matchPath', () => {
  it.each([
    ['/', [], {}],
    ['/:id', ['12'], { id: '12' }],
    ['/:id/duplicate', ['12', 'duplicate'], { id: '12' }],
    ['/versions/:id', ['versions', '3'], { id: '3' }],
    ['/access/:id?', ['access'], {}],
    ['/access/:id?', ['access', '7'], { id: '7' }],
    ['/export.csv', ['export.csv'], {}],
    ['/:key', ['nav'], { key: 'nav' }],
  ])('%s matches %j', (pattern, segments, params) => {
    expect(matchPath(pattern, segments)).toEqual(params)
  })

  it.each([
    ['/', ['12']],
    ['/:id', []],
    ['/:id', ['12', 'duplicate']],
    ['/count', ['counts']],
    ['/versions/:id', ['versions']],
  ])('%s does not match %j', (pattern, segments) => {
    expect(matchPath(pattern, segments)).toBeNull()
  })
})

describe('apiSegments', () => {
  it('splits the path after /api, decoded, without the trailing slash', () => {
    expect(apiSegments('/api/media/file/a%20b.webp/')).toEqual(['media', 'file', 'a b.webp'])
    expect(apiSegments('/api')).toEqual([])
  })

  it('is empty outside the API and null for a path that cannot be decoded', () => {
    expect(apiSegments('/apiary/x')).toEqual([])
    expect(apiSegments('/api/pages/%E0%A4%A')).toBeNull()
  })
})
