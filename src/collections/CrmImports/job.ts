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
