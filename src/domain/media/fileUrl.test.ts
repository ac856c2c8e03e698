import { describe, expect, it } from 'vitest'

import { servedFileUrl, withoutFileSlash } from './fileUrl'

describe('withoutFileSlash: a file URL is requested without the slash Next would redirect away', () => {
  it.each([
    ['/api/media/file/banner.webp/', '/api/media/file/banner.webp'],
    ['/api/media/file/banner-400x267.webp/', '/api/media/file/banner-400x267.webp'],
    ['/api/media/file/logo.svg/?prefix=x', '/api/media/file/logo.svg?prefix=x'],
    ['/api/media/file/plan.pdf/#page=2', '/api/media/file/plan.pdf#page=2'],
    [
      'http://localhost:3000/api/media/file/team%20photo.jpg/',
      'http://localhost:3000/api/media/file/team%20photo.jpg',
    ],
    ['/api/media/file/banner.webp', '/api/media/file/banner.webp'],
    // Not files: left as they are, so pages keep the spec's slash.
    ['/fr/a-vendre/', '/fr/a-vendre/'],
    ['/api/media/file/', '/api/media/file/'],
    ['https://www.example.be/', 'https://www.example.be/'],
    ['/', '/'],
  ])('%s → %s', (url, expected) => {
    expect(withoutFileSlash(url)).toBe(expected)
  })
})

describe('servedFileUrl: on the site’s own origins, a path; elsewhere, as it is', () => {
  const origins = ['https://www.example.be', 'https://example.be']
  it.each([
    ['https://www.example.be/api/media/file/villa.webp/', '/api/media/file/villa.webp'],
    ['https://example.be/api/media/file/villa-400x267.webp?v=2', '/api/media/file/villa-400x267.webp?v=2'],
    ['/api/media/file/villa.webp/', '/api/media/file/villa.webp'],
    // Not one of the site's origins: an object store, another site.
    ['https://bucket.s3.example.com/media/villa.webp', 'https://bucket.s3.example.com/media/villa.webp'],
    ['http://www.example.be/api/media/file/villa.webp', 'http://www.example.be/api/media/file/villa.webp'],
  ])('%s → %s', (url, expected) => {
    expect(servedFileUrl(url, origins)).toBe(expected)
  })
})
