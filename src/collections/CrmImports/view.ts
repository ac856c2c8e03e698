import {
  type Here,
  type ImportOutcome,
  type ImportPhase,
  isAbandoned,
  type Totals,
  totalsOf,
} from '@/domain/admin/importRun'
import type { CrmImport } from '@/payload-types'

/** What the admin's "Import now" shows of a run (the answer of GET/POST /api/crm-imports/import-now). */
export type ImportRunView = {
  id: number
  outcome: ImportOutcome
  phase: ImportPhase | null
  done: number | null
  total: number | null
  startedAt: string
  durationMs: number | null
  /** Counts summed over the collections, once the run succeeded. */
  totals: Totals | null
  error: string | null
  /** Queued or running, but its process is gone: it no longer blocks a new run. */
  abandoned: boolean
}

export function viewOf(run: CrmImport, here: Here, now = Date.now()): ImportRunView {
  return {
    id: run.id,
    outcome: run.outcome,
    phase: run.phase ?? null,
    done: run.progress?.done ?? null,
    total: run.progress?.total ?? null,
    startedAt: run.startedAt,
    durationMs: run.durationMs ?? null,
    totals: run.outcome === 'succeeded' ? totalsOf(run.counts) : null,
    error: run.error ?? null,
    abandoned: isAbandoned(run, now, here),
  }
}
