import type { Payload } from 'payload'

import { env } from '@/env'
import { OmnicasaClient, type OmnicasaConfig } from '@/integrations/omnicasa/api/client'
import {
  promoteMirror,
  stageMirror,
  type StageSummary,
  type SyncMode,
} from '@/integrations/omnicasa/api/mirror'
import { StagedMirror, writeImportHashes } from '@/integrations/omnicasa/api/stagedMirror'
import type { ImportSummary } from '@/integrations/omnicasa/import'
import type { CrmImport } from '@/payload-types'
import { syncSource } from './job'
import { importErrorMessage } from './record'
import { claimImportRun, finishRun, ImportAlreadyRunningError, runCrmImport } from './run'

export type SyncOptions = {
  mode: SyncMode
  /** The CRM to ask; env.crm.omnicasa by default. */
  omnicasa?: OmnicasaConfig
  /** The local copy of the CRM; env.crm.mirrorDir by default. */
  mirrorDir?: string
  /** A run already claimed ("Import now"). */
  run?: CrmImport
}

export type SyncResult =
  | ({ outcome: 'succeeded'; runId: number; summary: ImportSummary } & Pick<
      StageSummary,
      'fetched' | 'refreshedMedia' | 'deleted'
    > & {
        /** Listings the import read and compared: the others were vouched for by the mirror. */
        listingsRead: number
      })
  | { outcome: 'busy' }

/** Syncs of this process, one after the other (the claimed run keeps other processes out). */
let queue: Promise<unknown> = Promise.resolve()

/**
 * One sync with the live CRM (issue 21; docs/decisions/040-live-crm.md): claims the one active
 * CRM run (another sync or import, here or on another instance, makes this one 'busy' before it
 * has fetched anything), stages the mirror as the CRM has it now, imports the staged folder with
 * the snapshot import (same validation, one transaction, withdrawals, change signal), and makes it
 * the mirror once that transaction has committed. A failure is recorded on the run and leaves the
 * site and the mirror as they were: the next sync asks again for everything since the last good one.
 */
export function runCrmSync(payload: Payload, options: SyncOptions): Promise<SyncResult> {
  const next = queue.then(() => sync(payload, options))
  queue = next.catch(() => undefined)
  return next
}

async function sync(payload: Payload, options: SyncOptions): Promise<SyncResult> {
  const config = options.omnicasa ?? env.crm.omnicasa
  if (!config) throw new Error('No CRM is configured: set CRM_SOURCE=omnicasa and the OMNICASA_* variables')
  const mirrorDir = options.mirrorDir ?? env.crm.mirrorDir
  const stagingDir = `${mirrorDir}.staging`
  let run = options.run
  if (!run) {
    try {
      run = await claimImportRun(payload, {
        source: syncSource[options.mode],
      })
    } catch (error) {
      if (error instanceof ImportAlreadyRunningError) return { outcome: 'busy' }
      throw error
    }
  }
  const started = Date.parse(run.startedAt)
  let staged: StageSummary
  try {
    staged = await stageMirror(new OmnicasaClient(config), mirrorDir, stagingDir, options.mode)
  } catch (error) {
    await finishRun(payload, run, started, { outcome: 'failed', error: importErrorMessage(error) })
    throw error
  }
  const reader = await StagedMirror.open(stagingDir, mirrorDir, staged)
  const { summary, run: done } = await runCrmImport(payload, {
    run,
    dir: stagingDir,
    reader,
    onEvent: async (event) => {
      if (event.phase !== 'committed') return
      await writeImportHashes(stagingDir, event.listingHashes)
      await promoteMirror(stagingDir, mirrorDir, staged.cursor)
    },
  })
  const { fetched, refreshedMedia, deleted } = staged
  const { listingsRead } = reader
  await pruneSyncRuns(payload)
  return { outcome: 'succeeded', runId: done.id, summary, fetched, refreshedMedia, deleted, listingsRead }
}

/** Succeeded syncs are kept this long in the history; failed runs and imports stay. */
const KEEP_SYNC_RUNS_MS = 30 * 24 * 60 * 60_000

/**
 * A sync every 5 minutes would add 288 runs a day to the history staff read: the successful ones
 * older than 30 days go (best effort; the next sync tries again).
 */
async function pruneSyncRuns(payload: Payload): Promise<void> {
  try {
    await payload.delete({
      collection: 'crm-imports',
      overrideAccess: true,
      where: {
        outcome: { equals: 'succeeded' },
        source: { in: Object.values(syncSource) },
        createdAt: { less_than: new Date(Date.now() - KEEP_SYNC_RUNS_MS).toISOString() },
      },
    })
  } catch (error) {
    payload.logger.warn({ err: error }, 'Old CRM sync runs could not be deleted; the next sync tries again')
  }
}
