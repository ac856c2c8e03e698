import 'server-only'

import { createHmac } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { derivedSecret } from '@/antispam/secrets'
import { inTransaction, read, type Run } from './throttleStore'

/**
 * Sign-in and password-reminder limits (issue 17, issue 13; docs/decisions/026), counted in
 * `auth_throttles` so that every instance sees the same counts. Each count is ONE atomic upsert
 * (INSERT … ON CONFLICT (key) DO UPDATE … RETURNING), the same SQL on SQLite and PostgreSQL, so
 * two requests at once count two.
 *
 * Sign-in: failures per pair (client address, lower-cased account): 5 within 15 minutes lock the
 * pair for 15 minutes; per address: 30 within 15 minutes lock the address for 15 minutes. Never
 * per account alone: a stranger could otherwise keep an owner or a staff member out.
 * Reminders: 5 per address and 3 per account per hour; beyond, nothing is sent and the answer
 * stays the same.
 *
 * Keys hold the address and an HMAC of the account, never the e-mail address. Rows whose window
 * and lock ended over a day ago are deleted now and then by a write.
 *
 * When the database cannot be read or written, checks refuse (sign-in: "try again in a minute";
 * reminders: not sent) and counts are dropped with a warning: a sign-in then fails anyway, since
 * the password check reads the same database.
 */

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }
type Who = { address: string; account: string }

const MINUTE = 60_000
export const SIGN_IN = { windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, perPair: 5, perAddress: 30 }
export const REMINDER = { windowMs: 60 * MINUTE, perAddress: 5, perAccount: 3 }
/** How long a refusal lasts when the counters cannot be read. */
const UNAVAILABLE_RETRY_S = 60
const PRUNE_AFTER_MS = 24 * 60 * MINUTE
const PRUNE_CHANCE = 1 / 50

const iso = (ms: number) => new Date(ms).toISOString()
const time = (value: unknown) =>
  value === null || value === undefined ? 0 : new Date(value as string).getTime()

let accountKey: string | undefined
/** The account as an HMAC under its own derived key: no e-mail address is stored in a key. */
function accountHash(account: string): string {
  accountKey ??= derivedSecret('auth-throttle')
  return createHmac('sha256', accountKey).update(account.trim().toLowerCase()).digest('hex').slice(0, 32)
}

const addressOf = (who: Who) => who.address.trim().toLowerCase().slice(0, 64) || 'unknown'
export const keys = {
  signInAddress: (who: Who) => `signin:addr:${addressOf(who)}`,
  signInPair: (who: Who) => `signin:pair:${addressOf(who)}:${accountHash(who.account)}`,
  reminderAddress: (who: Who) => `reminder:addr:${addressOf(who)}`,
  reminderAccount: (who: Who) => `reminder:acct:${accountHash(who.account)}`,
}

export type Count = { hits: number; windowStart: number; lockedUntil: number }
export type Rule = { windowMs: number; limit: number; lockMs?: number }

/**
 * Counts one hit on `key`: the first of a new window when the last one ended, else one more; a
 * rule with `lockMs` locks the key from its limit on.
 */
export async function hit(run: Run, key: string, rule: Rule, now: number): Promise<Count> {
  const expired = sql`auth_throttles.window_start <= ${iso(now - rule.windowMs)}`
  const hits = sql`CASE WHEN ${expired} THEN 1 ELSE auth_throttles.hits + 1 END`
  const lockEnd = rule.lockMs ? iso(now + rule.lockMs) : null
  const lock = lockEnd
    ? sql`CASE WHEN ${hits} >= ${rule.limit} THEN ${lockEnd} ELSE auth_throttles.locked_until END`
    : sql`auth_throttles.locked_until`
  const rows = await run<{ hits: unknown; window_start: unknown; locked_until: unknown }>(
    sql`INSERT INTO auth_throttles ("key", hits, window_start, locked_until, updated_at, created_at)
        VALUES (${key}, 1, ${iso(now)}, ${rule.limit <= 1 ? lockEnd : null}, ${iso(now)}, ${iso(now)})
        ON CONFLICT ("key") DO UPDATE SET
          hits = ${hits},
          window_start = CASE WHEN ${expired} THEN ${iso(now)} ELSE auth_throttles.window_start END,
          locked_until = ${lock},
          updated_at = ${iso(now)}
        RETURNING hits, window_start, locked_until`,
  )
  const row = rows[0]
  if (!row) throw new Error(`auth_throttles: the upsert of ${key} returned nothing`)
  return { hits: Number(row.hits), windowStart: time(row.window_start), lockedUntil: time(row.locked_until) }
}

/** Deletes counters whose window and lock ended more than a day ago. */
export async function pruneThrottles(payload: Payload, now = Date.now()): Promise<void> {
  await inTransaction(payload, (run) => prune(run, now))
}

async function prune(run: Run, now: number): Promise<void> {
  const before = iso(now - PRUNE_AFTER_MS - REMINDER.windowMs)
  await run(
    sql`DELETE FROM auth_throttles WHERE window_start < ${before}
          AND (locked_until IS NULL OR locked_until < ${iso(now - PRUNE_AFTER_MS)})`,
  )
}

/** One transaction of counts, pruning old rows now and then. */
export async function counting<T>(payload: Payload, work: (run: Run, now: number) => Promise<T>): Promise<T> {
  return inTransaction(payload, async (run) => {
    const now = Date.now()
    const result = await work(run, now)
    if (Math.random() < PRUNE_CHANCE) await prune(run, now)
    return result
  })
}

export const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** Before checking a password. Refuses while the address, or the address+account pair, is locked. */
export async function checkSignIn(
  payload: Payload,
  who: { address: string; account: string },
): Promise<Verdict> {
  try {
    const now = Date.now()
    const locks = await read<{ locked_until: unknown }>(
      payload,
      sql`SELECT locked_until FROM auth_throttles
          WHERE "key" IN (${keys.signInAddress(who)}, ${keys.signInPair(who)})
            AND locked_until > ${iso(now)}`,
    )
    const until = Math.max(0, ...locks.map((row) => time(row.locked_until)))
    return until > now ? { allowed: false, retryAfterSeconds: seconds(until - now) } : { allowed: true }
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Sign-in counters unreadable: sign-in refused for now' })
    return { allowed: false, retryAfterSeconds: UNAVAILABLE_RETRY_S }
  }
}

/** After a wrong password (or an unknown account): counts for the pair and for the address. */
export async function recordSignInFailure(
  payload: Payload,
  who: { address: string; account: string },
): Promise<void> {
  try {
    await counting(payload, async (run, now) => {
      const { windowMs, lockMs } = SIGN_IN
      await hit(run, keys.signInPair(who), { windowMs, lockMs, limit: SIGN_IN.perPair }, now)
      await hit(run, keys.signInAddress(who), { windowMs, lockMs, limit: SIGN_IN.perAddress }, now)
    })
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'A failed sign-in could not be counted' })
  }
}

/** After a successful sign-in: forgets the pair's failures (not the address's). */
export async function clearSignInFailures(
  payload: Payload,
  who: { address: string; account: string },
): Promise<void> {
  try {
    await inTransaction(payload, (run) =>
      run(sql`DELETE FROM auth_throttles WHERE "key" = ${keys.signInPair(who)}`),
    )
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Sign-in failures could not be cleared' })
  }
}

/** Counts a reminder request and says whether it may send (per address and per account). */
export async function allowReminder(
  payload: Payload,
  who: { address: string; account: string },
): Promise<Verdict> {
  try {
    return await counting(payload, async (run, now) => {
      const { windowMs } = REMINDER
      const counts = [
        {
          ...(await hit(run, keys.reminderAddress(who), { windowMs, limit: REMINDER.perAddress }, now)),
          limit: REMINDER.perAddress,
        },
        {
          ...(await hit(run, keys.reminderAccount(who), { windowMs, limit: REMINDER.perAccount }, now)),
          limit: REMINDER.perAccount,
        },
      ]
      const over = counts.filter((count) => count.hits > count.limit)
      if (over.length === 0) return { allowed: true }
      const until = Math.max(...over.map((count) => count.windowStart + windowMs))
      return { allowed: false, retryAfterSeconds: seconds(until - now) }
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Reminder counters unavailable: no reminder sent' })
    return { allowed: false, retryAfterSeconds: UNAVAILABLE_RETRY_S }
  }
}
