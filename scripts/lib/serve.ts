/**
 * Runs the production server: `next start`, once or as several processes sharing one port
 * (docs/decisions/049-server-processes.md). Used by `npm start` (scripts/start.ts) and by
 * `scripts/serve.ts`, which the benchmarks launch.
 *
 * One Node.js process renders on one CPU. A cache miss costs a render of 25–30 ms of CPU, most
 * of it in Next.js's renderer (issue 19's notes), so one process cannot render more than 35–40
 * pages a second whatever the host. `WEB_CONCURRENCY` processes (Node's cluster: the first process
 * accepts connections and hands them out in turn) use that many CPUs on one address; they share
 * the database, and each hears the others' changes through the change signal (docs/decisions/019),
 * as separate instances do.
 */
import { spawn } from 'node:child_process'
import cluster, { type Worker } from 'node:cluster'
import { createRequire } from 'node:module'
import os from 'node:os'

import { SERVER_MEMORY_ENV, SERVER_START_ARGS } from './serverEnv'

/**
 * The number of server processes `WEB_CONCURRENCY` asks for (the name Heroku, Render and others
 * set): a whole number from 1 to 64, or `auto` for one per CPU; 1 when unset.
 */
export function serverProcesses(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1
  if (value.trim() === 'auto') return os.availableParallelism()
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(
      `WEB_CONCURRENCY must be a whole number from 1 to 64, or "auto" for one process per CPU (it is "${value}").`,
    )
  return count
}

/**
 * Serves on `port` with `processes` server processes, and ends this process with them: on SIGINT
 * or SIGTERM every server process gets the signal, and this one exits once they have. With
 * several, one that ends on its own after it was listening is replaced; one that ends before
 * stops them all, with its exit code (a server that cannot start will not start again).
 */
export function serve(port: string, processes: number): void {
  const env = {
    ...SERVER_MEMORY_ENV,
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production' as const,
  }
  const next = createRequire(import.meta.url).resolve('next/dist/bin/next')
  const args = ['start', '-p', port, ...SERVER_START_ARGS]

  if (processes === 1) {
    const server = spawn(process.execPath, [next, ...args], { stdio: 'inherit', env })
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
    server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
    return
  }

  // The server processes run Next's command itself, without this process's loader (tsx).
  cluster.setupPrimary({ exec: next, args, execArgv: [] })
  // The first process runs the job queues; the others leave them to it (RUN_JOBS=false): on
  // SQLite, queues polled by several processes at the same second met each other's write lock
  // (SQLITE_BUSY on Payload's jobs statistics, which no retry covers).
  const started = new Map<Worker, { listening: boolean; jobs: boolean }>()
  let stopping = false
  const fork = (jobs: boolean) => {
    const worker = cluster.fork({ ...env, RUN_JOBS: String(jobs) })
    started.set(worker, { listening: false, jobs })
    worker.once('listening', () => started.set(worker, { listening: true, jobs }))
  }
  const stop = (signal: NodeJS.Signals, code: number) => {
    stopping = true
    process.exitCode = code
    for (const worker of started.keys()) worker.process.kill(signal)
  }
  cluster.on('exit', (worker, code, signal) => {
    const { listening = false, jobs = false } = started.get(worker) ?? {}
    started.delete(worker)
    if (stopping) {
      if (started.size === 0) process.exit()
    } else if (!listening) {
      console.error(`A server process ended before it served (${signal ?? `exit code ${code}`}): stopping.`)
      stop('SIGTERM', code || 1)
      if (started.size === 0) process.exit()
    } else {
      console.error(`A server process ended (${signal ?? `exit code ${code}`}): starting another.`)
      fork(jobs)
    }
  })
  for (let i = 0; i < processes; i++) fork(i === 0)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal, 0))
}
