import { describe, expect, it } from 'vitest'

import { formatFormToken, parseFormToken } from './formToken'

const signature = 'AbCdEfGhIjKlMnOpQrStUv_-0123456789abcdefgh'

describe('formatFormToken / parseFormToken', () => {
  it('reads back what it wrote, with the text the signature covers', () => {
    const token = formatFormToken(1_750_000_000_000, signature)
    expect(token).toBe(`v1.1750000000000.${signature}`)
    expect(parseFormToken(token)).toEqual({
      renderedAt: 1_750_000_000_000,
      signed: 'v1.1750000000000',
      signature,
    })
  })

  it.each<[string, string]>([
    ['empty', ''],
    ['another version', `v2.1750000000000.${signature}`],
    ['no signature', 'v1.1750000000000.'],
    ['a short signature', 'v1.1750000000000.abc'],
    ['a time that is not a number', `v1.soon.${signature}`],
    ['a negative time', `v1.-1750000000000.${signature}`],
    ['a time beyond safe integers', `v1.9999999999999999.${signature}`],
    ['a signature with other characters', 'v1.1750000000000.abc+def/ghi=jklmnopq'],
    ['an extra part', `v1.1750000000000.${signature}.more`],
    ['spaces around it', ` v1.1750000000000.${signature} `],
  ])('is not a token: %s', (_, token) => {
    expect(parseFormToken(token)).toBeNull()
  })

  it('covers the canonical time only: leading zeros do not sign the same text', () => {
    expect(parseFormToken(`v1.01750000000000.${signature}`)?.signed).toBe('v1.1750000000000')
  })
})
