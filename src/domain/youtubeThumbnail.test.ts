import { describe, expect, it } from 'vitest'
import { youtubeThumbnail } from './youtubeThumbnail'

describe('youtubeThumbnail: "YouTube thumbnail quality low, medium, high"', () => {
  it.each([
    ['low', 'https://img.youtube.com/vi/dQw4w9WgXcQ/default.jpg'],
    ['medium', 'https://img.youtube.com/vi/dQw4w9WgXcQ/mqdefault.jpg'],
    ['high', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
  ] as const)('%s → %s', (quality, expected) => {
    expect(youtubeThumbnail('dQw4w9WgXcQ', quality)).toBe(expected)
  })
})
