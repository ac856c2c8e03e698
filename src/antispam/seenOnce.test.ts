import { describe, expect, it } from 'vitest'

import { SeenOnce } from './seenOnce'

const now = 1_000_000

describe('SeenOnce', () => {
  it('lets a key through once before it expires', () => {
    const seen = new SeenOnce(10)
    expect(seen.firstUse('a', now + 100, now)).toBe(true)
    expect(seen.firstUse('a', now + 100, now + 50)).toBe(false)
    expect(seen.firstUse('b', now + 100, now + 50)).toBe(true)
  })

  it('forgets keys once they expire', () => {
    const seen = new SeenOnce(10)
    seen.firstUse('a', now + 100, now)
    seen.firstUse('b', now + 200, now)
    expect(seen.firstUse('c', now + 300, now + 150)).toBe(true)
    expect(seen.size).toBe(2)
    // An expired payload is refused by its own expiry check before it gets here.
    expect(seen.firstUse('a', now + 100, now + 150)).toBe(true)
  })

  it('keeps at most maxSize keys, dropping the oldest', () => {
    const seen = new SeenOnce(3)
    for (const key of ['a', 'b', 'c', 'd']) seen.firstUse(key, now + 1_000, now)
    expect(seen.size).toBe(3)
    expect(seen.firstUse('d', now + 1_000, now)).toBe(false)
    expect(seen.firstUse('a', now + 1_000, now)).toBe(true)
  })
})
