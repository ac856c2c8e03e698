// Admin saves and logins while a CRM import runs on SQLite: how long the staff wait, and whether
// any of them fails. No server and no build: the saves go through Payload's Local API in this
// process, the import runs as `npm run import` does, in a process of its own on the same file.
//
//   npx tsx --conditions=production bench/contention.ts [--count 2000] [--every 100]

import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { DEFAULT_SEED, generateSnapshot } from './generate'
import { summarize } from './stats'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    every: { type: 'string', default: '100' },
  },
})
const count = Number(args.count)
const everyMs = Number(args.every)

const scratch = mkdtempSync(path.join(os.tmpdir(), 'agency-contention-'))
const snapshot = path.join(os.tmpdir(), `agency-bench-crm-${count}-${DEFAULT_SEED}`)
process.env.DATABASE_URL = `file:${path.join(scratch, 'agency.db')}`
process.env.DATA_DIR = scratch

try {
  if (!existsSync(path.join(snapshot, 'manifest.json'))) {
    await generateSnapshot({ count, seed: DEFAULT_SEED, outDir: snapshot })
  }
  // Loaded after DATABASE_URL is set: the config reads it once.
  const [{ default: config }, { getPayload }, { migrate }, { closePayload }] = await Promise.all([
    import('../src/payload.config'),
    import('payload'),
    import('../src/db/migrations'),
    import('../src/db/close'),
  ])
  const payload = await getPayload({ config })
  await migrate(payload)
  const admin = { email: 'bench@example.be', password: 'a-long-enough-password-1' }
  await payload.create({ collection: 'users', data: admin as never })

  const started = Date.now()
  const child = spawn('npx', ['tsx', '--conditions=production', 'scripts/import.ts', snapshot], {
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  let running = true
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running = false
      resolve(code)
    }),
  )
  const saves: number[] = []
  const logins: number[] = []
  let failures = 0
  for (let i = 0; running; i++) {
    const t0 = performance.now()
    try {
      if (i % 4 === 3) await payload.login({ collection: 'users', data: admin })
      else
        await payload.updateGlobal({
          slug: 'site-settings',
          data: { agency: { name: `Agency ${i}` } } as never,
          depth: 0,
        })
    } catch (error) {
      failures += 1
      console.error(`failed: ${(error as Error).message}`)
    }
    ;(i % 4 === 3 ? logins : saves).push(performance.now() - t0)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  const code = await exited
  const row = (name: string, values: number[]) => {
    const s = summarize(values)
    console.log(
      `${name.padEnd(7)} n=${s.count}  p50 ${s.p50.toFixed(0)} ms  p95 ${s.p95.toFixed(0)} ms  max ${s.max.toFixed(0)} ms`,
    )
  }
  console.log(
    `\nimport of ${count} listings: exit ${code}, ${((Date.now() - started) / 1000).toFixed(1)} s wall`,
  )
  row('saves', saves)
  row('logins', logins)
  console.log(`failed: ${failures}`)
  await closePayload(payload)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
process.exit(0)
