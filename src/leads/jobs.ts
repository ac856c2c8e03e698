import type { JobsConfig, Payload } from 'payload'

import { isAdmin } from '@/access'
import { CRM_QUEUE, crmSyncTasks, importCrmTask, SYNC_QUEUE } from '@/collections/CrmImports/job'
import { env } from '@/env'
import { sendAlertsTask } from './alertJob'
import { CRM_PUSH_QUEUE, drainCrmPushesTask } from './crmOutbox'
import { drainOutboxTask, MAIL_QUEUE } from './outbox'
import { anonymiseLeadsTask, RETENTION_QUEUE } from './retention'

// A job runs for seconds; one still marked as running after this was left by a process that died.
const STALE_JOB_MS = 2 * 60_000
let releasedAt = 0

/**
 * Payload never runs a job again that a killed process left marked "processing", and schedules a
 * new sweep only when none is queued or running: one kill at the wrong moment would stop the
 * outbox's sweep for good. Such jobs are released (at most every 30 s, before a round) so that
 * they run again; a drain run twice sends nothing twice (each mail is claimed).
 */
async function releaseStaleJobs(payload: Payload): Promise<void> {
  if (Date.now() - releasedAt < 30_000) return
  releasedAt = Date.now()
  try {
    await payload.update({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: {
        processing: { equals: true },
        updatedAt: { less_than: new Date(Date.now() - STALE_JOB_MS).toISOString() },
      },
      data: { processing: false },
    })
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Stale jobs could not be released; trying again later' })
  }
}

/**
 * Payload's jobs queue (issue 15): the outbox's drain, queued with every lead and scheduled as a
 * sweep, the nightly anonymisation of old leads, the scheduled publishing of pages and articles,
 * and the CRM import staff start with "Import now" (issue 16). Every server process runs the
 * queues (instrumentation.ts starts Payload with `cron: true`); commands and tests do not, unless
 * they ask.
 */
export const jobs: JobsConfig = {
  tasks: [
    drainOutboxTask,
    sendAlertsTask,
    anonymiseLeadsTask,
    importCrmTask,
    ...crmSyncTasks(env.crm),
    drainCrmPushesTask,
  ],
  access: {
    queue: ({ req }) => isAdmin({ req }) === true,
    run: ({ req }) => isAdmin({ req }) === true,
    cancel: ({ req }) => isAdmin({ req }) === true,
  },
  shouldAutoRun: async (payload) => {
    await releaseStaleJobs(payload)
    return true
  },
  autoRun: [
    { cron: process.env.OUTBOX_CRON || '*/5 * * * * *', queue: MAIL_QUEUE, limit: 5, silent: true },
    { cron: '0 */10 * * * *', queue: RETENTION_QUEUE, limit: 1, silent: true },
    // Payload queues the scheduled publishing of pages and articles (src/collections/drafts.ts) on
    // its default queue, due at the chosen time: run each minute.
    { cron: '0 * * * * *', queue: 'default', limit: 10, silent: true },
    // "Import now" starts its job at once in the process that queued it; this is the fallback.
    { cron: '*/10 * * * * *', queue: CRM_QUEUE, limit: 1, silent: true },
    // Leads, demands and bookings to the CRM (recorded as not sent without one).
    { cron: process.env.CRM_PUSH_CRON || '*/10 * * * * *', queue: CRM_PUSH_QUEUE, limit: 5, silent: true },
    // The live CRM's syncs, at their own cadence (nothing is queued there without a CRM).
    ...(env.crm.omnicasa ? [{ cron: env.crm.syncCron, queue: SYNC_QUEUE, limit: 1, silent: true }] : []),
  ],
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: {
      ...defaultJobsCollection.access,
      read: isAdmin,
      create: isAdmin,
      update: isAdmin,
      delete: isAdmin,
    },
  }),
}
