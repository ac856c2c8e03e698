import 'server-only'

import { unstable_cache } from 'next/cache'

/**
 * A value built once and kept in this process's memory until its data changes: for data read
 * often and whole (the search box's index, the similar-property candidates), where the data cache
 * would hand back a JSON copy of every listing on each call, which alone costs more than a page's
 * budget with 10,000 properties. What the data cache keeps is only a version stamp tagged like
 * the data; when an import or an edit revalidates one of the tags, the stamp changes and the next
 * call rebuilds the value. A failed build is not kept: the next call tries again.
 *
 * Call it outside `unstable_cache` callbacks: a data-cache call nested in another one is not cached
 * itself, so the stamp would change on every call and the value be rebuilt each time.
 */
export function processMemo<K extends string, V>(
  name: string,
  tags: string[],
  build: (key: K) => Promise<V>,
): (key: K) => Promise<V> {
  const held = new Map<K, { version: string; value: Promise<V> }>()
  const versionOf = (key: K): Promise<string> =>
    unstable_cache(async () => `${Date.now()}:${Math.random()}`, [`${name}-version`, key], { tags })()
  return async (key) => {
    const version = await versionOf(key)
    const current = held.get(key)
    if (current?.version === version) return current.value
    const value = build(key)
    held.set(key, { version, value })
    value.catch(() => {
      if (held.get(key)?.value === value) held.delete(key)
    })
    return value
  }
}
