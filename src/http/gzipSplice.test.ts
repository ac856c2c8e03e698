import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { acceptsGzip, compressParts, joinParts, splicedGzip, splitBuffer } from './gzipSplice'

const PLACEHOLDER = 'PLACEHOLDERnonce+/AAAA=='

/** A seeded generator, so a failure names its case. */
function random(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
}

const WORDS = [
  '<script nonce="',
  '">self.__next_f.push([1,"',
  'Maison de maître rénovée à Liège — 3 ch., jardin',
  '\\"nonce\\":\\"',
  PLACEHOLDER.slice(0, 11),
  PLACEHOLDER.slice(5, 20),
  PLACEHOLDER.slice(12),
  '€ 495.000',
  'Ĳsselmeer 🏠',
  '</div><div class="card">',
]

/** HTML-like text with the placeholder in it (`density` of the pieces), and pieces of it beside. */
function page(seed: number, length: number, density = 0.08): string {
  const next = random(seed)
  let text = ''
  while (text.length < length) {
    const draw = next()
    if (draw < density) text += PLACEHOLDER
    else if (draw < 0.3) text += `#${Math.floor(next() * 1e9).toString(36)}`
    else text += WORDS[Math.floor(next() * WORDS.length)] ?? ''
  }
  return text
}

async function answer(text: string, nonce: string) {
  const parts = splitBuffer(Buffer.from(text), Buffer.from(PLACEHOLDER))
  const blocks = await compressParts(parts, PLACEHOLDER.length)
  if (!blocks) throw new Error('not compressed')
  return { parts, blocks, body: splicedGzip(parts, blocks, Buffer.from(nonce)) }
}

describe('gzip spliced around a nonce: each answer a valid gzip member of the whole page', () => {
  it('decodes to the page with the nonce in every place of the placeholder, for many pages and nonces', async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const text = page(seed, seed % 4 === 0 ? 120_000 : 3_000 + seed * 500)
      const nonce = Buffer.from(
        random(seed * 7)()
          .toString(36)
          .padEnd(18, 'x'),
      )
        .toString('base64')
        .slice(0, 24)
      expect(nonce).toHaveLength(PLACEHOLDER.length)
      const { body } = await answer(text, nonce)
      expect(gunzipSync(body).toString(), `seed ${seed}`).toBe(text.split(PLACEHOLDER).join(nonce))
    }
  })

  it('takes a placeholder at the start, at the end and twice in a row', async () => {
    const text = `${PLACEHOLDER}<html>${PLACEHOLDER}${PLACEHOLDER}</html>${PLACEHOLDER}`
    const nonce = 'abcdefghijklmnopqrstuv=='
    expect(gunzipSync((await answer(text, nonce)).body).toString()).toBe(text.split(PLACEHOLDER).join(nonce))
    expect(gunzipSync((await answer('no placeholder at all', nonce)).body).toString()).toBe(
      'no placeholder at all',
    )
  })

  it('stays within a fifth of compressing the whole page at once, with a nonce every 3 KB as a page has', async () => {
    const text = page(99, 140_000, 0.006)
    expect(text.split(PLACEHOLDER).length).toBeGreaterThan(30)
    const { body } = await answer(text, 'abcdefghijklmnopqrstuv==')
    expect(body.length).toBeLessThan(
      gzipSync(text.split(PLACEHOLDER).join('abcdefghijklmnopqrstuv==')).length * 1.2,
    )
  })

  it('does not compress a page holding a NUL byte (the dictionary marks the nonce with them)', async () => {
    expect(await compressParts([Buffer.from('a\0b'), Buffer.from('c')], 24)).toBeNull()
  })

  it('joins the parts as text for a client that takes no gzip', () => {
    expect(
      joinParts([Buffer.from('a'), Buffer.from(''), Buffer.from('é')], Buffer.from('N')).toString(),
    ).toBe('aNNé')
  })
})

describe('splitBuffer', () => {
  it('splits as String.prototype.split does', () => {
    for (const text of ['', 'ab', '--', 'a--b--', '--a--b', 'a----b']) {
      expect(splitBuffer(Buffer.from(text), Buffer.from('--')).map(String), text).toEqual(text.split('--'))
    }
  })
})

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0.1', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [null, false],
  ])('%s → %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted)
  })
})
