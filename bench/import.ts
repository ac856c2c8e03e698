// CRM import benchmark: wall time, write-transaction time and peak memory of scripts/import.ts.
// Needs no lock (it starts no server), but it loads both cores: run it alone.
//
//   npx tsx bench/import.ts [--count 10000] [--seed 20261120] [--snapshot DIR] [--database-url postgres://…]
//
// Generates the snapshot into $TMPDIR/agency-bench-crm-<count>-<seed>/ (reused when the count and
// seed match; --snapshot takes any folder instead), then imports it into a fresh database: a new
// temporary SQLite file, or with --database-url a new database created on that PostgreSQL server
// (dropped afterwards). The import runs as one Node process (node --import tsx, without the tsx
// wrapper process) whose /proc/<pid>/status is read every 100 ms: VmHWM is its peak resident memory.

import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'

import { DEFAULT_SEED, generateSnapshot } from './generate'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    snapshot: { type: 'string' },
    'database-url': { type: 'string' },
  },
})
const count = Number(args.count)
const seed = Number(args.seed)
if (!Number.isInteger(count) || count < 1 || count > 100_000) throw new Error('--count must be 1 … 100000')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`

async function snapshotDir(): Promise<string> {
  if (args.snapshot) return path.resolve(args.snapshot)
  const dir = path.join(os.tmpdir(), `agency-bench-crm-${count}-${seed}`)
  const stampFile = path.join(dir, 'bench-stamp.txt')
  const stamp = `count=${count} seed=${seed}`
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return dir
  const started = performance.now()
  await generateSnapshot({ count, seed, outDir: dir })
  writeFileSync(stampFile, stamp)
  console.log(`Generated ${count} listings in ${dir} in ${seconds(performance.now() - started)}`)
  return dir
}

/** A new, empty database on the given PostgreSQL server, and how to drop it. */
async function postgresDatabase(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `agency_bench_import_${Date.now()}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

function status(pid: number): { rss: number; hwm: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0)
    return { rss: field('VmRSS'), hwm: field('VmHWM') }
  } catch {
    return null // it has exited
  }
}

type Run = { code: number | null; wallMs: number; peakKb: number; output: string[]; marks: string[] }

/** Runs the import, sampling its memory; `marks` are its phase lines with the RSS at that moment. */
function runImport(dir: string, env: Record<string, string>): Promise<Run> {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', 'scripts/import.ts', dir],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const run: Run = { code: null, wallMs: 0, peakKb: 0, output: [], marks: [] }
  const sample = () => {
    const now = child.pid ? status(child.pid) : null
    if (now) run.peakKb = Math.max(run.peakKb, now.hwm)
    return now
  }
  const timer = setInterval(sample, 100)
  let pending = ''
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8')
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      run.output.push(line)
      if (/Writing to the database|write transaction|Import finished/.test(line)) {
        const now = sample()
        run.marks.push(
          `${seconds(performance.now() - started).padStart(7)}  RSS ${now ? mb(now.rss) : '?'}  ${line}`,
        )
      }
    }
  })
  child.stderr.on('data', (chunk: Buffer) => run.output.push(...chunk.toString('utf8').split('\n')))
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearInterval(timer)
      run.code = code
      run.wallMs = performance.now() - started
      resolve(run)
    })
  })
}

async function main(): Promise<void> {
  const dir = await snapshotDir()
  const base = args['database-url']
  const database = base ? await postgresDatabase(base) : null
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-import-'))
  console.log(
    `Import benchmark: ${dir} into a fresh ${database ? 'PostgreSQL' : 'SQLite'} database, ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(2)}`,
  )
  try {
    const run = await runImport(dir, {
      // As in production (otherwise Payload's start spawns `generate:types`, which competes for
      // the two cores while the import runs), with the settings production requires.
      NODE_ENV: 'production',
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: 'http://127.0.0.1:9',
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
    })
    for (const mark of run.marks) console.log(mark)
    if (run.code !== 0)
      throw new Error(`the import failed (exit ${run.code}):\n${run.output.slice(-30).join('\n')}`)
    const transaction = run.output.find((line) => line.includes('write transaction')) ?? ''
    console.log(
      `\n  wall time            ${seconds(run.wallMs)} (process start to exit, including Payload's start)`,
    )
    console.log(
      `  ${transaction.replace(/^Prepared in (\S+ s); write transaction (\S+ s)\.$/, 'preparation          $1\n  write transaction    $2')}`,
    )
    console.log(`  peak RSS             ${mb(run.peakKb)} (VmHWM of the import process)`)
    for (const line of run.output) if (/^\s+\w+\s+\d+ new/.test(line)) console.log(`  ${line.trim()}`)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await database?.drop()
  }
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
