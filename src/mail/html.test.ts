import { describe, expect, it } from 'vitest'

import { brandColors, escapeHtml } from './html'

describe('escapeHtml', () => {
  it.each([
    ['<script>', '&lt;script&gt;'],
    ['"quoted"', '&quot;quoted&quot;'],
    ["l'agence", 'l&#39;agence'],
    ['a & b', 'a &amp; b'],
    ['&amp;', '&amp;amp;'],
    ['plain text', 'plain text'],
  ])('%s → %s', (input, output) => {
    expect(escapeHtml(input)).toBe(output)
  })
})

describe('brandColors', () => {
  it.each([
    ['#0b5cab', '#0b5cab', '#ffffff', '#0b5cab'],
    ['#000', '#000', '#ffffff', '#000'],
    // Too light for links on white: they take the default dark colour.
    ['#f2c500', '#f2c500', '#111111', '#1f2937'],
    ['#FFF', '#FFF', '#111111', '#1f2937'],
    // Anything but a hex colour would go into a style attribute as is: refused.
    ['red;background:url(x)', '#1f2937', '#ffffff', '#1f2937'],
    ['', '#1f2937', '#ffffff', '#1f2937'],
  ])('%s → %s background, %s text, %s links', (color, background, foreground, link) => {
    expect(brandColors(color)).toEqual({ background, foreground, link })
  })
})
