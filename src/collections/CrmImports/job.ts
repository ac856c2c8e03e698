import type { TaskConfig } from 'payload'

export const CRM_QUEUE = 'crm'
export const IMPORT_TASK = 'importCrmSnapshot'

/**
 * The CRM import as a job of Payload's queue, queued by the admin's "Import now" with the run it
 * claimed (src/collections/CrmImports/importNow.ts). Every server process runs this queue
 * (src/leads/jobs.ts); the first to take the run imports it, through the same `runCrmImport` as
 * `npm run import`. Not retried: a failed import is recorded, and staff decide whether to run it
 * again.
 */
export const importCrmTask: TaskConfig<{ input: { runId: number }; output: { outcome: string } }> = {
  slug: IMPORT_TASK,
  label: 'Import the CRM snapshot',
  retries: 0,
  inputSchema: [{ name: 'runId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    // Loaded here: payload.config.ts imports this file, and the config must load without the
    // import's server-side modules (the Payload CLI reads it).
    const { runQueuedImport } = await import('./importNow')
    return { output: { outcome: await runQueuedImport(req.payload, input.runId) } }
  },
}

export const SYNC_QUEUE = 'crm-sync'
/** How a sync is named in the history of runs. */
export const syncSource = { changes: 'Omnicasa: changes', full: 'Omnicasa: everything' } as const
export const SYNC_TASK = 'syncCrm'
export const FULL_SYNC_TASK = 'syncCrmFull'

type SyncTask = TaskConfig<{ input: object; output: { outcome: string } }>

/**
 * The live CRM's syncs (issue 21; docs/decisions/040-live-crm.md): the changes every few minutes,
 * everything nightly. Registered always, since PostgreSQL keeps the task names in an enum (one
 * migration whatever the configuration), and scheduled only when a CRM is configured. Every server
 * process runs the queue; the run's unique slot lets one sync at a time through, on any instance.
 */
export function crmSyncTasks(crm: {
  omnicasa: object | null
  syncCron: string
  fullSyncCron: string
}): SyncTask[] {
  const task = (slug: string, label: string, mode: 'changes' | 'full', cron: string): SyncTask => ({
    slug,
    label,
    retries: 0,
    outputSchema: [{ name: 'outcome', type: 'text', required: true }],
    schedule: crm.omnicasa ? [{ cron, queue: SYNC_QUEUE }] : [],
    handler: async ({ req }) => {
      const { runCrmSync } = await import('./sync')
      try {
        const result = await runCrmSync(req.payload, { mode })
        return { output: { outcome: result.outcome } }
      } catch (error) {
        // Recorded on the run; the next sync asks again for everything since the last good one.
        req.payload.logger.error({ err: error }, `CRM sync (${mode}) failed`)
        return { output: { outcome: 'failed' } }
      }
    },
  })
  return [
    task(SYNC_TASK, 'Sync the changes from the CRM', 'changes', crm.syncCron),
    task(FULL_SYNC_TASK, 'Sync everything from the CRM', 'full', crm.fullSyncCron),
  ]
}
