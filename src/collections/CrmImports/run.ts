import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { queryRows } from '@/db/rows'
import { type ImportPhase, isAbandoned, phaseOfStep } from '@/domain/admin/importRun'
import {
  type ImportEvent,
  type ImportOptions,
  importSnapshot,
  type ImportSummary,
} from '@/integrations/omnicasa/import'
import { type CrmSource, FileSnapshotSource } from '@/integrations/omnicasa/source'
import type { CrmImport } from '@/payload-types'
import { here, thisRunner } from './here'
import { progressWriter } from './progress'
import { importErrorMessage } from './record'

/** The value the one active run holds in `activeSlot` (a unique column). */
const ACTIVE_SLOT = 'crm-import'

/** Another run is queued or running; `run` is that run. */
export class ImportAlreadyRunningError extends Error {
  constructor(readonly run: CrmImport) {
    super(
      `Another CRM import is ${run.outcome} (started ${run.startedAt}${run.source ? `, ${run.source}` : ''})`,
    )
    this.name = 'ImportAlreadyRunningError'
  }
}

/** The queued or running run, if any. */
export async function activeRun(payload: Payload): Promise<CrmImport | null> {
  const { docs } = await payload.find({
    collection: 'crm-imports',
    where: { activeSlot: { equals: ACTIVE_SLOT } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Marks an active run whose process is gone as failed, which frees the slot for a new one. */
async function releaseAbandoned(payload: Payload): Promise<void> {
  const run = await activeRun(payload)
  if (!run || !isAbandoned(run, Date.now(), here)) return
  payload.logger.warn(`CRM import ${run.id} (${run.outcome}) was abandoned by its process; releasing it`)
  await payload.update({
    collection: 'crm-imports',
    // Only if nothing was heard of it since it was read (a slow but live run is left alone).
    where: { id: { equals: run.id }, updatedAt: { equals: run.updatedAt } },
    overrideAccess: true,
    data: {
      outcome: 'failed',
      activeSlot: null,
      phase: null,
      error:
        'The import stopped without finishing: the process running it ended. An import writes all of its changes or none of them; run it again to be sure the listings are up to date.',
    },
  })
}

type Claim = { source: string; requestedBy?: number | null; queued?: boolean }

/**
 * Takes the one active slot for a new run: queued (for the jobs queue to run, "Import now") or
 * running in this process. Throws ImportAlreadyRunningError when another run holds it.
 */
export async function claimImportRun(payload: Payload, claim: Claim): Promise<CrmImport> {
  await releaseAbandoned(payload)
  try {
    return await payload.create({
      collection: 'crm-imports',
      overrideAccess: true,
      data: {
        startedAt: new Date().toISOString(),
        outcome: claim.queued ? 'queued' : 'running',
        phase: claim.queued ? 'queued' : 'reading',
        source: claim.source,
        requestedBy: claim.requestedBy ?? null,
        activeSlot: ACTIVE_SLOT,
        runner: claim.queued ? null : thisRunner(),
      },
    })
  } catch (error) {
    // The unique index refused a second active run (whatever error the adapter made of that).
    const active = await activeRun(payload)
    if (active) throw new ImportAlreadyRunningError(active)
    throw error
  }
}

/**
 * Takes a queued run for this process, with one conditional UPDATE: two job runners (two
 * instances, or the request's own run and the schedule) never both run it. Null when it was taken.
 */
export async function startQueuedRun(payload: Payload, id: number): Promise<CrmImport | null> {
  const now = new Date().toISOString()
  const taken = await queryRows<{ id: number | string }>(
    payload,
    sql`UPDATE crm_imports SET outcome = 'running', phase = 'reading', runner = ${thisRunner()},
               started_at = ${now}, updated_at = ${now}
        WHERE id = ${id} AND outcome = 'queued' AND active_slot = ${ACTIVE_SLOT}
        RETURNING id`,
  )
  if (taken.length === 0) return null
  return payload.findByID({ collection: 'crm-imports', id, depth: 0, overrideAccess: true })
}

export type RunOptions = {
  /** The snapshot folder to import. */
  dir: string
  /** Shown in the history when this call claims the run: the folder, 'first start'… */
  source?: string
  /** A run already claimed (queued by "Import now", then taken with startQueuedRun). */
  run?: CrmImport
  /** How the folder is read: as a snapshot unless told (the live CRM's staged mirror). */
  reader?: CrmSource
} & ImportOptions

export type RunResult = { run: CrmImport; summary: ImportSummary }

/**
 * The CRM import as every caller runs it (`npm run import`, the first start, the admin's "Import
 * now" job): claims the one active run (or continues one already claimed), imports the snapshot
 * with `importSnapshot` (its transaction untouched: progress is written beside it, never awaited
 * inside it), and records the outcome, counts or error. Rethrows the import's error once recorded.
 */
export async function runCrmImport(payload: Payload, options: RunOptions): Promise<RunResult> {
  const { dir, onProgress, onEvent } = options
  const run = options.run ?? (await claimImportRun(payload, { source: options.source ?? dir }))
  const started = Date.parse(run.startedAt)
  const progress = progressWriter(payload, run.id)
  const phaseOf: Partial<Record<ImportEvent['phase'], ImportPhase>> = {
    writing: 'writing',
    verifying: 'verifying',
  }
  try {
    const summary = await importSnapshot(payload, options.reader ?? new FileSnapshotSource(dir), {
      onProgress: (done, total, step) => {
        progress.report({ phase: phaseOfStep(step), done, total })
        onProgress?.(done, total, step)
      },
      onEvent: (event) => {
        const phase = phaseOf[event.phase]
        if (phase) progress.report({ phase })
        return onEvent?.(event)
      },
    })
    await progress.stop()
    const done = await finishRun(payload, run, started, { outcome: 'succeeded', counts: summary })
    return { run: done ?? run, summary }
  } catch (error) {
    await progress.stop()
    await finishRun(payload, run, started, { outcome: 'failed', error: importErrorMessage(error) })
    throw error
  }
}

type Ending = { outcome: 'succeeded'; counts: ImportSummary } | { outcome: 'failed'; error: string }

/**
 * Stores how the run ended and frees the active slot. Bookkeeping must never turn a good import
 * into a failed one, or hide the real error of a failed one: a failure here is logged, and the
 * slot is then freed by the abandoned-run rule once the process is gone or silent.
 */
export async function finishRun(
  payload: Payload,
  run: CrmImport,
  started: number,
  ending: Ending,
): Promise<CrmImport | null> {
  try {
    return await payload.update({
      collection: 'crm-imports',
      id: run.id,
      overrideAccess: true,
      depth: 0,
      data: {
        ...ending,
        durationMs: Math.max(0, Date.now() - started),
        phase: null,
        activeSlot: null,
      },
    })
  } catch (error) {
    payload.logger.error({ err: error }, `Could not record the end of CRM import ${run.id}`)
    return null
  }
}
