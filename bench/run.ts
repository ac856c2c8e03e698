// Server-side latency benchmark on a production server with a generated CRM snapshot.
// Builds and starts the site: run it only inside the shared lock.
//
//   flock /tmp/e2e.lock npx tsx bench/run.ts [--count 10000] [--requests 300] [--warmup 30] [--rounds 1]
//
// Steps: generate (or reuse) the snapshot in a temp folder, import it into a fresh DATA_DIR with
// scripts/import.ts (timed), start scripts/start.ts on 127.0.0.1:3300 (builds when sources
// changed), then for each scenario send sequential requests and print count, p50, p95, p99 and
// max in ms, and the server's resident memory. The server's process group is stopped in every case.

import { type ChildProcess, spawn } from 'node:child_process'
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { prng } from '@fixtures/crm/prng'
import { DEFAULT_SEED, generateListings, generateSnapshot, validateSnapshot } from './generate'
import type { BenchListing } from './listing'
import { buildScenarios, type Scenario } from './scenarios'
import { serverTimingMs, summarize, type Summary } from './stats'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    snapshot: { type: 'string' },
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '1' },
    port: { type: 'string', default: '3300' },
    'max-minutes': { type: 'string', default: '150' },
    'keep-data': { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
})
const count = Number(args.count)
const seed = Number(args.seed)
const requests = Number(args.requests)
const warmup = Number(args.warmup)
const rounds = Number(args.rounds)
const port = Number(args.port)
const origin = `http://127.0.0.1:${port}`
// Bounded: the whole run (generation, import, build, start, requests) stops at this deadline.
const deadline = Date.now() + Number(args['max-minutes']) * 60_000
for (const [name, value, max] of [
  ['count', count, 100_000],
  ['requests', requests, 10_000],
  ['warmup', warmup, 1_000],
  ['rounds', rounds, 20],
] as const) {
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`--${name} must be an integer 0 … ${max}`)
}

const children: ChildProcess[] = []
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')

function checkDeadline(step: string): void {
  if (Date.now() > deadline) throw new Error(`--max-minutes reached during ${step}`)
}

/** Runs a command in its own process group (so it can be stopped with everything it starts). */
function launch(command: string, argv: string[], env: Record<string, string>, logFile: string): ChildProcess {
  const child = spawn(command, argv, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const log = createWriteStream(logFile)
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  children.push(child)
  return child
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref())
  if ((await Promise.race([exited, timer])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

const tail = (file: string, lines = 30) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no output)'

async function snapshotDir(): Promise<{ dir: string; listings: BenchListing[] }> {
  if (args.snapshot) {
    const dir = path.resolve(args.snapshot)
    await validateSnapshot(dir)
    // The scenarios need the ids and towns; they come from the same seed and count.
    return { dir, listings: generateListings(count, seed) }
  }
  const dir = path.join(os.tmpdir(), `agency-bench-crm-${count}-${seed}`)
  const stampFile = path.join(dir, 'bench-stamp.txt')
  const stamp = `count=${count} seed=${seed}`
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    const started = performance.now()
    await validateSnapshot(dir)
    console.log(`Reusing the snapshot in ${dir} (validated in ${seconds(performance.now() - started)})`)
    return { dir, listings: generateListings(count, seed) }
  }
  const started = performance.now()
  const generated = await generateSnapshot({ count, seed, outDir: dir })
  await validateSnapshot(dir)
  writeFileSync(stampFile, stamp)
  console.log(`Generated ${count} properties in ${dir} in ${seconds(performance.now() - started)}`)
  return generated
}

async function importInto(dataDir: string, dir: string, env: Record<string, string>): Promise<void> {
  const logFile = path.join(dataDir, 'import.log')
  const started = performance.now()
  const child = launch('npx', ['tsx', '--conditions=production', 'scripts/import.ts', dir], env, logFile)
  const code = await new Promise<number | null>((resolve) => {
    const timer = setInterval(() => {
      if (Date.now() > deadline) void stopGroup(child)
    }, 1_000)
    child.once('exit', (exitCode) => {
      clearInterval(timer)
      resolve(exitCode)
    })
  })
  if (code !== 0) throw new Error(`the import failed (exit ${code}):\n${tail(logFile)}`)
  console.log(
    `Import of ${count} properties (fr, nl, en): ${seconds(performance.now() - started)} (scripts/import.ts, SQLite)`,
  )
  for (const line of readFileSync(logFile, 'utf8').split('\n'))
    if (/^\s+\w+\s+\d+ new/.test(line)) console.log(`  ${line.trim()}`)
}

async function startServer(dataDir: string, env: Record<string, string>): Promise<ChildProcess> {
  const logFile = path.join(dataDir, 'server.log')
  const started = performance.now()
  const server = launch('npx', ['tsx', '--conditions=production', 'scripts/start.ts'], env, logFile)
  for (;;) {
    checkDeadline('the server start')
    if (server.exitCode !== null)
      throw new Error(`the server exited with ${server.exitCode}:\n${tail(logFile)}`)
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) })
      await response.arrayBuffer()
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  const built = /Building the site/.test(readFileSync(logFile, 'utf8'))
  console.log(
    `Server answered on ${origin} after ${seconds(performance.now() - started)}${built ? ' (including a build)' : ''}`,
  )
  return server
}

type Sample = { ms: number; serverMs: number | null; status: number; bytes: number }

// One connection kept open, as a browser keeps one to a site. The client is node:http rather than
// fetch: fetch decompressed and copied every page (over 100 KB), and the garbage made this process
// run a full collection about twice a second, whose concurrent marking took ~40 ms from the two
// cores the server also needs; 17 of the 19 slowest page requests of a 600-request run landed on
// one. Here the body is counted as it arrives (still compressed, as a browser receives it) and
// dropped, so the client stays out of the figures.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

/** One request; a network error or a 30 s timeout counts as status 0 rather than ending the run. */
function request(pathAndQuery: string): Promise<Sample> {
  const started = performance.now()
  return new Promise((resolve) => {
    const failed = () => resolve({ ms: performance.now() - started, serverMs: null, status: 0, bytes: 0 })
    const req = http.get(
      origin + pathAndQuery,
      { agent, timeout: 30_000, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length
        })
        response.on('error', failed)
        response.on('end', () => {
          const timing = response.headers['server-timing']
          resolve({
            ms: performance.now() - started,
            serverMs: serverTimingMs(Array.isArray(timing) ? timing.join(', ') : (timing ?? null)),
            status: response.statusCode ?? 0,
            bytes,
          })
        })
      },
    )
    req.on('timeout', () => req.destroy())
    req.on('error', failed)
  })
}

const fmt = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1)).padStart(8)
const row = (label: string, s: Summary) =>
  `  ${label.padEnd(30)}${String(s.count).padStart(6)}${fmt(s.p50)}${fmt(s.p95)}${fmt(s.p99)}${fmt(s.max)}`

async function runScenario(scenario: Scenario): Promise<void> {
  for (const url of scenario.warmup) {
    checkDeadline(`the ${scenario.name} warm-up`)
    await request(url)
  }
  const samples: Sample[] = []
  for (const url of scenario.urls) {
    checkDeadline(scenario.name)
    samples.push(await request(url))
  }
  const statuses = new Map<number, number>()
  for (const s of samples) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1)
  const withTiming = samples.filter((s) => s.serverMs !== null)
  const server = withTiming.length === samples.length && samples.length > 0
  const summary = summarize(server ? withTiming.map((s) => s.serverMs!) : samples.map((s) => s.ms))
  const verdict = summary.p95 <= scenario.targetP95 ? 'within target' : 'OVER target'
  console.log(
    row(scenario.name, summary) +
      `   ${server ? 'Server-Timing' : 'client, loopback'}   target p95 <= ${scenario.targetP95} ms: ${verdict}`,
  )
  const kb = samples.reduce((sum, s) => sum + s.bytes, 0) / Math.max(1, samples.length) / 1024
  console.log(
    `  ${''.padEnd(30)}status ${[...statuses].map(([code, n]) => `${code}×${n}`).join(' ')}, mean body ${kb.toFixed(1)} KB as sent (compressed)`,
  )
  if (server)
    console.log(
      `  ${''.padEnd(30)}client-side on loopback: ${row('', summarize(samples.map((s) => s.ms))).trim()}`,
    )
}

/** Resident memory of every process in the server's group (start.ts, npx, next start, next-server). */
function memoryOf(groupId: number): string[] {
  const lines: string[] = []
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== groupId) continue
      const rssKb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0)
      const name = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
        .split('\0')
        .filter(Boolean)
        .slice(0, 3)
        .join(' ')
        .slice(0, 60)
      total += rssKb
      lines.push(`  pid ${entry.padEnd(8)}${(rssKb / 1024).toFixed(0).padStart(6)} MB  ${name}`)
    } catch {
      // the process ended while being read
    }
  }
  lines.push(`  total${(total / 1024).toFixed(0).padStart(16)} MB`)
  return lines
}

async function main(): Promise<void> {
  console.log(
    `Benchmark: ${count} properties, seed ${seed}, ${os.cpus().length} CPUs, Node ${process.version}, load average ${load()}`,
  )
  const { dir, listings } = await snapshotDir()
  checkDeadline('the snapshot')
  // --data-dir reuses a folder the same snapshot was already imported into (by this script with
  // --keep-data, or by scripts/import.ts): a 10,000-property import is long, the requests do not change it.
  const given = args['data-dir'] ? path.resolve(args['data-dir']) : null
  const dataDir = given ?? mkdtempSync(path.join(os.tmpdir(), 'agency-bench-data-'))
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    CRM_SNAPSHOT_DIR: dir,
    DATABASE_URL: '',
    PAYLOAD_SECRET: '',
  }
  try {
    if (given && existsSync(path.join(given, 'agency.db')))
      console.log(`Reusing the database in ${given} (no import)`)
    else await importInto(dataDir, dir, env)
    const server = await startServer(dataDir, env)
    const scenarios = buildScenarios(listings, prng(seed ^ 0xbe7c4), { requests, warmup })
    console.log(
      `\nSequential requests to ${origin}, ${warmup} warm-up then ${requests} measured per scenario (ms):`,
    )
    console.log(
      `  ${'scenario'.padEnd(30)}${'count'.padStart(6)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}`,
    )
    // Several rounds show how much of a p95 is the machine's noise (the same URLs each round).
    for (let round = 1; round <= rounds; round++) {
      if (rounds > 1) console.log(`round ${round} of ${rounds}, load average ${load()}`)
      for (const scenario of scenarios) await runScenario(scenario)
    }
    console.log(`\nServer resident memory (RSS from /proc) after the run:`)
    for (const line of memoryOf(server.pid!)) console.log(line)
    console.log(`Load average at the end: ${load()}`)
  } finally {
    for (const child of children) await stopGroup(child)
    if (args['keep-data'] || given) console.log(`Data kept in ${dataDir}`)
    else rmSync(dataDir, { recursive: true, force: true })
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all(children.map(stopGroup)).finally(() => process.exit(130))
  })
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
