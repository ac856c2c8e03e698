import type { Payload } from 'payload'

const pending = new WeakMap<Payload, Set<Promise<unknown>>>()

/**
 * Work a request starts and does not wait for (a CRM import started by "Import now"). It is
 * remembered with its Payload so that closing Payload lets it end first, rather than cut its
 * database connection in the middle of a write.
 */
export function inBackground(payload: Payload, work: Promise<unknown>): void {
  let set = pending.get(payload)
  if (!set) pending.set(payload, (set = new Set()))
  const settled = work.then(
    () => undefined,
    () => undefined,
  )
  set.add(settled)
  void settled.then(() => set.delete(settled))
}

/** Waits for the background work of this Payload, at most `ms`; true when all of it ended. */
export async function settleBackground(payload: Payload, ms: number): Promise<boolean> {
  const set = pending.get(payload)
  if (!set?.size) return true
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
    timer.unref()
  })
  const all = Promise.all([...set]).then(() => true as const)
  const ended = await Promise.race([all, timeout])
  clearTimeout(timer)
  return ended
}
