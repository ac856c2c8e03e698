import { describe, expect, it } from 'vitest'

import { withoutFileSlash } from './fileUrl'

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
