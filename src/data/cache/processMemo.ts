import 'server-only'

import { type ChangeSource, changeStamp } from '@/db/changes'

export type MemoOptions<V> = {
  /**
   * Most values kept; past it the least recently used goes. Required in effect for keys a visitor
   * can influence (ids, slugs, queries): they must not grow memory without end.
   */
  max?: number
  /**
   * Whether a built value is kept. A value it refuses (a miss: null, not found, an empty result for
   * an unknown id) is handed to the caller and forgotten, so made-up keys store nothing.
   */
  keep?: (value: V) => boolean
}

type Entry<V> = { stamp: string; value: Promise<V> }

// Kept-value counts by memo name, for tests and diagnostics (memoSizes).
const sizes = new Map<string, () => number>()

/**
 * A value built once and kept in this process's memory until its data changes: the site's only
 * data cache (docs/caching.md). `sources` are the collections and globals the build reads; a value
 * is kept with their change counts (`changeStamp`, src/db/changes.ts), which move when a change to
 * one of them commits, in this process or any other on the database. The next call then builds the
 * value again. A failed build is not kept: the next call tries again.
 *
 * Values are shared by every request: callers must not change them.
 */
export function processMemo<K extends string, V>(
  name: string,
  sources: readonly ChangeSource[],
  build: (key: K) => Promise<V>,
  options: MemoOptions<V> = {},
): (key: K) => Promise<V> {
  const { max = Number.POSITIVE_INFINITY, keep = () => true } = options
  // Kept values, least recently used first (a Map iterates in insertion order).
  const held = new Map<K, Entry<V>>()
  // Builds under way, shared by concurrent callers; apart from `held` so that a build that turns
  // out to be a miss never evicts a kept value.
  const building = new Map<K, Entry<V>>()
  sizes.set(name, () => held.size)

  function settle(key: K, entry: Entry<V>, value: V | undefined, ok: boolean): void {
    if (building.get(key) !== entry) return // a newer build for this key took over
    building.delete(key)
    // Stamp read before the build: a change during it leaves the value stale, so it is not kept.
    if (!ok || entry.stamp !== changeStamp(sources) || !keep(value as V)) return
    held.set(key, entry)
    for (const oldest of held.keys()) {
      if (held.size <= max) break
      held.delete(oldest)
    }
  }

  return async (key) => {
    const stamp = changeStamp(sources)
    const current = held.get(key)
    if (current?.stamp === stamp) {
      if (max !== Number.POSITIVE_INFINITY) {
        held.delete(key) // now the most recently used
        held.set(key, current)
      }
      return current.value
    }
    if (current) held.delete(key)
    const pending = building.get(key)
    if (pending?.stamp === stamp) return pending.value
    const entry: Entry<V> = { stamp, value: build(key) }
    building.set(key, entry)
    entry.value.then(
      (value) => settle(key, entry, value, true),
      () => settle(key, entry, undefined, false),
    )
    return entry.value
  }
}

/** A processMemo of one value (no key). */
export function processValue<V>(
  name: string,
  sources: readonly ChangeSource[],
  build: () => Promise<V>,
): () => Promise<V> {
  const memo = processMemo<'value', V>(name, sources, build)
  return () => memo('value')
}

/** How many values each memo keeps now, by name (tests; a look at memory). */
export function memoSizes(): Record<string, number> {
  return Object.fromEntries([...sizes].map(([name, size]) => [name, size()]))
}
