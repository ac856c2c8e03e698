/**
 * Throughput of the production server under load (issue 19), with autocannon:
 *
 * 1. **Pages against a static file.** For the home, a list with a query string, a property, a
 *    project and a content page: 50 connections for 20 s on the page, then on the same bytes
 *    served as a file from `public/` by the same `next start` in the same run. Printed: both
 *    rates, their ratio, p99 and errors. Target: every page at ≥ 0.5 of its file's rate, p99 ≤
 *    100 ms.
 * 2. **A mixed load** at a steady rate (default 300 requests/s for 60 s, evenly spaced arrivals): 80 % kept pages, 15 %
 *    list queries no one asked before (cache misses), 5 % search box calls. Target: p99 < 250 ms,
 *    no error. With `--search-rate`, steps of 15 s at rising rates then print the highest that
 *    held p99 < 250 ms without error.
 *
 *   npx tsx bench/throughput.ts [--port 3400] [--duration 20] [--connections 50]
 *                               [--rate 300] [--mixed-duration 60] [--search-rate] [--data-dir DIR]
 *                               [--mixed-only] [--processes 1]
 *
 * It prepares a demo site in a temporary DATA_DIR (or uses `--data-dir`), builds when the sources
 * changed, starts `next start` once to read the pages, writes their bytes under
 * `public/bench-throughput/`, starts it again (Next lists `public/` when it starts) and removes the
 * files at the end. Run it on an otherwise idle machine: the client and the server share the CPUs.
 * `--processes N` serves with N server processes on the port (`WEB_CONCURRENCY`, decision 049).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

import { SERVER_MEMORY_ENV } from '../scripts/lib/serverEnv'
import { keepPages, launch, load, runToEnd, stopAll, stopGroup, stopOnSignals } from './server'
import { steadyLoad } from './steadyLoad'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3400' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    rate: { type: 'string', default: '300' },
    'mixed-duration': { type: 'string', default: '60' },
    'search-rate': { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'mixed-only': { type: 'boolean', default: false },
    processes: { type: 'string', default: '1' },
  },
})
const port = Number(args.port)
const origin = `http://127.0.0.1:${port}`
const duration = Number(args.duration)
const connections = Number(args.connections)
const staticDir = path.join('public', 'bench-throughput')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'agency-throughput-'))
const dataDir = args['data-dir'] ?? path.join(scratch, 'data')
const deadline = Date.now() + 60 * 60_000
const env: Record<string, string> = {
  ...SERVER_MEMORY_ENV,
  DATA_DIR: dataDir,
  AGENCY_DEMO: '1',
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(port),
  WEB_CONCURRENCY: args.processes,
}
// Each server process keeps its own pages (decision 049): each must be asked for each page.
const processes = Number(args.processes)
// What a browser sends: the figures count the compressed bytes a visitor receives.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }

async function startServer(log: string) {
  const server = launch(
    'npx',
    ['tsx', '--conditions=production', 'scripts/serve.ts'],
    env,
    path.join(scratch, log),
  )
  for (;;) {
    if (Date.now() > deadline) throw new Error('the server did not start')
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`)
    try {
      const response = await fetch(`${origin}/fr/`, { signal: AbortSignal.timeout(10_000) })
      await response.arrayBuffer()
      if (response.ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** The first link of a list page to a detail, as a visitor would click it. */
async function firstLink(listPath: string): Promise<string> {
  const html = await (await fetch(origin + listPath)).text()
  const href = [...html.matchAll(/href="(\/fr\/[^"?#]*\d+\/)"/g)][0]?.[1]
  if (!href) throw new Error(`no detail link on ${listPath}`)
  return href
}

type Figures = { rate: number; p50: number; p99: number; errors: number; non2xx: number; kb: number }

/** autocannon with what a browser sends; the figures printed of its result. */
async function cannon(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ headers: BROWSER, ...options })
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    kb: result.throughput.average / Math.max(1, result.requests.average) / 1024,
  }
}

const hammer = (url: string) => cannon({ url, connections, duration })

const pad = (value: string | number, width: number) => String(value).padStart(width)

async function pagesAgainstFiles(pages: Record<string, string>) {
  console.log(
    `\n1. ${connections} connections, ${processes} server process(es), ${duration} s each (load average ${load()})`,
  )
  console.log(
    `  ${'page'.padEnd(44)}${pad('req/s', 9)}${pad('file req/s', 12)}${pad('ratio', 7)}${pad('p99 ms', 8)}${pad('file p99', 10)}${pad('KB', 6)}${pad('errors', 8)}`,
  )
  for (const [name, pagePath] of Object.entries(pages)) {
    const page = await hammer(origin + pagePath)
    const file = await hammer(`${origin}/bench-throughput/${name}.html`)
    console.log(
      `  ${`${name} ${pagePath}`.slice(0, 43).padEnd(44)}${pad(page.rate.toFixed(0), 9)}${pad(file.rate.toFixed(0), 12)}${pad((page.rate / file.rate).toFixed(2), 7)}${pad(page.p99, 8)}${pad(file.p99, 10)}${pad(page.kb.toFixed(1), 6)}${pad(page.errors + page.non2xx, 8)}`,
    )
  }
}

/** 80 % kept pages, 15 % list queries never asked before, 5 % search box calls. */
function mixedPaths(pages: string[]): () => string {
  let miss = 0
  const towns = ['Gand|9000', 'Namur|5000', 'Liège|4000', 'Bruges|8000', 'Mons|7000', 'Wavre|1300']
  const words = ['gand', 'nam', 'maison', 'appart', '49', 'brux', 'li', 'villa']
  return () => {
    const draw = Math.random()
    if (draw < 0.8) return pages[Math.floor(Math.random() * pages.length)] ?? '/fr/'
    if (draw < 0.95) {
      miss += 1
      const town = towns[miss % towns.length] ?? ''
      const max = 150_000 + miss * 1_000
      return `/fr/a-vendre/?city=${encodeURIComponent(town)}&max=${max}`
    }
    const word = words[Math.floor(Math.random() * words.length)] ?? ''
    return `/suggest/?q=${encodeURIComponent(word)}&locale=fr`
  }
}

/**
 * What a server that has run a while has in memory besides its kept pages: the data a list query
 * and the search box read (built by each process on its first such request). A few list queries
 * the mixed load never asks, and search box calls, on new connections so that every server
 * process gets some; without them the first seconds of the mixed load measured each process's
 * start (p99 1.4 s at 150 requests/s with two processes, against 75 ms once warm).
 */
async function warmData() {
  for (let i = 0; i < 4 * processes; i++) {
    for (const pathAndQuery of [
      `/fr/a-vendre/?city=${encodeURIComponent('Bruxelles|1000')}&max=${90_000 + i}`,
      `/fr/a-louer/?max=${1_000 + i}`,
      `/suggest/?q=${['wav', 'bru', 'nam', 'gan'][i % 4]}&locale=fr`,
    ]) {
      const response = await fetch(origin + pathAndQuery, { headers: { ...BROWSER, connection: 'close' } })
      await response.arrayBuffer()
    }
  }
}

// Evenly spaced arrivals (bench/steadyLoad.ts), not autocannon's bursts.
const mixedLoad = (pages: string[], rate: number, seconds: number) =>
  steadyLoad(origin, mixedPaths(pages), rate, seconds, BROWSER)

async function main() {
  stopOnSignals()
  mkdirSync(scratch, { recursive: true })
  if (!args['data-dir']) {
    console.log(`Preparing a demo site in ${dataDir}…`)
    await runToEnd(
      'prepare',
      ['tsx', '--conditions=production', 'scripts/prepare.ts'],
      env,
      path.join(scratch, 'prepare.log'),
      deadline,
    )
  }
  await runToEnd('build', ['tsx', 'scripts/build.ts'], env, path.join(scratch, 'build.log'), deadline)

  let server = await startServer('first.log')
  const pages: Record<string, string> = {
    home: '/fr/',
    list: '/fr/a-vendre/?sort=price-asc&view=list',
    property: await firstLink('/fr/a-vendre/'),
    project: await firstLink('/fr/projets-neufs/'),
    content: '/fr/qui-suis-je/',
  }
  mkdirSync(staticDir, { recursive: true })
  for (const [name, pagePath] of Object.entries(pages)) {
    const response = await fetch(origin + pagePath)
    writeFileSync(path.join(staticDir, `${name}.html`), Buffer.from(await response.arrayBuffer()))
  }
  await stopGroup(server)
  server = await startServer('second.log')
  // Every page kept and compressed before the load.
  await keepPages(origin, Object.values(pages), processes)
  await warmData()

  if (!args['mixed-only']) await pagesAgainstFiles(pages)

  const rate = Number(args.rate)
  const seconds = Number(args['mixed-duration'])
  const mixed = await mixedLoad(Object.values(pages), rate, seconds)
  console.log(
    `\n2. Mixed load at ${rate} requests/s for ${seconds} s (80 % kept pages, 15 % new list queries, 5 % search box):` +
      ` ${mixed.rate.toFixed(0)} req/s served, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, ${mixed.errors} errors, ${mixed.non2xx} non-2xx` +
      ` (target p99 < 250 ms, no error: ${mixed.p99 < 250 && mixed.errors + mixed.non2xx === 0 ? 'met' : 'NOT met'})`,
  )
  if (args['search-rate']) {
    let best = 0
    for (const step of [50, 100, 150, 200, 250, 300, 400, 600, 800, 1_000]) {
      // The load before may have left requests queued: each step starts on an idle server.
      await new Promise((resolve) => setTimeout(resolve, 15_000))
      const figures = await mixedLoad(Object.values(pages), step, 15)
      const held = figures.p99 < 250 && figures.errors + figures.non2xx === 0 && figures.rate >= step * 0.95
      console.log(
        `   ${pad(step, 5)} req/s asked: ${figures.rate.toFixed(0)} served, p99 ${figures.p99} ms, ${held ? 'held' : 'not held'}`,
      )
      if (!held) break
      best = step
    }
    console.log(`   highest steady rate holding p99 < 250 ms: ${best} requests/s`)
  }
  await stopGroup(server)
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(async () => {
    await stopAll()
    rmSync(staticDir, { recursive: true, force: true })
    rmSync(scratch, { recursive: true, force: true })
  })
