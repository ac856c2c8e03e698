import { describe, expect, it } from 'vitest'

import { type PropertyMedia, propertyMedia } from './propertyMedia'

describe('propertyMedia', () => {
  it.each<[string, { virtualTourUrl?: string | null; videoUrl?: string | null }, PropertyMedia[]]>([
    ['nothing', { virtualTourUrl: null, videoUrl: ' ' }, []],
    [
      'a Matterport tour is embedded, starting when the visitor asks',
      { virtualTourUrl: 'https://my.matterport.com/show/?m=Bv3kTq7Lw2Z' },
      [
        {
          kind: 'virtualTour',
          source: {
            type: 'embed',
            provider: 'matterport',
            embedUrl: 'https://my.matterport.com/show/?m=Bv3kTq7Lw2Z&play=1',
            url: 'https://my.matterport.com/show/?m=Bv3kTq7Lw2Z',
          },
        },
      ],
    ],
    [
      'YouTube plays from youtube-nocookie.com',
      { videoUrl: 'https://www.youtube.com/watch?v=kT4rZ8mQp2w' },
      [
        {
          kind: 'video',
          source: {
            type: 'embed',
            provider: 'youtube',
            embedUrl: 'https://www.youtube-nocookie.com/embed/kT4rZ8mQp2w?autoplay=1',
            url: 'https://www.youtube.com/watch?v=kT4rZ8mQp2w',
          },
        },
      ],
    ],
    [
      '"Video file extensions: mp4 …" play in the page',
      { videoUrl: 'https://cdn.example.be/visit.mp4' },
      [{ kind: 'video', source: { type: 'file', url: 'https://cdn.example.be/visit.mp4' } }],
    ],
    [
      'an unrecognised tour is a plain link, the tour first',
      { videoUrl: 'https://vimeo.com/823456712', virtualTourUrl: 'https://tour.example.be/48213' },
      [
        { kind: 'virtualTour', source: { type: 'link', url: 'https://tour.example.be/48213' } },
        {
          kind: 'video',
          source: {
            type: 'embed',
            provider: 'vimeo',
            embedUrl: 'https://player.vimeo.com/video/823456712?autoplay=1',
            url: 'https://vimeo.com/823456712',
          },
        },
      ],
    ],
    ['never a javascript: link', { virtualTourUrl: 'javascript:alert(1)' }, []],
  ])('%s', (_, input, expected) => {
    expect(propertyMedia(input)).toEqual(expected)
  })
})
