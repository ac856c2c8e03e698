/** The SQLite production server of a leads system test file, started before its tests. */
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'

import { copyBuild } from '../../helpers/site'
import { type SmtpServer, startSmtpServer } from '../../helpers/smtp'
import { ensureBuild, log, type Server, startServer } from './server'

/**
 * Registers the file's hooks: before its tests, a private copy of the build, an SMTP server and a
 * production server on a fresh SQLite database in a temporary DATA_DIR; after them, all stopped
 * and removed. The getters are for the tests (set once the hooks have run).
 */
export function sqliteServer(label: string): { readonly server: Server; readonly smtp: SmtpServer } {
  let smtp: SmtpServer | undefined
  let server: Server | undefined
  let dist: { distDir: string; remove: () => void } | undefined
  let scratch = ''

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), `agency-${label}-`))
    ensureBuild()
    // Right after the build: a rebuild by someone else cannot change the files under the server.
    dist = copyBuild(label)
    smtp = await startSmtpServer()
    server = await startServer(smtp, scratch, dist.distDir, `file:${path.join(scratch, 'agency.db')}`)
    log(`[${label}] server on ${server.site.url}, DATA_DIR ${scratch}, ${availableParallelism()} CPUs`)
  }, 900_000)

  afterAll(async () => {
    await server?.site.stop()
    await server?.db.close()
    await smtp?.stop()
    dist?.remove()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`${label}: the server has not started`)
    return value
  }
  return {
    get server() {
      return started(server)
    },
    get smtp() {
      return started(smtp)
    },
  }
}
