// What the server benchmarks share (bench/run.ts, bench/owner.ts): child processes in their own
// process groups (stopped with everything they start), the import and the production server
// (scripts/import.ts, scripts/start.ts), a kept-alive request that reads Server-Timing, the
// printed summary of a scenario, and the resident memory of the server's process group.

import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'

import { processesOfGroup, residentKb, stopProcessGroup } from '../scripts/lib/processGroup'
import { serverTimingMs, summarize, type Summary } from './stats'

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * Asks for each page twice as a browser does (HTML, gzip), then leaves a second: the first answer
 * renders the page and the page cache keeps it, the second has it compressed in the background
 * (decisions 042, 045). A request that does not ask for HTML is never kept, so without this the
 * first measured answers of each page are renders. With several server processes on the port
 * (decision 049), each keeps its own pages: `processes` times as many requests, on new
 * connections, which the first process hands out in turn.
 */
export async function keepPages(origin: string, paths: readonly string[], processes = 1): Promise<void> {
  for (const path of paths)
    for (let i = 0; i < 2 * processes; i++) {
      const response = await fetch(new URL(path, origin), {
        headers: {
          accept: 'text/html',
          'accept-encoding': 'gzip, deflate, br',
          ...(processes > 1 ? { connection: 'close' } : {}),
        },
      })
      await response.arrayBuffer()
    }
  await new Promise((resolve) => setTimeout(resolve, 1_000))
}

export const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')

/** Throws once the run's deadline (a Date.now() value) has passed. */
export function checkDeadline(deadline: number, step: string): void {
  if (Date.now() > deadline) throw new Error(`--max-minutes reached during ${step}`)
}

/** Every process group launched here, so that a signal or a failure stops them all. */
const children: ChildProcess[] = []

/** Runs a command in its own process group (so it can be stopped with everything it starts). */
export function launch(
  command: string,
  argv: string[],
  env: Record<string, string>,
  logFile: string,
): ChildProcess {
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

/**
 * SIGTERM to the whole group, SIGKILL after 10 s; resolves once none of its processes is left,
 * even when the command launched (npm, tsx) has exited before what it started.
 */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid) await stopProcessGroup(child.pid)
}

/** Stops every group launched here, one after the other. */
export async function stopAll(): Promise<void> {
  for (const child of children) await stopGroup(child)
}

/** On Ctrl-C or SIGTERM: stop the groups, then exit 130. */
export function stopOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void Promise.all(children.map(stopGroup)).finally(() => process.exit(130))
    })
  }
}

export const tail = (file: string, lines = 30) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no output)'

/** Runs a command to its end (stopped at the deadline); throws with the log's tail unless it exits 0. */
export async function runToEnd(
  what: string,
  argv: string[],
  env: Record<string, string>,
  logFile: string,
  deadline: number,
): Promise<void> {
  const child = launch('npx', argv, env, logFile)
  const code = await new Promise<number | null>((resolve) => {
    const timer = setInterval(() => {
      if (Date.now() > deadline) void stopGroup(child)
    }, 1_000)
    child.once('exit', (exitCode) => {
      clearInterval(timer)
      resolve(exitCode)
    })
  })
  if (code !== 0) throw new Error(`${what} failed (exit ${code}):\n${tail(logFile)}`)
}

/** `scripts/import.ts <dir>` with this env; returns its wall time in ms. */
export async function importSnapshot(
  dir: string,
  env: Record<string, string>,
  logFile: string,
  deadline: number,
): Promise<number> {
  const started = performance.now()
  const argv = ['tsx', '--conditions=production', 'scripts/import.ts', dir]
  await runToEnd('the import', argv, env, logFile, deadline)
  return performance.now() - started
}

/** The import's summary lines (`properties  28 new, …`). */
export const importCounts = (logFile: string): string[] =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /^\s+\w+\s+\d+ new/.test(line))
    .map((line) => line.trim())

/**
 * `scripts/start.ts` (builds when the sources changed), then GET `${origin}/` until it answers 200.
 * Prints how long it took; throws with the log's tail if the server exits first.
 */
export async function startSite(options: {
  origin: string
  env: Record<string, string>
  logFile: string
  deadline: number
}): Promise<ChildProcess> {
  const { origin, env, logFile, deadline } = options
  const started = performance.now()
  const server = launch('npx', ['tsx', '--conditions=production', 'scripts/start.ts'], env, logFile)
  for (;;) {
    checkDeadline(deadline, 'the server start')
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

/** `cache` is the page cache's verdict (`X-Page-Cache: hit|miss`), null when the answer has none. */
export type Sample = {
  ms: number
  serverMs: number | null
  status: number
  bytes: number
  cache: string | null
}

export type Request = (pathAndQuery: string, headers?: Record<string, string>) => Promise<Sample>

// One connection kept open, as a browser keeps one to a site. The client is node:http rather than
// fetch: fetch decompressed and copied every page (over 100 KB), and the garbage made this process
// run a full collection about twice a second, whose concurrent marking took ~40 ms from the two
// cores the server also needs; 17 of the 19 slowest page requests of a 600-request run landed on
// one. Here the body is counted as it arrives (still compressed, as a browser receives it) and
// dropped, so the client stays out of the figures. A network error or a 30 s timeout counts as
// status 0 rather than ending the run; `headers` (a cookie) are sent besides Accept-Encoding.
export function client(origin: string): Request {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  return (pathAndQuery, headers = {}) => {
    const started = performance.now()
    return new Promise((resolve) => {
      const failed = () =>
        resolve({ ms: performance.now() - started, serverMs: null, status: 0, bytes: 0, cache: null })
      const req = http.get(
        origin + pathAndQuery,
        { agent, timeout: 30_000, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
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
              cache:
                typeof response.headers['x-page-cache'] === 'string'
                  ? response.headers['x-page-cache']
                  : null,
            })
          })
        },
      )
      req.on('timeout', () => req.destroy())
      req.on('error', failed)
    })
  }
}

const fmt = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1)).padStart(8)
const row = (label: string, s: Summary) =>
  `  ${label.padEnd(30)}${String(s.count).padStart(6)}${fmt(s.p50)}${fmt(s.p95)}${fmt(s.p99)}${fmt(s.max)}`

/** The header line of the table printSamples writes rows of. */
export const tableHead = () =>
  `  ${'scenario'.padEnd(30)}${'count'.padStart(6)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}`

/**
 * Prints a scenario's row: server time when every answer carried Server-Timing, else client time
 * on loopback; the verdict against the target p95; status counts and mean body size.
 */
export function printSamples(name: string, samples: readonly Sample[], targetP95: number): Summary {
  const statuses = new Map<number, number>()
  for (const s of samples) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1)
  const withTiming = samples.filter((s) => s.serverMs !== null)
  const server = withTiming.length === samples.length && samples.length > 0
  const summary = summarize(server ? withTiming.map((s) => s.serverMs!) : samples.map((s) => s.ms))
  const verdict = summary.p95 <= targetP95 ? 'within target' : 'OVER target'
  console.log(
    row(name, summary) +
      `   ${server ? 'Server-Timing' : 'client, loopback'}   target p95 <= ${targetP95} ms: ${verdict}`,
  )
  const kb = samples.reduce((sum, s) => sum + s.bytes, 0) / Math.max(1, samples.length) / 1024
  console.log(
    `  ${''.padEnd(30)}status ${[...statuses].map(([code, n]) => `${code}×${n}`).join(' ')}, mean body ${kb.toFixed(1)} KB as sent (compressed)`,
  )
  if (server)
    console.log(
      `  ${''.padEnd(30)}client-side on loopback: ${row('', summarize(samples.map((s) => s.ms))).trim()}`,
    )
  return summary
}

/** Resident memory of every process in the server's group (start.ts, npx, next start, next-server). */
export function memoryOf(groupId: number): string[] {
  const lines: string[] = []
  let total = 0
  for (const pid of processesOfGroup(groupId)) {
    const rssKb = residentKb(pid)
    let name: string
    try {
      name = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .filter(Boolean)
        .slice(0, 3)
        .join(' ')
        .slice(0, 60)
    } catch {
      continue // the process ended while being read
    }
    total += rssKb
    lines.push(`  pid ${String(pid).padEnd(8)}${(rssKb / 1024).toFixed(0).padStart(6)} MB  ${name}`)
  }
  lines.push(`  total${(total / 1024).toFixed(0).padStart(16)} MB`)
  return lines
}
