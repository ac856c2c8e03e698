/** The production server of the leads system test, and the small helpers its cases share. */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'

import { type LeadsDb, openLeadsDb } from '../../helpers/leadsDb'
import { freePort, prepareDatabase, type Site, sleep, startSite } from '../../helpers/site'
import type { SmtpServer } from '../../helpers/smtp'

/** This run's mark in every e-mail address, so that the cases' leads are told apart. */
export const RUN = randomBytes(3).toString('hex')
export const CONTACT_PAGE = '/fr/contact/'
export const range = (n: number) => Array.from({ length: n }, (_, i) => i)
export const log = (...parts: unknown[]) => process.stdout.write(`${parts.join(' ')}\n`)

/** The production build, made (or found up to date) by the shared, locked build script. */
export function ensureBuild(): void {
  if (process.env.LEADS_SKIP_BUILD === '1') return
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env: process.env })
  if (built.status !== 0) throw new Error('the production build failed (npx tsx scripts/build.ts)')
}

export type Server = {
  site: Site
  port: number
  env: Record<string, string>
  db: LeadsDb
  restart(): Promise<void>
}

/** A prepared database and a production server on it, its mails to `smtp`. */
export async function startServer(
  smtp: SmtpServer,
  scratch: string,
  distDir: string,
  databaseUrl: string,
): Promise<Server> {
  const port = await freePort()
  const env = {
    DATA_DIR: scratch,
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: distDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    MAIL_RETRY_BASE_MS: '300',
    OUTBOX_SWEEP_CRON: '*/2 * * * * *',
    // As behind one proxy: each request's X-Forwarded-For is its own client (tests/helpers/leadClient.ts).
    TRUSTED_PROXY_HOPS: '1',
  }
  const started = Date.now()
  await prepareDatabase(env)
  log(`database prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const server: Server = {
    site: await startSite(port, env),
    port,
    env,
    db: await openLeadsDb(databaseUrl),
    async restart() {
      server.site = await startSite(port, env)
    },
  }
  return server
}

/** The visitor of case `i` of a run: a valid site-contact answer, unique by its e-mail. */
export function contactVisitor(prefix: string, i: number) {
  return {
    title: (['mr', 'ms', 'miss'] as const)[i % 3],
    firstName: 'Élise',
    lastName: `Test ${i}`,
    email: `${prefix}.${RUN}.${i}@example.be`,
    phone: '0470 12 34 56',
    message: `Bonjour, ${prefix} ${RUN} ${i}: je voudrais visiter.`,
  }
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await sleep(200)
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

export function describeJob(job: { id: number; meta: string | null } | null): string {
  if (!job) return 'no outbox job was running'
  return `while outbox job ${job.id}${String(job.meta ?? '').includes('scheduled') ? ' (the scheduled sweep)' : ''} was running`
}

export function summarize(values: string[]): string {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].map(([value, n]) => `${value} ×${n}`).join(', ') || 'none'
}
