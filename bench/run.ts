// Server-side latency benchmark on a production server with a generated CRM snapshot.
// Builds and starts the site: run it only inside the shared lock.
//
//   flock /tmp/e2e.lock npx tsx bench/run.ts [--count 10000] [--requests 300] [--warmup 30] [--rounds 1]
//
// Steps: generate (or reuse) the snapshot in a temp folder, import it into a fresh DATA_DIR with
// scripts/import.ts (timed), start scripts/start.ts on 127.0.0.1:3300 (builds when sources
// changed), then for each scenario send sequential requests and print count, p50, p95, p99 and
// max in ms, and the server's resident memory. The server's process group is stopped in every case.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { prng } from '@fixtures/crm/prng'
import { DEFAULT_SEED, generateListings, generateSnapshot, validateSnapshot } from './generate'
import type { BenchListing } from './listing'
import { buildScenarios, type Scenario } from './scenarios'
import {
  checkDeadline as deadlineCheck,
  client,
  importCounts,
  importSnapshot,
  load,
  memoryOf,
  printSamples,
  type Sample,
  seconds,
  startSite,
  stopAll,
  stopOnSignals,
  tableHead,
} from './server'

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

const checkDeadline = (step: string) => deadlineCheck(deadline, step)
const request = client(origin)

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
  const ms = await importSnapshot(dir, env, logFile, deadline)
  console.log(`Import of ${count} properties (fr, nl, en): ${seconds(ms)} (scripts/import.ts, SQLite)`)
  for (const line of importCounts(logFile)) console.log(`  ${line}`)
}

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
  printSamples(scenario.name, samples, scenario.targetP95)
}

// A page as a browser asks for it (Accept: text/html) goes through the page cache (decision 042);
// the scenarios above ask without it, so they time the render alone. Here other list and detail
// URLs (drawn with another seed, so no data cache has seen most of them) are each asked once, as a
// first visitor would: only the answers the cache had to render (X-Page-Cache: miss) are counted,
// on the client's clock, as a miss includes the proxy's loopback request.
async function runMisses(scenario: Scenario): Promise<void> {
  const samples: Sample[] = []
  for (const url of new Set(scenario.urls)) {
    checkDeadline(`${scenario.name} through the page cache`)
    const sample = await request(url, { accept: 'text/html' })
    if (sample.cache === 'miss') samples.push(sample)
  }
  printSamples(
    `${scenario.name.split(' (')[0]}, cache miss`,
    samples.map((s) => ({ ...s, serverMs: null })),
    scenario.targetP95,
  )
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
    const server = await startSite({ origin, env, logFile: path.join(dataDir, 'server.log'), deadline })
    const scenarios = buildScenarios(listings, prng(seed ^ 0xbe7c4), { requests, warmup })
    console.log(
      `\nSequential requests to ${origin}, ${warmup} warm-up then ${requests} measured per scenario (ms):`,
    )
    console.log(tableHead())
    // Several rounds show how much of a p95 is the machine's noise (the same URLs each round).
    for (let round = 1; round <= rounds; round++) {
      if (rounds > 1) console.log(`round ${round} of ${rounds}, load average ${load()}`)
      for (const scenario of scenarios) await runScenario(scenario)
    }
    console.log(`Through the page cache, each URL once (first visits):`)
    const fresh = buildScenarios(listings, prng(seed ^ 0x5eed), { requests, warmup })
    for (const scenario of fresh.filter((s) => !s.name.startsWith('search'))) await runMisses(scenario)
    console.log(`\nServer resident memory (RSS from /proc) after the run:`)
    for (const line of memoryOf(server.pid!)) console.log(line)
    console.log(`Load average at the end: ${load()}`)
  } finally {
    await stopAll()
    if (args['keep-data'] || given) console.log(`Data kept in ${dataDir}`)
    else rmSync(dataDir, { recursive: true, force: true })
  }
}

stopOnSignals()

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
