import type { JobsConfig } from 'payload'

import { isAdmin } from '@/access'
import { anonymiseLeadsTask, RETENTION_QUEUE } from './retention'
import { drainOutboxTask, MAIL_QUEUE } from './outbox'

/**
 * Payload's jobs queue (issue 15): the outbox's drain, queued with every lead and scheduled as a
 * sweep, and the nightly anonymisation of old leads. Every server process runs the queues
 * (instrumentation.ts starts Payload with `cron: true`); commands and tests do not, unless they ask.
 */
export const jobs: JobsConfig = {
  tasks: [drainOutboxTask, anonymiseLeadsTask],
  access: {
    queue: ({ req }) => isAdmin({ req }) === true,
    run: ({ req }) => isAdmin({ req }) === true,
    cancel: ({ req }) => isAdmin({ req }) === true,
  },
  autoRun: [
    { cron: process.env.OUTBOX_CRON || '*/5 * * * * *', queue: MAIL_QUEUE, limit: 5, silent: true },
    { cron: '0 */10 * * * *', queue: RETENTION_QUEUE, limit: 1, silent: true },
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
