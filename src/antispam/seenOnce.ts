/**
 * Remembers keys until they expire, at most `maxSize` of them: the memory of captcha payloads
 * already used (src/antispam/captcha.ts). Entries are kept in insertion order; as every challenge
 * lives the same 20 minutes, that is nearly expiry order, so pruning walks from the front and stops
 * at the first live entry (one out of order lingers a little longer, still bounded by maxSize).
 */
export class SeenOnce {
  private readonly expiries = new Map<string, number>()

  constructor(private readonly maxSize: number) {}

  /**
   * True the first time a key is offered before `expiresAt` (ms), false afterwards. Check and
   * record happen in one synchronous step, so two concurrent submissions cannot both pass.
   */
  firstUse(key: string, expiresAt: number, now = Date.now()): boolean {
    this.prune(now)
    const known = this.expiries.get(key)
    if (known !== undefined && known > now) return false
    this.expiries.delete(key)
    // Full of live entries (a flood of solved challenges): forget the oldest. Replaying it then
    // needs it to be still unexpired, and the flood itself cost a solved challenge per entry.
    if (this.expiries.size >= this.maxSize) {
      const oldest = this.expiries.keys().next().value
      if (oldest !== undefined) this.expiries.delete(oldest)
    }
    this.expiries.set(key, expiresAt)
    return true
  }

  get size(): number {
    return this.expiries.size
  }

  private prune(now: number): void {
    for (const [key, expiresAt] of this.expiries) {
      if (expiresAt > now) break
      this.expiries.delete(key)
    }
  }
}
