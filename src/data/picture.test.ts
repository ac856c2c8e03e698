import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { FALLBACK_PICTURE_SIZE, mediaPicture, pictureSize, pictureUrl, sameOrigin } from './picture'

const site = 'http://localhost:3000'
const size = (width: number, file = `villa-${width}.webp`) => ({
  url: `${site}/api/media/file/${file}`,
  width,
})

/** A media document as Payload returns it at depth 1 (only what the mapper reads). */
function media(fields: Partial<Media>): Media {
  return {
    id: 7,
    alt: 'Façade',
    url: `${site}/api/media/file/villa.jpg`,
    mimeType: 'image/jpeg',
    width: 2400,
    height: 1600,
    updatedAt: '',
    createdAt: '',
    ...fields,
  } as Media
}

describe('mediaPicture: the one mapping of a media-library image', () => {
  it('offers its generated sizes ascending, as same-origin paths, the widest as src', () => {
    const picture = mediaPicture(
      media({
        sizes: { w1920: size(1920), w400: size(400), w100: size(100), w600: { url: null, width: null } },
      }),
    )
    expect(picture).toEqual({
      src: '/api/media/file/villa-1920.webp',
      alt: 'Façade',
      width: 2400,
      height: 1600,
      variants: [
        { width: 100, url: '/api/media/file/villa-100.webp' },
        { width: 400, url: '/api/media/file/villa-400.webp' },
        { width: 1920, url: '/api/media/file/villa-1920.webp' },
      ],
    })
  })

  it('an image without generated sizes (SVG) is its own file', () => {
    expect(
      mediaPicture(media({ mimeType: 'image/svg+xml', url: `${site}/api/media/file/logo.svg` })),
    ).toMatchObject({
      src: '/api/media/file/logo.svg',
      variants: [],
    })
  })

  it('a file that does not give its size is laid out at the fallback size', () => {
    expect(mediaPicture(media({ width: null, height: null }))).toMatchObject(FALLBACK_PICTURE_SIZE)
  })

  it.each<[string, number | Media | null | undefined]>([
    ['a video', media({ mimeType: 'video/mp4' })],
    ['a PDF', media({ mimeType: 'application/pdf' })],
    ['a file without URL', media({ url: null })],
    ['an id that was not populated', 7],
    ['nothing', null],
    ['undefined', undefined],
  ])('%s is no picture', (_, value) => {
    expect(mediaPicture(value)).toBeNull()
  })
})

describe('pictureUrl: the narrowest file at least as wide, else the widest', () => {
  const picture = mediaPicture(media({ sizes: { w100: size(100), w400: size(400), w1920: size(1920) } }))!
  it.each<[number, string]>([
    [48, '/api/media/file/villa-100.webp'],
    [400, '/api/media/file/villa-400.webp'],
    [401, '/api/media/file/villa-1920.webp'],
    [4000, '/api/media/file/villa-1920.webp'],
  ])('%i px → %s', (width, expected) => {
    expect(pictureUrl(picture, width)).toBe(expected)
  })

  it('a picture without variants gives its own file', () => {
    expect(pictureUrl({ src: '/logo.svg', alt: '', width: 10, height: 10, variants: [] }, 400)).toBe(
      '/logo.svg',
    )
  })
})

describe('pictureSize and sameOrigin', () => {
  it.each<[{ width?: number | null; height?: number | null }, { width: number; height: number }]>([
    [
      { width: 800, height: 600 },
      { width: 800, height: 600 },
    ],
    [{ width: 800 }, { width: 800, height: 1280 }],
    [
      { width: null, height: null },
      { width: 1920, height: 1280 },
    ],
  ])('%j → %j', (file, expected) => {
    expect(pictureSize(file)).toEqual(expected)
  })

  it.each([
    [`${site}/api/media/file/a.webp?v=2`, '/api/media/file/a.webp?v=2'],
    ['/api/media/file/a.webp', '/api/media/file/a.webp'],
    ['https://cdn.example.be/a.webp', 'https://cdn.example.be/a.webp'],
  ])('%s → %s', (url, expected) => {
    expect(sameOrigin(url)).toBe(expected)
  })
})
