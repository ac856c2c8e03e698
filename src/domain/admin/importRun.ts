/**
 * The life of a CRM import run as staff see it (issue 16): queued by "Import now", running, then
 * succeeded or failed. One run is active at a time, across every process on the database; a run
 * whose process died is recognised here so that it never blocks the next one for good.
 */

export const importOutcomes = ['queued', 'running', 'succeeded', 'failed'] as const
export type ImportOutcome = (typeof importOutcomes)[number]

/** Where a running import is: waiting for a job runner, reading and checking the snapshot, … */
export const importPhases = ['queued', 'reading', 'preparing', 'writing', 'verifying'] as const
export type ImportPhase = (typeof importPhases)[number]

/** How often a running import tells the database it is alive, even when it reports no progress. */
export const HEARTBEAT_MS = 20_000
/**
 * An active run not heard of for this long was left by a process that stopped. The longest silence
 * of a live run is the write transaction (13 s at 10,000 listings, docs/decisions/003) plus SQLite's
 * 30 s wait for its write lock; two minutes is the margin Payload's jobs are given too (src/leads/jobs.ts).
 */
export const ABANDONED_AFTER_MS = 2 * 60_000

export const isActive = (outcome: string | null | undefined): boolean =>
  outcome === 'queued' || outcome === 'running'

/** The process running an import, stored with the run as `host#pid`. */
export type Runner = { host: string; pid: number }

export const runnerId = ({ host, pid }: Runner): string => `${host}#${pid}`

export function parseRunner(id: string | null | undefined): Runner | null {
  const match = /^(.+)#(\d+)$/.exec(id ?? '')
  return match ? { host: match[1]!, pid: Number(match[2]) } : null
}

export type RunSnapshot = { outcome: string; updatedAt: string; runner?: string | null }

/** This process's view of the machine: its host name, and whether a process id is still running. */
export type Here = { host: string; alive: (pid: number) => boolean }

/**
 * Whether an active run was abandoned: its process ran on this host and is gone (known at once,
 * e.g. an `npm run import` killed with Ctrl-C or kill -9), or nothing was heard of it for
 * ABANDONED_AFTER_MS (a process on another host, or a queued run that no process took).
 */
export function isAbandoned(run: RunSnapshot, now: number, here: Here): boolean {
  if (!isActive(run.outcome)) return false
  const runner = parseRunner(run.runner)
  if (run.outcome === 'running' && runner?.host === here.host && !here.alive(runner.pid)) return true
  const heard = Date.parse(run.updatedAt)
  return Number.isNaN(heard) || now - heard > ABANDONED_AFTER_MS
}

/** The phase of one of the import's progress steps ('preparing properties', 'writing', 'writing cities'). */
export const phaseOfStep = (step: string): ImportPhase =>
  step === 'writing' || step.startsWith('writing ') ? 'writing' : 'preparing'

/** Whole percent done, 0–100; null while the total is unknown. */
export function percentDone(
  done: number | null | undefined,
  total: number | null | undefined,
): number | null {
  if (!total || total <= 0 || done === null || done === undefined) return null
  return Math.min(100, Math.max(0, Math.floor((done / total) * 100)))
}

export const tallyColumns = ['created', 'updated', 'unchanged', 'withdrawn'] as const
export type TallyColumn = (typeof tallyColumns)[number]
export type Totals = Record<TallyColumn, number>

/** A run's counts summed over its collections, e.g. `{ properties: { created: 2 }, cities: … }`. */
export function totalsOf(counts: unknown): Totals {
  const totals: Totals = { created: 0, updated: 0, unchanged: 0, withdrawn: 0 }
  if (!counts || typeof counts !== 'object' || Array.isArray(counts)) return totals
  for (const tally of Object.values(counts as Record<string, unknown>)) {
    if (!tally || typeof tally !== 'object') continue
    for (const column of tallyColumns) {
      const value = (tally as Record<string, unknown>)[column]
      if (typeof value === 'number' && Number.isFinite(value)) totals[column] += value
    }
  }
  return totals
}
