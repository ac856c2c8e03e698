/** A rendered page as kept: split at the placeholder nonce. */
export type CachedPage = {
  status: number
  /** The response headers kept with it (content type, Vary). */
  headers: [string, string][]
  /** The page's UTF-8 text between the placeholders. */
  parts: Buffer[]
  /** The parts compressed to be spliced around a nonce (src/http/gzipSplice.ts); null until then. */
  gzip: Buffer[] | null
  /** Whether its compression has begun (it is done once, when the page is asked for again). */
  compressing: boolean
  /** What it holds in memory: the parts and their compressed blocks. */
  bytes: number
  stamp: string
  expires: number
}

/** Least-recently-used entries, bounded by their total size in bytes. */
export class PageStore {
  private readonly entries = new Map<string, CachedPage>()
  private total = 0

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size
  }

  get bytes(): number {
    return this.total
  }

  /** The entry for the key, if it was kept under this stamp and has not expired. */
  get(key: string, stamp: string, now: number): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.stamp !== stamp || entry.expires <= now) {
      this.delete(key)
      return undefined
    }
    // Most recently used last.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key: string, entry: CachedPage): void {
    this.delete(key)
    if (entry.bytes > this.maxBytes / 4) return
    this.entries.set(key, entry)
    this.total += entry.bytes
    this.evict()
  }

  /** Counts `bytes` more for the entry (its compressed copy), if it is still the one kept. */
  grow(key: string, entry: CachedPage, bytes: number): void {
    if (this.entries.get(key) !== entry) return
    entry.bytes += bytes
    this.total += bytes
    this.evict()
  }

  /** Lets the least recently used entries go until the total is within the bound. */
  private evict(): void {
    for (const [oldest, value] of this.entries) {
      if (this.total <= this.maxBytes) break
      this.entries.delete(oldest)
      this.total -= value.bytes
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.total -= entry.bytes
  }
}
