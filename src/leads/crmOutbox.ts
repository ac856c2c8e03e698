import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { env } from '@/env'
import type { OmnicasaClient, OmnicasaConfig } from '@/integrations/omnicasa/api/client'
import type { CrmCall } from '@/integrations/omnicasa/push/params'
import type { CrmPush } from '@/payload-types'
import { claim, dueIds, iso, retryPause } from './outbox'

/**
 * The CRM's outbox (issue 21; docs/decisions/041-crm-push.md), built like the mail outbox: each
 * row of `crm-pushes` is written in the same transaction as what it reports, then claimed with one
 * conditional UPDATE by whichever process drains it, so no call is made twice. A push of several
 * calls (register a person, then add them to an appointment) records each call the CRM took, and a
 * retry goes on from the next. A CRM that is down is tried again with growing pauses for about
 * three days; a refusal, or the last attempt, marks the push failed for staff to see.
 */

export const CRM_PUSH_QUEUE = 'crm-push'
export const CRM_PUSH_TASK = 'drainCrmPushes'

/** From a minute doubling to an hour: 80 attempts are about three days. Tests shorten the pause. */
function pushSettings() {
  const base = Number(process.env.CRM_PUSH_RETRY_BASE_MS)
  const attempts = Number(process.env.CRM_PUSH_MAX_ATTEMPTS)
  return {
    baseDelayMs: Number.isFinite(base) && base > 0 ? base : 60_000,
    maxAttempts: Number.isInteger(attempts) && attempts > 0 ? attempts : 80,
  }
}

export type NewPush = Pick<CrmPush, 'kind'> & { calls: CrmCall[]; lead?: number; demand?: number }

/** Writes a push in the caller's transaction (`req`): it is sent only if that commits. */
export async function queueCrmPush(payload: Payload, req: PayloadRequest, push: NewPush): Promise<void> {
  await payload.create({
    collection: 'crm-pushes',
    req,
    overrideAccess: true,
    depth: 0,
    data: { kind: push.kind, calls: push.calls, lead: push.lead, demand: push.demand, status: 'queued' },
  })
}

export type PushResult = { sent: number; failed: number; notSent: number; skipped: number }

/**
 * Makes the calls of every push that is due, up to `limit`; safe in several processes at once.
 * Without a CRM (`CRM_SOURCE=snapshot`) each push is recorded as not sent.
 */
export async function drainCrmOutbox(
  payload: Payload,
  config: OmnicasaConfig | null = env.crm.omnicasa,
  limit = 50,
): Promise<PushResult> {
  const settings = pushSettings()
  const result: PushResult = { sent: 0, failed: 0, notSent: 0, skipped: 0 }
  let client: OmnicasaClient | null = null
  for (const id of await dueIds(payload, 'crm_pushes', limit, Date.now())) {
    const attempt = await claim(payload, 'crm_pushes', id, Date.now())
    if (attempt === null) {
      result.skipped++
      continue
    }
    const update = (data: Partial<CrmPush>) =>
      payload.update({ collection: 'crm-pushes', id, overrideAccess: true, depth: 0, data })
    if (!config) {
      await update({ status: 'not-sent', claimedUntil: null, lastError: null })
      result.notSent++
      continue
    }
    // Loaded here: payload.config.ts imports this file through the jobs, and the Payload CLI
    // reads the config without the client.
    client ??= new (await import('@/integrations/omnicasa/api/client')).OmnicasaClient(config)
    const push = await payload.findByID({ collection: 'crm-pushes', id, depth: 0, overrideAccess: true })
    try {
      await makeCalls(push, client, update)
      await update({ status: 'sent', sentAt: new Date().toISOString(), claimedUntil: null, lastError: null })
      result.sent++
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      // Read as a property: only an OmnicasaError says a failure may pass.
      const transient = (error as { transient?: unknown }).transient === true
      const last = !transient || attempt >= settings.maxAttempts
      await update({
        status: last ? 'failed' : 'queued',
        lastError: `${new Date().toISOString()} (attempt ${attempt}): ${reason}`.slice(0, 2000),
        nextAttemptAt: last ? null : iso(Date.now() + retryPause(attempt, settings)),
        claimedUntil: null,
      })
      result.failed++
      payload.logger.warn(
        `CRM push ${id} not sent (attempt ${attempt}${last ? ', giving up' : ''}): ${reason}`,
      )
    }
  }
  return result
}

/** The push's calls from the first one the CRM has not taken yet, each recorded once it has. */
async function makeCalls(
  push: CrmPush,
  client: OmnicasaClient,
  update: (data: Partial<CrmPush>) => Promise<unknown>,
): Promise<void> {
  const calls = (Array.isArray(push.calls) ? push.calls : []) as CrmCall[]
  let personId = push.personId ?? null
  for (let step = push.step ?? 0; step < calls.length; step++) {
    const { call, params } = calls[step]!
    const answer = await client.call(call, personId === null ? params : { ...params, PersonID: personId })
    if (call === 'RegisterPerson' && typeof answer === 'number') personId = answer
    await update({ step: step + 1, personId, answer: answer as CrmPush['answer'] })
  }
}

/** Pushes waiting for the CRM are made every few seconds by every server process (src/leads/jobs.ts). */
export const drainCrmPushesTask: TaskConfig<{ input: object; output: object }> = {
  slug: CRM_PUSH_TASK,
  label: 'Send the leads to the CRM',
  schedule: [{ cron: process.env.CRM_PUSH_CRON || '*/10 * * * * *', queue: CRM_PUSH_QUEUE }],
  handler: async ({ req }) => {
    await drainCrmOutbox(req.payload)
    return { output: {} }
  },
}
