import { describe, expect, it } from 'vitest'

import { parseVideoUrl, type VideoSource } from './parseVideoUrl'

const youtube = (id: string): VideoSource => ({
  provider: 'youtube',
  id,
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
})

describe('parseVideoUrl: "YouTube (11-character id, shorts included)"', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ])('%s', (url) => {
    expect(parseVideoUrl(url)).toEqual(youtube('dQw4w9WgXcQ'))
  })

  it.each([
    ['id of 10 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['id of 12 characters', 'https://youtu.be/dQw4w9WgXcQQ'],
    ['channel page', 'https://www.youtube.com/@agency'],
    ['look-alike host', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
  ])('rejects %s', (_, url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })
})

describe('parseVideoUrl: other providers', () => {
  it.each<[string, string, VideoSource]>([
    [
      '"Vimeo (numeric id)"',
      'https://vimeo.com/76979871',
      { provider: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871' },
    ],
    [
      'Vimeo player link',
      'https://player.vimeo.com/video/76979871?h=1',
      { provider: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871' },
    ],
    [
      '"Facebook videos"',
      'https://www.facebook.com/agence/videos/1234567890/',
      {
        provider: 'facebook',
        id: '1234567890',
        embedUrl:
          'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fagence%2Fvideos%2F1234567890%2F',
      },
    ],
    [
      'Facebook watch link',
      'https://www.facebook.com/watch/?v=987654321',
      {
        provider: 'facebook',
        id: '987654321',
        embedUrl:
          'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D987654321',
      },
    ],
    [
      '"Matterport"',
      'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1',
      {
        provider: 'matterport',
        id: 'SxQL3iGyoDo',
        embedUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      },
    ],
    [
      '"TVL"',
      'http://www.tvl.be/video/villa-genk-123',
      { provider: 'tvl', id: 'villa-genk-123', embedUrl: 'https://www.tvl.be/video/villa-genk-123' },
    ],
    [
      '"Yisual"',
      'https://tour.yisual.com/p/abc123',
      { provider: 'yisual', id: 'abc123', embedUrl: 'https://tour.yisual.com/p/abc123' },
    ],
  ])('%s', (_, url, expected) => {
    expect(parseVideoUrl(url)).toEqual(expected)
  })

  it.each([
    ['Vimeo without id', 'https://vimeo.com/agency'],
    ['Facebook page', 'https://www.facebook.com/agence'],
    ['Matterport without model', 'https://my.matterport.com/show/'],
    ['TVL home page', 'https://www.tvl.be/'],
    ['unknown site', 'https://example.com/video'],
    ['not a URL', 'http://'],
    ['empty', ''],
  ])('rejects %s', (_, url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })
})

describe('parseVideoUrl: "Video file extensions: mp4, mov, wmv, avi, flv, webm"', () => {
  it.each([
    ['https://cdn.example.com/tour.mp4'],
    ['https://cdn.example.com/tour.MOV'],
    ['https://cdn.example.com/tour.wmv?token=1'],
    ['https://cdn.example.com/a/tour.avi#t=3'],
    ['https://cdn.example.com/tour.flv'],
    ['https://cdn.example.com/tour.webm'],
  ])('%s is a video file', (url) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'file', url })
  })

  it.each([
    ['https://cdn.example.com/tour.mp3'],
    ['https://cdn.example.com/mp4'],
    ['https://cdn.example.com/tour.mp4.jpg'],
  ])('%s is not', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })
})
