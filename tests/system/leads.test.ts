/**
 * Visitor forms against a production server (issue 15; docs/decisions/022-leads-and-outbox.md):
 *
 * a. the mail server down while 50 leads arrive, then back: every visitor gets the thank-you
 *    page, every lead is stored, and each of its mails is delivered exactly once afterwards;
 * b. `kill -9` of the server in the middle of a burst of 200 submissions: every submission that
 *    got its thank-you page is stored once, and its mails go out after the restart;
 * c. ≥ 10,000 generated submissions, bad and good, over every form: no 5xx, nothing stored from a
 *    bad one, every good one stored (tests/helpers/leadFuzz/; the seed is printed for a replay):
 *    leadsFuzz.test.ts, on a server of its own, so that it runs beside the other cases.
 *
 * The server is `next start` on a private copy of the build (tests/helpers/site.ts), on SQLite in a
 * temporary DATA_DIR prepared by scripts/prepare.ts; mails go to a real SMTP server in this process
 * (tests/helpers/smtp.ts). Stored leads are read from the database file directly. Case a on
 * PostgreSQL is in leadsPostgres.test.ts.
 *
 *   npx vitest run --project system tests/system/leads.test.ts
 *
 * Environment: LEADS_SKIP_BUILD=1 (use .next as it is).
 */
import { describe, expect, it } from 'vitest'

import { killCase } from './leads/kill'
import { outageCase } from './leads/outage'
import { log, waitUntil } from './leads/server'
import { sqliteServer } from './leads/sqliteServer'

describe('visitor forms on a production server (SQLite)', () => {
  const site = sqliteServer('leads')

  /** Set by case b, awaited by its last part (once the killed process's claims expire). */
  let killedBurstMails: Promise<string> | null = null
  let staleAtKill: number[] = []

  it('a. SMTP down while 50 leads arrive: all thanked and stored, 100 mails delivered once when it is back', async () => {
    await outageCase(site.server, site.smtp, 'sqlite')
  }, 240_000)

  it('b. kill -9 during a burst of 200: every thanked submission is stored once; mails go out after the restart', async () => {
    const kill = await killCase(site.server, site.smtp)
    killedBurstMails = kill.mails
    staleAtKill = kill.staleAtKill
  }, 240_000)

  it('b (end). every mail of the leads stored before the kill is delivered after the restart', async () => {
    expect(killedBurstMails, 'case b ran').not.toBeNull()
    log(`kill: ${await killedBurstMails}`)
    // Jobs the killed process left running were released and run again (or are no longer there).
    if (staleAtKill.length > 0) {
      const { db } = site.server
      await waitUntil(
        async () => {
          const still = await db.query<{ id: number }>(
            `SELECT id FROM payload_jobs WHERE processing = ? AND id IN (${staleAtKill.map(Number).join(',')})`,
            [db.kind === 'sqlite' ? 1 : 'true'],
          )
          return still.length === 0
        },
        200_000,
        'the jobs left "processing" by the killed process to be released',
      )
      log(`kill: jobs left "processing" released: ${staleAtKill.join(', ')}`)
    }
  }, 500_000)
})
