import { describe, expect, it } from 'vitest'

import { isDecodablePath, pathKind, takesPost, trailingSlashRedirect } from './paths'

describe('isDecodablePath', () => {
  it.each([
    ['/fr/a-vendre/', true],
    ['/fr/%E2%82%AC/', true],
    ['/fr/a%2Fb/', true],
    ['/fr/%ff/', false],
    ['/%e2%82/', false],
    ['/fr/100%/', false],
    ['/api/media/file/%zz.png', false],
  ])('%s → %s', (path, ok) => {
    expect(isDecodablePath(path)).toBe(ok)
  })
})

describe('trailingSlashRedirect (Next.js trailingSlash: true)', () => {
  it.each([
    ['/fr', '/fr/'],
    ['/fr/a-vendre', '/fr/a-vendre/'],
    ['/admin', '/admin/'],
    ['/fr/', null],
    ['/', null],
    // Files keep no slash, and lose a stray one.
    ['/robots.txt', null],
    ['/crm-media/photos/p/1/1-front.jpg', null],
    ['/api/media/file/a.webp/', '/api/media/file/a.webp'],
    // A dot that is no extension: left as it is, as Next does.
    ['/fr/v1.2-beta', null],
    ['/.well-known/security.txt', null],
    ['/.well-known/thing', null],
  ])('%s → %s', (path, target) => {
    expect(trailingSlashRedirect(path)).toBe(target)
  })
})

describe('pathKind', () => {
  it.each([
    ['/', 'page'],
    ['/fr/a-vendre/', 'page'],
    ['/a-vendre/bruxelles/', 'page'],
    ['/admin/', 'admin'],
    ['/admin/collections/pages/', 'admin'],
    ['/map-frame/', 'frame'],
    ['/api/users/me/', 'resource'],
    ['/crm-media/photos/p/1/1-front.jpg', 'resource'],
    ['/suggest/', 'resource'],
    ['/altcha/', 'resource'],
    ['/newsletter/confirm/', 'resource'],
    ['/demand/confirm/', 'resource'],
    ['/unsubscribe/', 'resource'],
    ['/preview/', 'resource'],
    ['/monaco-editor/0.55.1/vs/loader.js', 'resource'],
    ['/robots.txt', 'resource'],
    ['/images/epc/a.svg', 'resource'],
  ])('%s → %s', (path, kind) => {
    expect(pathKind(path)).toBe(kind)
  })
})

describe('takesPost', () => {
  it.each([
    ['/unsubscribe/', 'POST', true],
    ['/unsubscribe/', 'PUT', false],
    ['/demand/confirm/', 'POST', false],
    ['/newsletter/confirm/', 'POST', false],
    ['/unsubscribe/x/', 'POST', false],
  ])('%s %s: %s', (path, method, expected) => {
    expect(takesPost(path, method)).toBe(expected)
  })
})
