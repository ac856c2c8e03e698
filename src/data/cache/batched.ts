/**
 * Calls `load` once with every key asked for in the same turn of the event loop, and answers each
 * caller with its own key's value (undefined when `load` has none). Cards are cached one by one
 * (processMemo), so a list page's dozen misses become one query instead of a dozen.
 */
export function batched<K, V>(
  load: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
): (key: K) => Promise<V | undefined> {
  let pending: { keys: Set<K>; result: Promise<ReadonlyMap<K, V>> } | null = null
  return async (key) => {
    if (!pending) {
      const keys = new Set<K>()
      // Runs once the callers of this turn have added their keys; later callers start a new batch.
      const result = Promise.resolve().then(() => {
        pending = null
        return load([...keys])
      })
      pending = { keys, result }
    }
    pending.keys.add(key)
    return (await pending.result).get(key)
  }
}
