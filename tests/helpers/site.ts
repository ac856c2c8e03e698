/**
 * A production server of the site for system tests and benchmarks: the build copied to a private
 * dist directory (a later rebuild by someone else cannot pull files from under it), a database
 * prepared by scripts/prepare.ts (migrations, seed, demo snapshot), and `next start` in a process
 * group of its own that can be stopped gently or killed with SIGKILL.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import path from 'node:path'

import { SERVER_MEMORY_ENV, SERVER_START_ARGS } from '../../scripts/lib/serverEnv'

/** The production build's folder, made by `npx tsx scripts/build.ts`. */
const BUILD = '.next'

/**
 * Copies the current build to a folder of its own and returns its path relative to the project
 * (NEXT_DIST_DIR). Next wants the dist dir inside the project: it is put under node_modules/.cache,
 * where neither the type check, the linters nor git look. The development server's files and the
 * build cache are not copied; symbolic links (Turbopack's external modules) become absolute.
 */
export function copyBuild(label: string): { distDir: string; remove: () => void } {
  if (!existsSync(path.join(BUILD, 'BUILD_ID')))
    throw new Error('no production build: run `npx tsx scripts/build.ts`')
  const parent = path.join('node_modules', '.cache', 'agency-system')
  mkdirSync(parent, { recursive: true })
  const distDir = path.join(parent, `${label}-${process.pid}-${randomBytes(3).toString('hex')}`)
  const skip = new Set([path.join(BUILD, 'dev'), path.join(BUILD, 'cache')])
  cpSync(BUILD, distDir, { recursive: true, filter: (source) => !skip.has(path.normalize(source)) })
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) }
}

/** Runs a command to its end without blocking this process (an SMTP server may run in it). */
export function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', args, { env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('close', (status) => resolve({ status, stdout, stderr }))
  })
}

/** Migrates and seeds the database of `env` (as `npm start` does before serving). */
export async function prepareDatabase(env: Record<string, string>): Promise<void> {
  const prepared = await run(['tsx', '--conditions=production', 'scripts/prepare.ts'], env)
  if (prepared.status !== 0) throw new Error(`prepare failed:\n${prepared.stdout}${prepared.stderr}`)
}

export type Site = {
  url: string
  port: number
  process: ChildProcess
  /** Everything the server printed. */
  output: string[]
  /** Stops the process group (SIGTERM, then SIGKILL after 5 s). */
  stop(): Promise<void>
  /** SIGKILL to the whole process group, at once: no shutdown hook runs. */
  kill(): Promise<void>
}

/**
 * Starts `next start` on 127.0.0.1:`port` and waits until /fr/ answers 200 to a request with
 * `readyHeaders`. The server runs as node directly (no npx in between) in a process group of its
 * own; `nodeArgs` go to that node (e.g. `--cpu-prof`).
 */
export async function startSite(
  port: number,
  env: Record<string, string>,
  { nodeArgs = [], readyHeaders = {} }: { nodeArgs?: string[]; readyHeaders?: Record<string, string> } = {},
): Promise<Site> {
  const output: string[] = []
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      path.resolve('node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
      ...SERVER_START_ARGS,
    ],
    {
      env: {
        ...SERVER_MEMORY_ENV,
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name)
    } catch {
      // already gone
    }
  }
  const site: Site = {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      signal('SIGTERM')
      const late = setTimeout(() => signal('SIGKILL'), 5_000)
      await exited
      clearTimeout(late)
    },
    async kill() {
      signal('SIGKILL')
      await exited
    },
  }
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break
    try {
      const response = await fetch(`${site.url}/fr/`, { headers: readyHeaders, redirect: 'manual' })
      if (response.status === 200) return site
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  await site.stop()
  throw new Error(`${site.url} did not start:\n${output.join('')}`)
}

/** A TCP port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Runs `work` on every item with at most `limit` at a time; results in the items' order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
