// Live CRM sync benchmark (issue 21): a full sync of a generated catalogue from the local
// Omnicasa-compatible server into an empty database, then an incremental sync after 100 listings
// changed in the CRM. Each sync is `npm run sync` in a process of its own, whose peak memory is read
// (peak RSS includes the mapped pages of the SQLite file; RssAnon is the process's own memory).
// Targets: full sync of 10,000 listings ≤ 5 minutes with peak RSS ≤ 1 GB; 100 changes ≤ 10 s.
//
//   npx tsx bench/crmSync.ts [--count 10000] [--changes 100] [--seed 20261120] [--database-url postgres://…]
//
// The server runs in this process, so its memory is not counted. Loads both cores: run it alone.

import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { CUSTOMER, FakeOmnicasa } from '../tests/helpers/omnicasaServer'
import { postgresDatabase } from './database'
import { cachedSnapshot, DEFAULT_SEED } from './generate'
import { mb, runSampled, seconds } from './process'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    changes: { type: 'string', default: '100' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    'database-url': { type: 'string' },
  },
})
const count = Number(args.count)
const changes = Number(args.changes)

async function main(): Promise<void> {
  const dir = await cachedSnapshot(count, Number(args.seed))
  const base = args['database-url']
  const database = base ? await postgresDatabase(base) : null
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-sync-'))
  const crm = await FakeOmnicasa.start({ snapshotDir: dir })
  console.log(
    `CRM sync benchmark: ${count} listings into ${database ? 'PostgreSQL' : 'SQLite'}, ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(2)}`,
  )
  const env = {
    NODE_ENV: 'production',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: 'http://127.0.0.1:9',
    SMTP_URL: 'smtp://127.0.0.1:9',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    CRM_SOURCE: 'omnicasa',
    OMNICASA_BASE_URL: crm.url,
    OMNICASA_CUSTOMER_NAME: CUSTOMER.name,
    OMNICASA_CUSTOMER_PASSWORD: CUSTOMER.password,
  }
  const rows: string[][] = []
  const sync = async (label: string, flags: string[]) => {
    const calls = crm.calls.length
    const run = await runSampled(['scripts/sync.ts', ...flags], /Synced in/, env)
    if (run.code !== 0)
      throw new Error(`${label} failed (exit ${run.code}):\n${run.output.slice(-30).join('\n')}`)
    const took = /Synced in (\S+) s/.exec(run.output.join('\n'))?.[1] ?? '?'
    rows.push([
      label,
      `${took} s`,
      seconds(run.wallMs),
      String(crm.calls.length - calls),
      mb(run.peakKb),
      mb(run.peakAnonKb),
    ])
    for (const line of run.output)
      if (/^\s+properties\s/.test(line)) console.log(`  ${label}: ${line.trim()}`)
  }
  try {
    await sync('full sync into an empty database', ['--full'])
    const ids = [...crm.listings.get('fr')!.keys()]
    for (let i = 0; i < changes; i++) {
      const id = ids[Math.floor((i * ids.length) / changes)]!
      crm.changeListing(id, (record) => ({ ...record, Price: Number(record.Price) + 1_000 }))
    }
    await sync(`${changes} listings changed`, [])
    await sync('nothing changed', [])
    const header = ['sync', 'sync itself', 'wall (with start)', 'calls', 'peak RSS', 'peak RssAnon']
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
    for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
  } finally {
    await crm.stop()
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
