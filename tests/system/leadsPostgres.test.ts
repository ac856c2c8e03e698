/**
 * Visitor forms against a production server on PostgreSQL (issue 15; docs/decisions/022): case a
 * of leads.test.ts (the mail server down while 50 leads arrive) on a fresh PostgreSQL database, and
 * case c (the fuzz) when asked with LEADS_PG_FUZZ=1. A file of its own, so that it runs beside the
 * SQLite cases.
 *
 *   TEST_DATABASE_URL=postgres://… npx vitest run --project system tests/system/leadsPostgres.test.ts
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { copyBuild } from '../helpers/site'
import { type SmtpServer, startSmtpServer } from '../helpers/smtp'
import { fuzzCase } from './leads/fuzz'
import { outageCase } from './leads/outage'
import { ensureBuild, RUN, type Server, startServer } from './leads/server'

describe.runIf(process.env.TEST_DATABASE_URL)('visitor forms on a production server (PostgreSQL)', () => {
  let smtp: SmtpServer
  let server: Server
  let dist: { distDir: string; remove: () => void }
  let drop: () => Promise<void> = async () => undefined
  let scratch = ''

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'agency-leads-pg-'))
    ensureBuild()
    dist = copyBuild('leads-pg')
    smtp = await startSmtpServer()
    const name = `agency_leads_${RUN}`
    await admin(`CREATE DATABASE ${name}`)
    drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    const url = new URL(process.env.TEST_DATABASE_URL as string)
    url.pathname = `/${name}`
    server = await startServer(smtp, scratch, dist.distDir, url.toString())
  }, 900_000)

  afterAll(async () => {
    await server?.site.stop()
    await server?.db.close()
    await smtp?.stop()
    await drop()
    dist?.remove()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it('a. SMTP down while 50 leads arrive: all thanked and stored, 100 mails delivered once when it is back', async () => {
    await outageCase(server, smtp, 'postgres')
  }, 240_000)

  // Only when asked (LEADS_PG_FUZZ=1): two more minutes.
  it.runIf(process.env.LEADS_PG_FUZZ === '1')(
    'c. fuzz on PostgreSQL',
    async () => {
      await fuzzCase(server, 'postgres')
    },
    600_000,
  )
})
