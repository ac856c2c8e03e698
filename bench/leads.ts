// Visitor forms on a production server (issue 15): how fast a submission is stored, and how fast
// the outbox sends a backlog of mails.
//
//   npx tsx bench/leads.ts [--rate 20] [--seconds 30] [--backlog 500] [--transport nojs|js]
//                          [--database-url postgres://…] [--skip-sqlite] [--skip-build]
//
// Builds when the sources changed (scripts/build.ts, locked), copies the build to a private folder,
// prepares a fresh database (SQLite in a temporary DATA_DIR; with --database-url, or
// BENCH_DATABASE_URL / TEST_DATABASE_URL in the environment, also a new PostgreSQL database on that
// server, dropped afterwards), starts `next start` with its mails going to an SMTP server in this
// process, then for each database:
//
// 1. Submissions: a site-contact form posted the way a browser without JavaScript does (page read
//    first, token 3 s old, no captcha: the 'review' path, one mail to the agency), open-loop at a
//    steady --rate per second for --seconds: each is sent at its scheduled time whatever the
//    previous ones are doing, and its time runs from that scheduled time to the 303. Prints p50,
//    p95, p99 and max, the server's CPU over the run, and how long the outbox took to send the
//    run's mails after the last answer. Target: p95 ≤ 100 ms at 20/s.
// 2. Outbox drain: with the SMTP server down, --backlog leads are stored (one mail each, every
//    attempt failing at once); the server comes back and the time until the last of those mails is
//    delivered is measured. Prints mails per second, from the server's return and from the first
//    delivery.
//
// Host facts (CPUs, model, Node, load average) are printed first: the figures depend on them.

import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import pg from 'pg'

import {
  fill,
  loadForm,
  type PageForm,
  submitJs,
  submitNoJs,
  waitForToken,
} from '../tests/helpers/leadClient'
import { openLeadsDb } from '../tests/helpers/leadsDb'
import { copyBuild, freePort, mapLimit, prepareDatabase, run, sleep, startSite } from '../tests/helpers/site'
import { startSmtpServer } from '../tests/helpers/smtp'
import { summarize } from './stats'

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '30' },
    backlog: { type: 'string', default: '500' },
    transport: { type: 'string', default: 'nojs' },
    'database-url': { type: 'string' },
    'skip-sqlite': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
})
const rate = Number(args.rate)
const seconds = Number(args.seconds)
const backlog = Number(args.backlog)
const transport = args.transport === 'js' ? 'js' : 'nojs'
const postgresUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
for (const [name, value, max] of [
  ['rate', rate, 500],
  ['seconds', seconds, 600],
  ['backlog', backlog, 20_000],
] as const) {
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new Error(`--${name} must be a number 0 … ${max}`)
}

const out = (line = '') => process.stdout.write(`${line}\n`)
const ms = (value: number) => `${value.toFixed(0)} ms`
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')
const range = (n: number) => Array.from({ length: n }, (_, i) => i)
const RUN = randomBytes(3).toString('hex')

/** utime + stime of a process in ms (Linux /proc), or null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/** Resident memory of a process in MB (Linux /proc), or null. */
function rssMb(pid: number | undefined): number | null {
  if (!pid) return null
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : null
  } catch {
    return null
  }
}

/** Messages received for the visitors of `prefix` (the agency's mail answers to the visitor). */
const countFor = (messages: { replyTo: string | null }[], prefix: string) =>
  messages.filter((m) => m.replyTo?.startsWith(`${prefix}.${RUN}.`)).length

/** Waits until `count` mails of `prefix` arrived; false after `timeoutMs`. */
async function deliveredAll(
  messages: { replyTo: string | null }[],
  prefix: string,
  count: number,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (countFor(messages, prefix) >= count) return true
    await sleep(10)
  }
  return false
}

const visitor = (prefix: string, i: number) => ({
  title: 'ms',
  firstName: 'Élise',
  lastName: `Bench ${i}`,
  email: `${prefix}.${RUN}.${i}@example.be`,
  phone: '0470 12 34 56',
  message: `Bonjour, je voudrais visiter ce bien (${prefix} ${i}).`,
})

async function benchDatabase(label: string, databaseUrl: string, distDir: string): Promise<void> {
  const smtp = await startSmtpServer()
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-leads-'))
  const port = await freePort()
  const env = {
    DATA_DIR: scratch,
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: distDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    // Failed sends come back quickly, so the backlog is due as soon as the server is back.
    MAIL_RETRY_BASE_MS: '200',
    // As behind one proxy: each request's X-Forwarded-For is its own client, so the per-address
    // budget of the forms (src/auth/rateBudget.ts) does not cut the benchmark's volume short.
    TRUSTED_PROXY_HOPS: '1',
  }
  out(`\n== ${label} ==`)
  const prepared = Date.now()
  await prepareDatabase(env)
  out(`database prepared in ${((Date.now() - prepared) / 1000).toFixed(1)} s`)
  const site = await startSite(port, env)
  const db = await openLeadsDb(databaseUrl)
  try {
    const base = site.url
    const page = '/fr/contact/'
    const submit = (form: PageForm, values: Record<string, string>) =>
      transport === 'js'
        ? submitJs(form.url, form.actionId!, fill(form, values))
        : submitNoJs(form.url, fill(form, values))

    // Warm-up: every code path of a stored submission runs once before the measure.
    const warm = await mapLimit(range(20), 2, () => loadForm(base, page, 'site-contact'))
    await waitForToken(warm.at(-1)!)
    for (const [i, form] of warm.entries()) await submit(form, visitor('warm', i))

    // 1. Steady rate, open loop.
    const total = Math.round(rate * seconds)
    const loadedAt = Date.now()
    const forms = await mapLimit(range(total), 4, () => loadForm(base, page, 'site-contact'))
    out(
      `${total} form pages read in ${((Date.now() - loadedAt) / 1000).toFixed(1)} s (before the measure, not in it)`,
    )
    await waitForToken(forms.at(-1)!)
    await sleep(1_000)
    const pid = site.process.pid
    const cpuBefore = cpuMs(pid)
    // This process's own stalls (the SMTP server parsing mails runs here too) would count in every
    // time measured: its event-loop delay is printed with the figures.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 })
    loopDelay.enable()
    const wallStart = Date.now() + 50
    const start = performance.now() + 50
    const latencies: number[] = []
    const timeline: { at: number; ms: number }[] = []
    const failures: string[] = []
    await Promise.all(
      forms.map(async (form, i) => {
        const due = start + (i * 1000) / rate
        await sleep(Math.max(0, due - performance.now()))
        try {
          const answer = await submit(form, visitor('steady', i))
          if (answer.stored && answer.thankYou) {
            latencies.push(performance.now() - due)
            timeline.push({ at: due - start, ms: performance.now() - due })
          } else failures.push(String(answer.status))
        } catch (error) {
          failures.push((error as Error).message)
        }
      }),
    )
    const runMs = performance.now() - start
    loopDelay.disable()
    const cpuAfter = cpuMs(pid)
    const s = summarize(latencies)
    out(
      `submissions (${transport === 'js' ? 'JS action request' : 'no-JS form post'}, site-contact, review path): ` +
        `${total} at ${rate}/s over ${(runMs / 1000).toFixed(1)} s, ${failures.length} failed${failures.length ? ` (${[...new Set(failures)].join(', ')})` : ''}`,
    )
    out(
      `  time to the ${transport === 'js' ? 'redirect' : '303'}: p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}` +
        `   (target p95 ≤ 100 ms: ${s.p95 <= 100 ? 'met' : 'NOT met'})`,
    )
    // When the slow ones were sent: a pattern (every 5 s: the jobs queue's tick) points at a cause.
    const slowest = [...timeline].sort((a, b) => b.ms - a.ms).slice(0, 8)
    const clock = (at: number) => new Date(wallStart + at).toISOString().slice(11, 22)
    out(
      `  slowest: ${slowest.map((t) => `${ms(t.ms)} at ${(t.at / 1000).toFixed(2)} s (${clock(t.at)})`).join(', ')}`,
    )
    out(
      `  this process's event-loop delay: p99 ${ms(loopDelay.percentile(99) / 1e6)}, max ${ms(loopDelay.max / 1e6)} ` +
        `(a stall here delays the answers it measures)`,
    )
    if (cpuBefore !== null && cpuAfter !== null) {
      const used = cpuAfter - cpuBefore
      out(
        `  server CPU: ${(used / 1000).toFixed(1)} s over ${(runMs / 1000).toFixed(1)} s (${((100 * used) / runMs).toFixed(0)} % of one core, ` +
          `${(used / total).toFixed(0)} ms a submission incl. its mail), RSS ${rssMb(pid)?.toFixed(0)} MB`,
      )
    }
    const logged = site.output.join('')
    const count = (pattern: RegExp) => logged.match(pattern)?.length ?? 0
    out(
      `  server log: ${count(/outbox will try again/g)} request drains failed (${count(/database is locked|SQLITE_BUSY/g)} "database is locked"), ` +
        `${count(/could not be stored/g)} submissions not stored`,
    )
    const sentDuring = countFor(smtp.messages, 'steady')
    const settled = performance.now()
    const allSent = await deliveredAll(smtp.messages, 'steady', total - failures.length, 300_000)
    const jobs = await db.query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM payload_jobs WHERE task_slug = 'drainOutbox'",
    )
    out(
      `  mails: ${sentDuring} of ${total} delivered during the run, the rest ${allSent ? '' : 'NOT ALL '}${ms(performance.now() - settled)} after it; ` +
        `drainOutbox jobs still queued: ${Number(jobs[0]?.n)} (one is queued per lead)`,
    )

    // 2. Outbox drain after a backlog.
    await smtp.down('refuse')
    const backlogForms = await mapLimit(range(Math.min(backlog, 100)), 4, () =>
      loadForm(base, page, 'site-contact'),
    )
    await waitForToken(backlogForms.at(-1)!)
    const stored = Date.now()
    const answers = await mapLimit(range(backlog), 4, (i) =>
      submitNoJs(
        backlogForms[i % backlogForms.length]!.url,
        fill(backlogForms[i % backlogForms.length]!, visitor('backlog', i)),
      ),
    )
    const notStored = answers.filter((a) => !a.thankYou).length
    // Every mail failed at least once (or is waiting): the backlog is made.
    await sleep(3_000)
    const waiting = await db.query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM mails m JOIN leads l ON l.id = m.lead_id WHERE l.email LIKE ? AND m.status <> 'sent'`,
      [`backlog.${RUN}.%`],
    )
    out(
      `outbox: ${backlog} leads stored with the SMTP server down in ${((Date.now() - stored) / 1000).toFixed(1)} s ` +
        `(${notStored} not stored); ${Number(waiting[0]?.n)} mails waiting`,
    )
    const cpuDrain = cpuMs(pid)
    await smtp.up()
    const upAt = performance.now()
    let firstAt = 0
    const watcher = setInterval(() => {
      if (!firstAt && countFor(smtp.messages, 'backlog') > 0) firstAt = performance.now()
    }, 5)
    const complete = await deliveredAll(smtp.messages, 'backlog', Number(waiting[0]?.n), 600_000)
    clearInterval(watcher)
    if (!complete) out('outbox drain: NOT all mails delivered within 10 minutes')
    const doneAt = performance.now()
    const drained = Number(waiting[0]?.n)
    const cpuDrainUsed = (cpuMs(pid) ?? 0) - (cpuDrain ?? 0)
    out(
      `outbox drain: ${drained} mails in ${((doneAt - upAt) / 1000).toFixed(1)} s from the server's return ` +
        `(${((drained / (doneAt - upAt)) * 1000).toFixed(1)} mails/s); first delivery after ${ms(firstAt - upAt)}, ` +
        `then ${((drained / (doneAt - firstAt)) * 1000).toFixed(1)} mails/s; server CPU ${(cpuDrainUsed / drained).toFixed(1)} ms a mail`,
    )
  } finally {
    await site.stop()
    await db.close()
    await smtp.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
}

async function withPostgres(baseUrl: string, work: (url: string) => Promise<void>): Promise<void> {
  const name = `agency_bench_leads_${RUN}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  try {
    const url = new URL(baseUrl)
    url.pathname = `/${name}`
    await work(url.toString())
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}

const cpus = os.cpus()
out(
  `Leads benchmark: ${cpus.length} CPUs (${cpus[0]?.model.trim()}), Node ${process.version}, ` +
    `load average ${load()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`,
)
if (!args['skip-build']) {
  const built = await run(['tsx', 'scripts/build.ts'], {})
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}${built.stderr}`)
}
// Right after the build: a later rebuild cannot change the files under the server.
const dist = copyBuild('bench-leads')
try {
  if (!args['skip-sqlite']) {
    const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-leads-db-'))
    try {
      await benchDatabase('SQLite', `file:${path.join(sqliteDir, 'agency.db')}`, dist.distDir)
    } finally {
      rmSync(sqliteDir, { recursive: true, force: true })
    }
  }
  if (postgresUrl) await withPostgres(postgresUrl, (url) => benchDatabase('PostgreSQL', url, dist.distDir))
  else out('\n(PostgreSQL skipped: no --database-url, BENCH_DATABASE_URL or TEST_DATABASE_URL)')
  out(`\nload average after: ${load()}`)
} finally {
  dist.remove()
}
process.exit(0)
