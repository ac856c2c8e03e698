import 'server-only'

import { tagGenerations } from './tagGenerations'

/**
 * A value built once and kept in this process's memory until its data changes: for data read on
 * every page (site settings, route table, frame) or read whole (the catalogue, the search box's
 * index). Next's data cache hands back a new JSON copy on every call, which with several reads
 * per page and 10,000 listings cost more than a page's budget. A value is kept with the
 * generations of its tags; `revalidate` (admin saves, the import's call) moves them on, and the
 * next call builds the value again. A failed build is not kept: the next call tries again.
 *
 * Values are shared by every request: callers must not change them.
 */
export function processMemo<K extends string, V>(
  name: string,
  tags: string[],
  build: (key: K) => Promise<V>,
): (key: K) => Promise<V> {
  const held = new Map<K, { stamp: string; value: Promise<V> }>()
  return async (key) => {
    // Read before building: a change during the build leaves the value stale, and the next call builds it again.
    const stamp = tagGenerations.stamp(tags)
    const current = held.get(key)
    if (current?.stamp === stamp) return current.value
    const value = build(key)
    held.set(key, { stamp, value })
    value.catch(() => {
      if (held.get(key)?.value === value) held.delete(key)
    })
    return value
  }
}

/** A processMemo of one value (no key). */
export function processValue<V>(name: string, tags: string[], build: () => Promise<V>): () => Promise<V> {
  const memo = processMemo<'value', V>(name, tags, build)
  return () => memo('value')
}
