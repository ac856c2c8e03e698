/** Deterministic randomness for the generated submissions: case `index` of a seed is always the same. */

/** mulberry32: small, fast, good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The stream of case `index`: independent of every other case. */
export function caseRandom(seed: number, index: number): Random {
  return new Random(prng((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0))
}

export class Random {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  /** Random bytes: control characters, NUL, invalid UTF-8 sequences and all. */
  bytes(length: number): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(length)
    for (let i = 0; i < length; i++) out[i] = Math.floor(this.next() * 256)
    return out
  }
  /**
   * A string of `length` code points from Unicode's planes 0 and 1 (no lone surrogates);
   * `printable` leaves out the C0 and C1 control characters.
   */
  unicode(length: number, { printable = false } = {}): string {
    let out = ''
    let count = 0
    while (count < length) {
      const code = this.chance(0.7) ? this.int(0, 0x7ff) : this.int(0, 0x1ffff)
      if (code >= 0xd800 && code <= 0xdfff) continue
      if (printable && (code < 0x20 || (code >= 0x7f && code < 0xa0))) continue
      out += String.fromCodePoint(code)
      count++
    }
    return out
  }
}
