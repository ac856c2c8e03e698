/**
 * `read`, or the value it last gave when it fails (at first, `initial`): for what the proxy reads
 * on every request (the withdrawn set, the private paths, the cache times, the policy's sources),
 * whose answers must never wait on a database error.
 */
export function lastKnown<V>(read: () => Promise<V>, initial: V): () => Promise<V> {
  let last = initial
  return async () => {
    try {
      last = await read()
    } catch {
      // The last value read.
    }
    return last
  }
}
