import { describe, expect, it } from 'vitest'

import { scaledSize, type ShareImage, shareImageTags } from './shareImage'

const ORIGIN = 'https://www.example.be'

describe('shareImageTags: absolute URL, alt text, size when known', () => {
  it.each<[string, ShareImage, { url: string; alt: string; width?: number; height?: number }]>([
    [
      'a path of this site becomes absolute on the public origin',
      { url: '/crm-media/photos/49240/1.jpg?width=1360', alt: 'Façade', width: 1360, height: 907 },
      { url: `${ORIGIN}/crm-media/photos/49240/1.jpg?width=1360`, alt: 'Façade', width: 1360, height: 907 },
    ],
    [
      'an absolute URL stays as it is',
      { url: 'https://cdn.example.net/a.webp', alt: 'Villa' },
      { url: 'https://cdn.example.net/a.webp', alt: 'Villa' },
    ],
    [
      'an empty alt text takes the page title',
      { url: '/api/media/file/a.webp', alt: '  ' },
      { url: `${ORIGIN}/api/media/file/a.webp`, alt: 'Villa à Wavre' },
    ],
  ])('%s', (_case, image, expected) => {
    const tags = shareImageTags(image, ORIGIN, 'Villa à Wavre')
    expect(tags.openGraph).toEqual([expected])
    expect(tags.twitter).toEqual({
      card: 'summary_large_image',
      images: [{ url: expected.url, alt: expected.alt }],
    })
  })
})

describe('scaledSize', () => {
  it.each<[string, { width: number; height: number }, number, { width: number; height: number }]>([
    ['3:2 at 1360', { width: 1920, height: 1280 }, 1360, { width: 1360, height: 907 }],
    ['never enlarged', { width: 800, height: 600 }, 1360, { width: 800, height: 600 }],
    ['portrait', { width: 1000, height: 1500 }, 600, { width: 600, height: 900 }],
  ])('%s', (_case, original, width, expected) => {
    expect(scaledSize(original, width)).toEqual(expected)
  })
})
