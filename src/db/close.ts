import type { Payload } from 'payload'

import { settleBackground } from './background'

type Pool = { end(): Promise<void> }
type Closable = { pool?: Pool; client?: { close(): void } }

/**
 * Background work started by requests ends first (./background.ts), then a job run under way.
 * payload.destroy() leaves the PostgreSQL pool or the SQLite client open; this closes them too.
 * Payload keeps one pooled client checked out, so pool.end() can wait forever: it gets a second.
 */
export async function closePayload(payload: Payload): Promise<void> {
  const db = payload.db as unknown as Closable
  const { pool, client } = db
  if (!(await settleBackground(payload, 60_000))) {
    payload.logger.warn('Closing the database while background work (a CRM import) still runs')
  }
  // payload.destroy() stops the job queue's crons but does not wait for a run under way, whose
  // work a closed pool would cut: wait for it first. (A connection cut afterwards, by a dropped
  // test database, is logged, not thrown: src/db/lostConnections.ts.)
  const crons = [...payload.crons]
  await payload.destroy()
  const deadline = Date.now() + 10_000
  while (crons.some((cron) => cron.isBusy()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  if (pool) {
    await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 1000).unref())])
  }
  client?.close()
}
