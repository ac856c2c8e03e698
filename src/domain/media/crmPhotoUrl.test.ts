import { describe, expect, it } from 'vitest'

import {
  crmPhotoFor,
  crmPhotoSrcSet,
  crmPhotoUrl,
  jsonLdPhotos,
  PHOTO_WIDTHS,
  readPhotoRequest,
  SERVED_WIDTHS,
  servedWidth,
  THUMBNAIL_WIDTH,
} from './crmPhotoUrl'

const photo = '/crm-media/photos/property/102/1-facade-villa.jpg'

describe('spec §7 widths', () => {
  it('are 100, 400, 600, 1360 and 1920, thumbnails 200, and the server answers exactly those', () => {
    expect(PHOTO_WIDTHS).toEqual([100, 400, 600, 1360, 1920])
    expect(THUMBNAIL_WIDTH).toBe(200)
    expect(SERVED_WIDTHS).toEqual([100, 200, 400, 600, 1360, 1920])
  })
})

describe('crmPhotoUrl: width, height=auto and format=webp, exactly (spec §7)', () => {
  it.each([...PHOTO_WIDTHS, THUMBNAIL_WIDTH])('at %i px', (width) => {
    expect(crmPhotoUrl(photo, width)).toBe(`${photo}?width=${width}&height=auto&format=webp`)
  })

  it.each([
    // The CRM's small pictures come with their own width: replaced, not repeated.
    [
      '/crm-media/photos/project/7301/1-building-new.jpg?width=200',
      1360,
      '/crm-media/photos/project/7301/1-building-new.jpg?width=1360&height=auto&format=webp',
    ],
    [
      'https://crm.example/pic.jpg?id=4&width=200&format=jpeg&height=133',
      600,
      'https://crm.example/pic.jpg?id=4&width=600&height=auto&format=webp',
    ],
    [
      'https://crm.example/pic.jpg?id=4#x',
      400,
      'https://crm.example/pic.jpg?id=4&width=400&height=auto&format=webp#x',
    ],
  ])('%s at %i → %s', (url, width, expected) => {
    expect(crmPhotoUrl(url, width)).toBe(expected)
  })

  it('gives every parameter once', () => {
    const url = new URL(crmPhotoUrl(`${photo}?width=100&height=auto&format=webp`, 1920), 'https://x.be')
    expect([...url.searchParams.entries()]).toEqual([
      ['width', '1920'],
      ['height', 'auto'],
      ['format', 'webp'],
    ])
  })
})

describe('servedWidth / crmPhotoFor: the smallest served width that covers what is wanted', () => {
  it.each([
    [1, 100],
    [100, 100],
    [101, 200],
    [200, 200],
    [201, 400],
    [401, 600],
    [640, 1360],
    [1361, 1920],
    [3840, 1920],
  ])('%i px → %i', (wanted, width) => {
    expect(servedWidth(wanted)).toBe(width)
    expect(crmPhotoFor(photo, wanted)).toBe(`${photo}?width=${width}&height=auto&format=webp`)
  })
})

describe('crmPhotoSrcSet', () => {
  it('lists the spec widths, each with its descriptor', () => {
    expect(crmPhotoSrcSet(photo)).toBe(
      PHOTO_WIDTHS.map((width) => `${photo}?width=${width}&height=auto&format=webp ${width}w`).join(', '),
    )
  })
})

describe('readPhotoRequest: what the image server is asked to make', () => {
  const read = (query: string) => readPhotoRequest(new URLSearchParams(query))
  it.each([
    ['', { width: null, format: 'jpeg' }],
    ['width=400&height=auto&format=webp', { width: 400, format: 'webp' }],
    ['width=200&height=auto&format=webp', { width: 200, format: 'webp' }],
    ['width=1920', { width: 1920, format: 'jpeg' }],
    ['format=webp', { width: null, format: 'webp' }],
    ['width=600&format=jpg', { width: 600, format: 'jpeg' }],
  ])('?%s → %o', (query, expected) => {
    expect(read(query)).toEqual(expected)
  })

  it.each(['width=500', 'width=abc', 'width=400&height=300', 'width=400&format=avif', 'width='])(
    '?%s is refused',
    (query) => {
      expect(read(query)).toBeNull()
    },
  )
})

describe('crmPhotoFor: the smallest served width that covers what is wanted', () => {
  it.each([
    ['/crm-media/p/1.jpg', 50, '/crm-media/p/1.jpg?width=100&height=auto&format=webp'],
    ['/crm-media/p/1.jpg', 400, '/crm-media/p/1.jpg?width=400&height=auto&format=webp'],
    ['/crm-media/p/1.jpg', 401, '/crm-media/p/1.jpg?width=600&height=auto&format=webp'],
    ['/crm-media/p/1.jpg', 5000, '/crm-media/p/1.jpg?width=1920&height=auto&format=webp'],
    ['/crm-media/p/1.jpg?v=2', 1360, '/crm-media/p/1.jpg?v=2&width=1360&height=auto&format=webp'],
  ])('%s at %i px → %s', (url, wanted, expected) => {
    expect(crmPhotoFor(url, wanted)).toBe(expected)
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
