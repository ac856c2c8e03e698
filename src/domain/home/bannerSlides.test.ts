import { describe, expect, it } from 'vitest'

import {
  type BannerContent,
  type BannerType,
  listingsWithPhoto,
  MAX_LISTING_SLIDES,
  neighbourIndices,
  resolveBanner,
  variantFor,
} from './bannerSlides'

const image = 'facade'
const video = 'clip'
const slides = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

const content = (
  over: Partial<BannerContent<string, string, string>>,
): BannerContent<string, string, string> => ({
  type: 'image',
  image,
  video: null,
  gallery: [],
  properties: [],
  projects: [],
  ...over,
})

describe('resolveBanner', () => {
  const cases: [string, Partial<BannerContent<string, string, string>>, unknown][] = [
    ['image: the image', { type: 'image' }, { kind: 'image', image }],
    ['image with no image: nothing', { type: 'image', image: null }, { kind: 'none' }],
    [
      'gallery: a fading slideshow of its images',
      { type: 'gallery', gallery: slides('g', 4) },
      { kind: 'slideshow', slides: slides('g', 4) },
    ],
    ['gallery with no images: the image', { type: 'gallery' }, { kind: 'image', image }],
    ['video: the video', { type: 'video', video }, { kind: 'video', video }],
    ['video with no file: the image', { type: 'video' }, { kind: 'image', image }],
    [
      'properties: a slideshow of property pictures',
      { type: 'properties', properties: slides('p', 3) },
      { kind: 'slideshow', slides: slides('p', 3) },
    ],
    [
      'a properties banner with no properties falls back to image',
      { type: 'properties' },
      { kind: 'image', image },
    ],
    [
      'properties with neither properties nor image: nothing',
      { type: 'properties', image: null },
      { kind: 'none' },
    ],
    [
      'properties: at most the latest six',
      { type: 'properties', properties: slides('p', 9) },
      { kind: 'slideshow', slides: slides('p', MAX_LISTING_SLIDES) },
    ],
    [
      'projects: a slideshow of project pictures',
      { type: 'projects', projects: slides('x', 2), properties: slides('p', 3) },
      { kind: 'slideshow', slides: slides('x', 2) },
    ],
    ['projects with no projects: the image', { type: 'projects' }, { kind: 'image', image }],
  ]
  it.each(cases)('%s', (_, over, expected) => {
    expect(resolveBanner(content(over))).toEqual(expected)
  })

  it('never shows the slides of another type', () => {
    const all = { gallery: ['g'], properties: ['p'], projects: ['x'], video }
    const kinds = (['image', 'gallery', 'video', 'properties', 'projects'] as BannerType[]).map((type) =>
      resolveBanner(content({ ...all, type })),
    )
    expect(kinds).toEqual([
      { kind: 'image', image },
      { kind: 'slideshow', slides: ['g'] },
      { kind: 'video', video },
      { kind: 'slideshow', slides: ['p'] },
      { kind: 'slideshow', slides: ['x'] },
    ])
  })
})

describe('listingsWithPhoto', () => {
  it('skips listings without a first photo and keeps the order', () => {
    const listings = [
      { id: 1, photo: 'a' },
      { id: 2, photo: null },
      { id: 3, photo: 'c' },
    ]
    expect(listingsWithPhoto(listings).map((l) => l.id)).toEqual([1, 3])
  })
  it('keeps at most the limit', () => {
    const listings = Array.from({ length: 10 }, (_, id) => ({ id, photo: 'x' }))
    expect(listingsWithPhoto(listings)).toHaveLength(MAX_LISTING_SLIDES)
    expect(listingsWithPhoto(listings, 2).map((l) => l.id)).toEqual([0, 1])
  })
})

describe('neighbourIndices (spec §9: lazy-load 2 neighbours)', () => {
  const cases: [string, number, number, number[]][] = [
    ['first of six: two after and two before, round the end', 0, 6, [0, 1, 2, 4, 5]],
    ['middle of six', 3, 6, [1, 2, 3, 4, 5]],
    ['last of six', 5, 6, [0, 1, 3, 4, 5]],
    ['three slides: all of them', 1, 3, [0, 1, 2]],
    ['two slides: both', 0, 2, [0, 1]],
    ['one slide', 0, 1, [0]],
    ['no slides', 0, 0, []],
  ]
  it.each(cases)('%s', (_, selected, count, expected) => {
    expect(neighbourIndices(selected, count)).toEqual(expected)
  })
  it('takes another radius', () => {
    expect(neighbourIndices(4, 10, 1)).toEqual([3, 4, 5])
  })
})

describe('variantFor', () => {
  const variants = [
    { width: 1920, url: 'w1920' },
    { width: 400, url: 'w400' },
    { width: 1360, url: 'w1360' },
  ]
  const cases: [number, string | null][] = [
    [100, 'w400'],
    [400, 'w400'],
    [600, 'w1360'],
    [1920, 'w1920'],
    [3840, 'w1920'],
  ]
  it.each(cases)('%i px wide: %s', (width, expected) => {
    expect(variantFor(variants, width)).toBe(expected)
  })
  it('has nothing to offer without variants', () => {
    expect(variantFor([], 400)).toBeNull()
  })
})
