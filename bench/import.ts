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

import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { postgresDatabase } from './database'
import { cachedSnapshot, DEFAULT_SEED } from './generate'
import { mb, runSampled, seconds } from './process'

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

async function main(): Promise<void> {
  const dir = args.snapshot ? path.resolve(args.snapshot) : await cachedSnapshot(count, seed)
  const base = args['database-url']
  const database = base ? await postgresDatabase(base) : null
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-import-'))
  console.log(
    `Import benchmark: ${dir} into a fresh ${database ? 'PostgreSQL' : 'SQLite'} database, ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(2)}`,
  )
  try {
    const run = await runSampled(
      ['scripts/import.ts', dir],
      /Writing to the database|write transaction|Import finished/,
      {
        // As in production (otherwise Payload's start spawns `generate:types`, which competes for
        // the two cores while the import runs), with the settings production requires.
        NODE_ENV: 'production',
        PAYLOAD_SECRET: randomBytes(32).toString('hex'),
        SITE_URL: 'http://127.0.0.1:9',
        SMTP_URL: 'smtp://127.0.0.1:9',
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
      },
    )
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
    console.log(
      `  peak RssAnon         ${mb(run.peakAnonKb)} (its own memory, without the mapped database file)`,
    )
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
