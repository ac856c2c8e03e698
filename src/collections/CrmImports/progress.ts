import type { Payload } from 'payload'

import { HEARTBEAT_MS, type ImportPhase } from '@/domain/admin/importRun'

type Progress = { phase: ImportPhase; done?: number | null; total?: number | null }

// Staff follow the run once a second; more writes would only load the database the import uses.
const MIN_INTERVAL_MS = 1_000

/**
 * Writes a running import's phase and progress to its crm-imports row: a new phase at once, counts
 * at most once a second, and at least every HEARTBEAT_MS, which tells other processes the run is
 * alive. One write at a time, never awaited by the import: inside its write transaction on SQLite
 * a write of this process waits for the commit (src/db/transactions.ts), and the import must not
 * wait for it in turn. A failed write is logged and the next one tried.
 */
export function progressWriter(payload: Payload, id: number) {
  let latest: Progress = { phase: 'reading' }
  let dirty = false
  let writtenAt = Date.now()
  let writing: Promise<void> | null = null

  const write = () => {
    if (writing) return
    dirty = false
    writtenAt = Date.now()
    writing = payload
      .update({
        collection: 'crm-imports',
        id,
        overrideAccess: true,
        depth: 0,
        data: { phase: latest.phase, progress: { done: latest.done ?? null, total: latest.total ?? null } },
      })
      .then(
        () => undefined,
        (error: unknown) => payload.logger.warn({ err: error }, `CRM import ${id}: progress not recorded`),
      )
      .finally(() => {
        writing = null
      })
  }

  const timer = setInterval(() => {
    const since = Date.now() - writtenAt
    if ((dirty && since >= MIN_INTERVAL_MS) || since >= HEARTBEAT_MS) write()
  }, 250)
  timer.unref()

  return {
    report(next: Partial<Progress>) {
      const newPhase = next.phase !== undefined && next.phase !== latest.phase
      latest = { ...latest, ...next }
      dirty = true
      if (newPhase) write()
    },
    /** Stops writing; resolves once the last write has ended (the run's end is written after it). */
    async stop() {
      clearInterval(timer)
      while (writing) await writing
    },
  }
}
