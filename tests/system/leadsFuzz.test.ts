/**
 * Case c of the visitor forms on a production server (issue 15; leads.test.ts has cases a and b):
 * ≥ 10,000 generated submissions, bad and good, over every form: no 5xx, nothing stored from a bad
 * one, every good one stored (tests/helpers/leadFuzz/; the seed is printed for a replay). A file
 * and a server of its own, so that it runs beside the other system files.
 *
 *   npx vitest run --project system tests/system/leadsFuzz.test.ts
 *
 * Environment: LEADS_FUZZ_SEED (replay), LEADS_FUZZ_COUNT (default 10000), LEADS_FUZZ_ONLY
 * (a comma-separated list of case indexes to replay alone), LEADS_SKIP_BUILD=1 (use .next as it is).
 */
import { describe, it } from 'vitest'

import { fuzzCase } from './leads/fuzz'
import { sqliteServer } from './leads/sqliteServer'

describe('visitor forms on a production server, fuzzed (SQLite)', () => {
  const site = sqliteServer('leads-fuzz')

  it('c. fuzz: ≥ 10,000 generated submissions over every form, no 5xx, only the valid ones stored', async () => {
    await fuzzCase(site.server, 'sqlite')
  }, 600_000)
})
