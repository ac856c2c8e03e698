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
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { copyBuild } from '../helpers/site'
import { type SmtpServer, startSmtpServer } from '../helpers/smtp'
import { fuzzCase } from './leads/fuzz'
import { ensureBuild, type Server, startServer } from './leads/server'

describe('visitor forms on a production server, fuzzed (SQLite)', () => {
  let smtp: SmtpServer
  let server: Server
  let dist: { distDir: string; remove: () => void }
  let scratch = ''

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'agency-leads-fuzz-'))
    ensureBuild()
    dist = copyBuild('leads-fuzz')
    smtp = await startSmtpServer()
    server = await startServer(smtp, scratch, dist.distDir, `file:${path.join(scratch, 'agency.db')}`)
  }, 900_000)

  afterAll(async () => {
    await server?.site.stop()
    await server?.db.close()
    await smtp?.stop()
    dist?.remove()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it('c. fuzz: ≥ 10,000 generated submissions over every form, no 5xx, only the valid ones stored', async () => {
    await fuzzCase(server, 'sqlite')
  }, 600_000)
})
