import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

// SQLite only: it has one writer at a time, so the import's transaction makes every other write
// wait. PostgreSQL writers of different rows never wait for each other.
const count = 600
let t: TestPayload
let payload: Payload
const scratch = mkdtempSync(path.join(tmpdir(), 'import-contention-'))
const snapshot = path.join(scratch, 'crm')
const admin = { email: 'office@example.be', password: 'a-long-enough-password-1' }

describe.runIf(testDatabaseKind === 'sqlite')('an import while the staff work (sqlite)', () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    await payload.create({ collection: 'users', data: admin as never })
    const generated = spawnSync(
      'npx',
      ['tsx', 'bench/generate.ts', '--count', String(count), '--out', snapshot],
      { encoding: 'utf8' },
    )
    if (generated.status !== 0) throw new Error(generated.stdout + generated.stderr)
  })
  afterAll(async () => {
    await t?.cleanup()
    rmSync(scratch, { recursive: true, force: true })
  })

  it('lets admin saves and logins succeed during the import, and loses none of either', async () => {
    const child = spawn('npx', ['tsx', '--conditions=production', 'scripts/import.ts', snapshot], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, DATA_DIR: scratch },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    let running = true
    void exited.then(() => (running = false))

    const failures: string[] = []
    const latencies: number[] = []
    let saved = ''
    for (let i = 0; running || i < 5; i++) {
      const started = Date.now()
      try {
        if (i % 4 === 3) {
          await payload.login({ collection: 'users', data: admin })
        } else {
          const name = `Agency ${i}`
          await payload.updateGlobal({
            slug: 'site-settings',
            data: { agency: { name } } as never,
            depth: 0,
          })
          saved = name
        }
      } catch (error) {
        failures.push((error as Error).message)
      }
      latencies.push(Date.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const code = await exited
    expect(code, output).toBe(0)
    expect(failures).toEqual([])
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect((settings.agency as { name?: string }).name).toBe(saved)
    const imported = await payload.count({ collection: 'properties' })
    expect(imported.totalDocs).toBe(count)
    latencies.sort((a, b) => a - b)
    console.log(
      `${latencies.length} saves and logins during an import of ${count} listings: ` +
        `p50 ${latencies[Math.floor(latencies.length / 2)]} ms, max ${latencies.at(-1)} ms`,
    )
  })
})
