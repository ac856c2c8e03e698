// The owner portal dashboard's server time (issue 17): an owner with 10 properties and two years of
// daily statistics, signed in, on a production server. Builds and starts the site: run it only
// inside the shared lock.
//
//   flock /tmp/e2e.lock npx tsx bench/owner.ts [--requests 200] [--warmup 20] [--port 3320] [--keep-data]
//
// Steps: copy data/crm into a temp folder and give Isabelle Dumont (20417) 10 listings, 730 days of
// visits from 5 sources each and about 300 communications (bench/ownerSnapshot.ts); import it into
// a fresh DATA_DIR with scripts/import.ts; give her a password and a session token
// (bench/ownerSession.ts, same DATA_DIR and PAYLOAD_SECRET as the server); start scripts/start.ts
// (builds when sources changed); check that /fr/login/ with her `owner-session` cookie shows her
// dashboard; then per scenario a warm-up and sequential measured requests, printed as count, p50,
// p95, p99, max. The server's process group is stopped and the temp folder removed in every case.

import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { OWNER_EMAIL, OWNER_PROPERTIES, STATISTICS_DAYS, writeOwnerSnapshot } from './ownerSnapshot'
import {
  checkDeadline,
  client,
  importCounts,
  importSnapshot,
  load,
  memoryOf,
  printSamples,
  runToEnd,
  type Sample,
  seconds,
  startSite,
  stopAll,
  stopOnSignals,
  tableHead,
} from './server'

const TARGET_P95_MS = 100

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    port: { type: 'string', default: '3320' },
    'max-minutes': { type: 'string', default: '60' },
    'keep-data': { type: 'boolean', default: false },
  },
})
const requests = Number(args.requests)
const warmup = Number(args.warmup)
const port = Number(args.port)
const origin = `http://127.0.0.1:${port}`
// Bounded: the whole run (snapshot, import, build, start, requests) stops at this deadline.
const deadline = Date.now() + Number(args['max-minutes']) * 60_000
for (const [name, value, max] of [
  ['requests', requests, 10_000],
  ['warmup', warmup, 1_000],
  ['port', port, 65_535],
] as const) {
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`--${name} must be an integer 0 … ${max}`)
}

const request = client(origin)

/** Gives the owner a password and returns the token of a new session (bench/ownerSession.ts). */
async function ownerToken(dataDir: string, env: Record<string, string>): Promise<string> {
  const logFile = path.join(dataDir, 'session.log')
  const argv = ['tsx', '--conditions=production', 'bench/ownerSession.ts', OWNER_EMAIL]
  await runToEnd('the owner session', argv, { ...env, NODE_ENV: 'production' }, logFile, deadline)
  const token = /^TOKEN (\S+)$/m.exec(readFileSync(logFile, 'utf8'))?.[1]
  if (!token) throw new Error(`bench/ownerSession.ts printed no token (see ${logFile})`)
  return token
}

/** Fails loudly unless the cookie opens her dashboard with her 10 properties (and no cookie does not). */
async function checkDashboard(cookie: string, historyUrl: string): Promise<void> {
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(origin + url, { headers, signal: AbortSignal.timeout(60_000) })
    return { status: response.status, html: await response.text() }
  }
  const signedIn = await page('/fr/login/', { cookie })
  const cards = new Set(
    [...signedIn.html.matchAll(/\?property=(\d+)#owner-figures/g)].map((m) => Number(m[1])),
  )
  const missing = OWNER_PROPERTIES.filter((id) => !cards.has(id))
  if (signedIn.status !== 200 || !signedIn.html.includes('id="owner-figures"') || missing.length > 0)
    throw new Error(
      `/fr/login/ with the owner's cookie is not her dashboard: status ${signedIn.status}, ` +
        `${cards.size} property cards, missing ${missing.join(', ') || 'none'}`,
    )
  const signedOut = await page('/fr/login/')
  if (signedOut.html.includes('id="owner-figures"'))
    throw new Error('/fr/login/ without a cookie shows a dashboard')
  const history = await page(historyUrl, { cookie })
  if (history.status !== 200 || !history.html.includes('id="owner-history"'))
    throw new Error(`${historyUrl} answered ${history.status} without the history`)
  console.log(
    `Checked: /fr/login/ with the cookie is her dashboard (${cards.size} property cards, ` +
      `${(signedIn.html.length / 1024).toFixed(0)} KB of HTML); without it, the sign-in form`,
  )
}

/** The scenario's row; returns the client time of its first warm-up request (a cold path shows there). */
async function runScenario(name: string, url: string, cookie: string): Promise<number | null> {
  let first: number | null = null
  for (let i = 0; i < warmup; i++) {
    checkDeadline(deadline, `the ${name} warm-up`)
    const sample = await request(url, { cookie })
    first ??= sample.ms
  }
  const samples: Sample[] = []
  for (let i = 0; i < requests; i++) {
    checkDeadline(deadline, name)
    samples.push(await request(url, { cookie }))
  }
  printSamples(name, samples, TARGET_P95_MS)
  return first
}

async function main(): Promise<void> {
  console.log(
    `Owner portal benchmark: ${os.cpus().length} CPUs, Node ${process.version}, load average ${load()}`,
  )
  const root = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-owner-'))
  const crmDir = path.join(root, 'crm')
  const dataDir = path.join(root, 'data')
  mkdirSync(dataDir)
  // The demo's own choice (src/env.ts) would be a secret generated into DATA_DIR; given here, the
  // session script and the server are sure to sign and check with the same one.
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    CRM_SNAPSHOT_DIR: crmDir,
    DATABASE_URL: '',
    AGENCY_DEMO: '1',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: '',
  }
  try {
    let started = performance.now()
    const { snapshotDate, viewings } = await writeOwnerSnapshot(path.resolve('data/crm'), crmDir)
    console.log(
      `Snapshot: ${OWNER_EMAIL} with ${OWNER_PROPERTIES.length} properties, ${STATISTICS_DAYS} days up to ` +
        `${snapshotDate} × 5 sources, 300 communications; written and validated in ${seconds(performance.now() - started)}`,
    )
    const importLog = path.join(dataDir, 'import.log')
    const importMs = await importSnapshot(crmDir, env, importLog, deadline)
    console.log(`Import: ${seconds(importMs)} (scripts/import.ts, SQLite)`)
    for (const line of importCounts(importLog)) console.log(`  ${line}`)
    started = performance.now()
    const cookie = `owner-session=${await ownerToken(dataDir, env)}`
    console.log(`Password and session token: ${seconds(performance.now() - started)} (bench/ownerSession.ts)`)

    const server = await startSite({ origin, env, logFile: path.join(dataDir, 'server.log'), deadline })
    // The property with the most viewings, so that the `visit` tab has a second page.
    const property = [...viewings].sort((a, b) => b[1] - a[1])[0]?.[0] ?? OWNER_PROPERTIES[0]!
    const scenarios: [string, string][] = [
      ['overview', '/fr/login/'],
      ['one property', `/fr/login/?property=${property}`],
      ['history visit, page 2', `/fr/login/?property=${property}&history=visit&page=2`],
    ]
    await checkDashboard(cookie, scenarios[2]![1])
    console.log(`\nServer resident memory (RSS from /proc) before the requests:`)
    for (const line of memoryOf(server.pid!)) console.log(line)

    console.log(
      `\nSequential requests to ${origin} with her cookie, ${warmup} warm-up then ${requests} measured per scenario (ms); ` +
        `property ${property} (${viewings.get(property) ?? 0} viewings); load average ${load()}:`,
    )
    console.log(tableHead())
    const firsts: string[] = []
    for (const [name, url] of scenarios) {
      const first = await runScenario(name, url, cookie)
      if (first !== null) firsts.push(`${name} ${first.toFixed(0)} ms`)
    }
    if (firsts.length) console.log(`First warm-up request (client time): ${firsts.join(', ')}`)

    console.log(`\nServer resident memory (RSS from /proc) after the run:`)
    for (const line of memoryOf(server.pid!)) console.log(line)
    console.log(`Load average at the end: ${load()}`)
  } finally {
    await stopAll()
    if (args['keep-data']) console.log(`Data kept in ${root}`)
    else rmSync(root, { recursive: true, force: true })
  }
}

stopOnSignals()

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
