import type { Payload } from 'payload'

import type { CrmImport } from '@/payload-types'

/** How many records of one collection a run created, updated, left unchanged or withdrew. */
export type ImportTally = Partial<Record<'created' | 'updated' | 'unchanged' | 'withdrawn', number>>

export type ImportRun = {
  startedAt: Date
  /** Defaults to now: the caller records the run as soon as it ends. */
  finishedAt?: Date
  /** The snapshot folder or CRM the run read from. */
  source?: string
  /** Per collection, e.g. the import's ImportSummary; left out when the run failed early. */
  counts?: Record<string, ImportTally>
  /** Set when the run failed; its message is what staff see on the dashboard. */
  error?: unknown
}

// A stack of several kilobytes helps nobody on the dashboard; the server log keeps the whole error.
const MAX_ERROR_LENGTH = 2_000

const messageOf = (error: unknown): string => {
  const text = error instanceof Error ? error.message || error.name : String(error)
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text
}

/**
 * Stores one import run in `crm-imports`, outside the import's own transaction (a failed run rolls
 * that back, and its failure must still be recorded). Bookkeeping must never turn a good import
 * into a failed one, or hide the real error of a failed one: a failure to record is logged and
 * null returned instead of thrown.
 */
export async function recordImportRun(payload: Payload, run: ImportRun): Promise<CrmImport | null> {
  const finishedAt = run.finishedAt ?? new Date()
  const failed = run.error !== undefined && run.error !== null
  try {
    return await payload.create({
      collection: 'crm-imports',
      overrideAccess: true,
      data: {
        startedAt: run.startedAt.toISOString(),
        durationMs: Math.max(0, finishedAt.getTime() - run.startedAt.getTime()),
        outcome: failed ? 'failed' : 'succeeded',
        source: run.source ?? null,
        counts: run.counts ?? null,
        error: failed ? messageOf(run.error) : null,
      },
    })
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not record the CRM import run')
    return null
  }
}
