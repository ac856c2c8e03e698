import type { TaskConfig } from 'payload'

import { ALERTS_TASK } from '@/integrations/omnicasa/alerts'
import { MAIL_QUEUE } from './outbox'

/**
 * The search alerts' digests (issue 18; src/leads/alerts.ts): queued by every import that recorded
 * a new listing or a price drop, and run each hour for the people whose digest had to wait for its
 * 24 hours. Payload's jobs queue runs it in every server process; running it twice mails no one twice.
 */
export const sendAlertsTask: TaskConfig<{ input: object; output: object }> = {
  slug: ALERTS_TASK,
  label: 'Send the search alerts',
  schedule: [{ cron: process.env.ALERTS_SWEEP_CRON || '0 7 * * * *', queue: MAIL_QUEUE }],
  handler: async ({ req }) => {
    // Loaded here: payload.config.ts imports this file, and the Payload CLI must be able to read
    // the config without the server-only data layer.
    const { sendAlerts } = await import('./alerts')
    const run = await sendAlerts(req.payload)
    if (run.sent + run.skipped > 0) {
      req.payload.logger.info(
        `alerts: ${run.sent} digests stored, ${run.deferred} deferred, ${run.skipped} skipped`,
      )
    }
    return { output: run }
  },
}
