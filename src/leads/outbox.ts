import { sql } from 'drizzle-orm'
import type { Payload, TaskConfig } from 'payload'

import { queryRows as rows } from '@/db/rows'
import type { MailAttachment } from '@/mail/types'

/**
 * The mail outbox's sender (issue 15; docs/decisions/022-leads-and-outbox.md).
 *
 * Messages are rows of `mails`, written in the same transaction as their lead. `drainOutbox` sends
 * the ones that are due, each claimed first with one conditional UPDATE, so two processes (two
 * instances, or a job and the request that stored the lead) never send one message twice. A failed
 * send goes back to the queue with a growing pause; a process killed mid-send leaves a claim that
 * expires, and the message is taken over. Payload's jobs queue runs the drain on a schedule.
 */

export const MAIL_QUEUE = 'mail'
export const DRAIN_TASK = 'drainOutbox'

const CLAIM_MS = 2 * 60_000
const MAX_PAUSE_MS = 60 * 60_000

export type OutboxSettings = { baseDelayMs: number; maxAttempts: number }

/**
 * 20 attempts from 30 s doubling to at most an hour: about 14 hours of trying, enough for a mail
 * server that is down for a night. Tests shorten the pause with MAIL_RETRY_BASE_MS.
 */
export function outboxSettings(): OutboxSettings {
  const base = Number(process.env.MAIL_RETRY_BASE_MS)
  const attempts = Number(process.env.MAIL_MAX_ATTEMPTS)
  return {
    baseDelayMs: Number.isFinite(base) && base > 0 ? base : 30_000,
    maxAttempts: Number.isInteger(attempts) && attempts > 0 ? attempts : 20,
  }
}

/** The pause after the n-th failed attempt (1-based). */
export function retryPause(attempt: number, { baseDelayMs }: Pick<OutboxSettings, 'baseDelayMs'>): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempt - 1), MAX_PAUSE_MS)
}

/** Both adapters store dates so that ISO strings compare in time order (SQLite: text, PostgreSQL: timestamptz). */
export const iso = (ms: number) => new Date(ms).toISOString()

/** An outbox table: rows with status, attempts, next_attempt_at and claimed_until (mails, crm_pushes). */
export type OutboxTable = 'mails' | 'crm_pushes'

/** Rows due now: queued and past their pause, or claimed by a sender whose claim ran out. */
const due = (now: number) =>
  sql`((status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ${iso(now)}))
       OR (status = 'sending' AND claimed_until < ${iso(now)}))`

export async function dueIds(
  payload: Payload,
  table: OutboxTable,
  limit: number,
  now: number,
): Promise<number[]> {
  const found = await rows<{ id: number | string }>(
    payload,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE ${due(now)} ORDER BY id LIMIT ${limit}`,
  )
  return found.map((row) => Number(row.id))
}

/**
 * Takes one row for this sender with one conditional UPDATE, and returns its attempt number; null
 * when another sender has it (or it was sent). Several processes never take the same row.
 */
export async function claim(
  payload: Payload,
  table: OutboxTable,
  id: number,
  now: number,
): Promise<number | null> {
  const claimed = await rows<{ attempts: number | string | null }>(
    payload,
    sql`UPDATE ${sql.identifier(table)} SET status = 'sending', claimed_until = ${iso(now + CLAIM_MS)},
               attempts = COALESCE(attempts, 0) + 1
        WHERE id = ${id} AND ${due(now)}
        RETURNING attempts`,
  )
  const row = claimed[0]
  return row ? Number(row.attempts ?? 1) : null
}

export type DrainResult = { sent: number; failed: number; skipped: number }

/** Sends every message that is due, up to `limit`; safe to run in several processes at once. */
export async function drainOutbox(payload: Payload, limit = 50): Promise<DrainResult> {
  const settings = outboxSettings()
  const result: DrainResult = { sent: 0, failed: 0, skipped: 0 }
  for (const id of await dueIds(payload, 'mails', limit, Date.now())) {
    const attempt = await claim(payload, 'mails', id, Date.now())
    if (attempt === null) {
      result.skipped++
      continue
    }
    const mail = await payload.findByID({ collection: 'mails', id, depth: 0, overrideAccess: true })
    try {
      // Loaded here, not at the top: payload.config.ts imports this file, and the Payload CLI must
      // be able to read the config without the server-only mail transport.
      const { sendMail } = await import('@/mail/transport')
      const { messageId, via } = await sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        listUnsubscribe: mail.listUnsubscribe ?? null,
        attachments: attachmentsOf(mail.attachments),
      })
      await payload.update({
        collection: 'mails',
        id,
        overrideAccess: true,
        data: {
          status: 'sent',
          sentAt: new Date().toISOString(),
          messageId,
          via,
          claimedUntil: null,
          lastError: null,
        },
      })
      result.sent++
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      // A refusal the server says is final (5xx: no such mailbox, a rejected address) is not retried.
      const permanent = (error as { permanent?: unknown }).permanent === true
      const last = permanent || attempt >= settings.maxAttempts
      await payload.update({
        collection: 'mails',
        id,
        overrideAccess: true,
        data: {
          status: last ? 'failed' : 'queued',
          lastError: `${new Date().toISOString()} (attempt ${attempt}): ${reason}`.slice(0, 2000),
          nextAttemptAt: last ? null : iso(Date.now() + retryPause(attempt, settings)),
          claimedUntil: null,
        },
      })
      result.failed++
      payload.logger.warn(
        `outbox: mail ${id} not sent (attempt ${attempt}${last ? ', giving up' : ''}): ${reason}`,
      )
    }
  }
  return result
}

/** A stored message's files (the `attachments` JSON of a mails row), those that have the expected shape. */
function attachmentsOf(stored: unknown): MailAttachment[] | undefined {
  if (!Array.isArray(stored)) return undefined
  const files = stored.filter(
    (file): file is MailAttachment =>
      typeof file === 'object' &&
      file !== null &&
      typeof file.filename === 'string' &&
      typeof file.contentType === 'string' &&
      typeof file.content === 'string',
  )
  return files.length > 0 ? files : undefined
}

/** Payload's jobs queue runs the drain every few seconds in every server process (payload.config.ts). */
export const drainOutboxTask: TaskConfig<{ input: object; output: object }> = {
  slug: DRAIN_TASK,
  label: 'Send the outbox’s e-mails',
  // A sweep for retries that are due and for mails a killed process left claimed; a new lead's
  // own job (queued with it) does not wait for it.
  schedule: [{ cron: process.env.OUTBOX_SWEEP_CRON || '0 * * * * *', queue: MAIL_QUEUE }],
  handler: async ({ req }) => {
    await drainOutbox(req.payload)
    return { output: {} }
  },
}
