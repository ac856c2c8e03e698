import { describe, expect, it } from 'vitest'

import { jsonLdPhotos, photoUrl } from './photoUrl'

describe('photoUrl: the smallest served width that covers what is wanted', () => {
  it.each([
    ['/crm-media/p/1.jpg', 50, '/crm-media/p/1.jpg?width=100&height=auto&format=webp'],
    ['/crm-media/p/1.jpg', 400, '/crm-media/p/1.jpg?width=400&height=auto&format=webp'],
    ['/crm-media/p/1.jpg', 401, '/crm-media/p/1.jpg?width=600&height=auto&format=webp'],
    ['/crm-media/p/1.jpg', 5000, '/crm-media/p/1.jpg?width=1920&height=auto&format=webp'],
    ['/crm-media/p/1.jpg?v=2', 1360, '/crm-media/p/1.jpg?v=2&width=1360&height=auto&format=webp'],
  ])('%s at %i px → %s', (url, wanted, expected) => {
    expect(photoUrl(url, wanted)).toBe(expected)
  })
})

describe('jsonLdPhotos: a listing’s first photos, absolute, for its structured data', () => {
  const photos = Array.from({ length: 8 }, (_, i) => ({ url: `/crm-media/p/${i + 1}.jpg` }))

  it('takes the first six at 1360 px on the site’s origin', () => {
    const urls = jsonLdPhotos(photos, 'https://www.example.be')
    expect(urls).toHaveLength(6)
    expect(urls[0]).toBe('https://www.example.be/crm-media/p/1.jpg?width=1360&height=auto&format=webp')
    expect(urls[5]).toBe('https://www.example.be/crm-media/p/6.jpg?width=1360&height=auto&format=webp')
  })

  it('keeps an absolute photo URL where it is, and gives none for no photos', () => {
    expect(jsonLdPhotos([{ url: 'https://cdn.example.com/a.jpg' }], 'https://www.example.be')).toEqual([
      'https://cdn.example.com/a.jpg?width=1360&height=auto&format=webp',
    ])
    expect(jsonLdPhotos([], 'https://www.example.be')).toEqual([])
  })
})
