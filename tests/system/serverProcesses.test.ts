/**
 * `WEB_CONCURRENCY`: several production server processes on one port (scripts/lib/serve.ts,
 * docs/decisions/049-server-processes.md), on SQLite. Both answer, each with its own page cache;
 * only the first runs the job queues; one that ends is replaced in its role; SIGTERM ends them all.
 *
 *   LEADS_SKIP_BUILD=1 npx vitest run --project system tests/system/serverProcesses.test.ts
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomInt } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { processesOfGroup } from '../../scripts/lib/processGroup'
import { copyBuild, freePort, prepareDatabase, sleep } from '../helpers/site'
import { ensureBuild, waitUntil } from './leads/server'

type ServerProcess = { pid: number; runJobs: string | undefined }

/** The `next start` processes of the process group `groupId`, with their RUN_JOBS. */
function nextServers(groupId: number): ServerProcess[] {
  const found: ServerProcess[] = []
  for (const pid of processesOfGroup(groupId)) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('next-server')) continue
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
      const runJobs = environ.find((line) => line.startsWith('RUN_JOBS='))?.slice('RUN_JOBS='.length)
      found.push({ pid, runJobs })
    } catch {
      // the process ended meanwhile
    }
  }
  return found.sort((a, b) => a.pid - b.pid)
}

/** A page on a new connection (the first process hands connections out in turn). */
async function pageCacheStatus(url: string): Promise<string | null> {
  const response = await fetch(url, { headers: { accept: 'text/html', connection: 'close' } })
  await response.arrayBuffer()
  expect(response.status).toBe(200)
  return response.headers.get('x-page-cache')
}

describe('several server processes on one port (WEB_CONCURRENCY=2, SQLite)', () => {
  let primary: ChildProcess
  let dist: { distDir: string; remove: () => void }
  let scratch = ''
  let url = ''
  const output: string[] = []
  const exited = () => primary.exitCode !== null || primary.signalCode !== null

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'agency-processes-'))
    ensureBuild()
    dist = copyBuild('processes')
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    const env = {
      DATA_DIR: scratch,
      DATABASE_URL: `file:${path.join(scratch, 'agency.db')}`,
      NEXT_DIST_DIR: dist.distDir,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: url,
      SMTP_URL: 'smtp://127.0.0.1:9',
      PORT: String(port),
      WEB_CONCURRENCY: '2',
    }
    await prepareDatabase(env)
    primary = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    primary.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    primary.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    await waitUntil(
      async () => {
        if (exited()) throw new Error(`the server ended:\n${output.join('')}`)
        if (nextServers(primary.pid as number).length < 2) return false
        try {
          return (await fetch(`${url}/fr/`)).status === 200
        } catch {
          return false
        }
      },
      180_000,
      'two server processes serving',
    )
  }, 600_000)

  afterAll(async () => {
    if (primary && !exited()) {
      try {
        process.kill(-(primary.pid as number), 'SIGKILL')
      } catch {
        // already gone
      }
    }
    dist?.remove()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  })

  it('answers from both processes, each keeping its own pages; the first alone runs the job queues', async () => {
    const servers = nextServers(primary.pid as number)
    expect(servers.map((server) => server.runJobs)).toEqual(['true', 'false'])
    // A list query no one asked before: each process renders it once, then has it kept.
    const page = `${url}/fr/a-vendre/?max=${200_000 + randomInt(1_000_000)}`
    const statuses: (string | null)[] = []
    for (let i = 0; i < 6; i++) statuses.push(await pageCacheStatus(page))
    expect(
      statuses.filter((status) => status === 'miss'),
      statuses.join(', '),
    ).toHaveLength(2)
    expect(statuses.slice(2), statuses.join(', ')).toEqual(['hit', 'hit', 'hit', 'hit'])
    expect(output.join(''), 'no write met another process’s lock').not.toContain('SQLITE_BUSY')
  })

  it('replaces a process that ends, in its role; SIGTERM ends them all', async () => {
    const [jobs, other] = nextServers(primary.pid as number)
    process.kill(other!.pid, 'SIGKILL')
    await waitUntil(
      () => {
        const now = nextServers(primary.pid as number)
        return now.length === 2 && !now.some((server) => server.pid === other!.pid)
      },
      120_000,
      'a new server process',
    )
    const now = nextServers(primary.pid as number)
    expect(now.find((server) => server.pid === jobs!.pid)?.runJobs).toBe('true')
    expect(now.find((server) => server.pid !== jobs!.pid)?.runJobs).toBe('false')
    await waitUntil(
      async () => {
        try {
          return (await fetch(`${url}/fr/`, { headers: { connection: 'close' } })).status === 200
        } catch {
          return false
        }
      },
      120_000,
      'the new process serving',
    )
    for (let i = 0; i < 4; i++)
      expect((await fetch(`${url}/fr/`, { headers: { connection: 'close' } })).status).toBe(200)

    process.kill(primary.pid as number, 'SIGTERM')
    await waitUntil(exited, 20_000, 'the server to end')
    await sleep(500)
    expect(nextServers(primary.pid as number)).toEqual([])
    expect(primary.exitCode).toBe(0)
  }, 300_000)
})
