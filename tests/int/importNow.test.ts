import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload, TypedUser } from 'payload'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Type-only imports: the modules load after createTestPayload() has chosen the database.
import type * as EndpointModule from '@/collections/CrmImports/importNow'
import type * as JobModule from '@/collections/CrmImports/job'
import type * as RunModule from '@/collections/CrmImports/run'
import type { CrmImport } from '@/payload-types'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { copySnapshot } from '../helpers/snapshot'

let t: TestPayload
let payload: Payload
let run: typeof RunModule
let endpoint: typeof EndpointModule
let job: typeof JobModule
const password = 'correct-horse-battery-staple'

const find = (id: number) => payload.findByID({ collection: 'crm-imports', id, depth: 0 })

/** Ends whatever run holds the slot, as a finished run would, so each test starts free. */
async function freeSlot(): Promise<void> {
  await payload.update({
    collection: 'crm-imports',
    where: { activeSlot: { exists: true } },
    data: { outcome: 'failed', activeSlot: null, phase: null, error: 'ended by the test' },
  })
}

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** scripts/import.ts in its own process, on the test's database, as staff would run it. */
function importCommand(dir = 'data/crm'): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'import-now-'))
  const child = spawn(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', 'scripts/import.ts', dir],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PAYLOAD_SECRET: randomBytes(32).toString('hex'),
        SITE_URL: 'http://127.0.0.1:9',
        SMTP_URL: 'smtp://127.0.0.1:9',
        DATABASE_URL: t.databaseUrl,
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true })
      resolve({ code, output })
    }),
  )
}

async function userOf(collection: 'users' | 'owners', email: string): Promise<TypedUser> {
  const { token } = await payload.login({ collection, data: { email, password } })
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  if (!user) throw new Error(`the ${collection} token did not authenticate`)
  return user
}

describe(`Import now: one CRM import at a time, followed in the database (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    run = await import('@/collections/CrmImports/run')
    endpoint = await import('@/collections/CrmImports/importNow')
    job = await import('@/collections/CrmImports/job')
    await payload.create({ collection: 'users', data: { email: 'staff@example.be', password } })
    await payload.create({
      collection: 'owners',
      data: { email: 'owner@example.be', password, firstName: 'Anne', lastName: 'Peeters', language: 'nl' },
      disableVerificationEmail: true,
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('records a run: its phase and progress while it runs, then its counts, and frees the slot', async () => {
    const seen: Pick<CrmImport, 'phase' | 'progress' | 'outcome'>[] = []
    const result = await run.runCrmImport(payload, {
      dir: 'data/crm',
      source: 'data/crm',
      onEvent: async (event) => {
        // After the commit, outside the transaction: the row says where the run is.
        if (event.phase !== 'verifying') return
        const [active] = (
          await payload.find({ collection: 'crm-imports', where: { activeSlot: { exists: true } } })
        ).docs
        if (!active) throw new Error('no active run while importing')
        seen.push(
          await waitFor(
            () => find(active.id),
            (doc) => doc.phase === 'verifying',
          ),
        )
      },
    })
    expect(seen[0]).toMatchObject({ outcome: 'running', phase: 'verifying' })
    expect(seen[0]?.progress?.total).toBeGreaterThan(0)
    expect(seen[0]?.progress?.done).toBeGreaterThan(0)

    const stored = await find(result.run.id)
    expect(stored).toMatchObject({ outcome: 'succeeded', phase: null, activeSlot: null, source: 'data/crm' })
    expect(stored.runner).toBe(`${hostname()}#${process.pid}`)
    expect(stored.durationMs).toBeGreaterThan(0)
    expect(stored.counts).toEqual(result.summary)
    expect(result.summary.properties.created).toBe(28)
  })

  it('refuses a second run while one is queued, in this process and from `npm run import`', async () => {
    const queued = await run.claimImportRun(payload, { source: 'data/crm', queued: true })
    try {
      expect(queued).toMatchObject({ outcome: 'queued', phase: 'queued', activeSlot: 'crm-import' })
      const second = await run.claimImportRun(payload, { source: 'data/crm', queued: true }).catch((e) => e)
      expect(second).toBeInstanceOf(run.ImportAlreadyRunningError)
      expect((second as RunModule.ImportAlreadyRunningError).run.id).toBe(queued.id)
      await expect(run.runCrmImport(payload, { dir: 'data/crm' })).rejects.toThrow(/is queued/)

      const command = await importCommand()
      expect(command.code, command.output).toBe(1)
      expect(command.output).toMatch(/Another CRM import is queued .*nothing was imported/)
    } finally {
      await freeSlot()
    }
  })

  it('takes a queued run once, however many runners ask at the same moment', async () => {
    const queued = await run.claimImportRun(payload, { source: 'data/crm', queued: true })
    try {
      const taken = await Promise.all([1, 2, 3, 4].map(() => run.startQueuedRun(payload, queued.id)))
      expect(taken.filter(Boolean)).toHaveLength(1)
      expect(taken.find(Boolean)).toMatchObject({ outcome: 'running', phase: 'reading' })
    } finally {
      await freeSlot()
    }
  })

  it('releases a run whose process died, so the next one starts', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid
    const stuck = await run.claimImportRun(payload, { source: 'data/crm' })
    await payload.update({
      collection: 'crm-imports',
      id: stuck.id,
      data: { runner: `${hostname()}#${gone}` },
    })

    const next = await run.claimImportRun(payload, { source: 'data/crm', queued: true })
    try {
      expect(await find(stuck.id)).toMatchObject({ outcome: 'failed', activeSlot: null })
      expect((await find(stuck.id)).error).toMatch(/process running it ended/)
      expect(next.outcome).toBe('queued')
    } finally {
      await freeSlot()
    }
  })

  it('records a failed run with its error and frees the slot', async () => {
    const snapshot = copySnapshot()
    try {
      snapshot.editListing(102, (record) => ({ ...record, Price: 'a lot' }))
      const error = await run.runCrmImport(payload, { dir: snapshot.dir, source: 'broken' }).catch((e) => e)
      expect(error).toMatchObject({ name: 'SnapshotError' })
      const [failed] = (
        await payload.find({ collection: 'crm-imports', where: { source: { equals: 'broken' } } })
      ).docs
      expect(failed).toMatchObject({ outcome: 'failed', activeSlot: null, phase: null })
      expect(failed?.error).toMatch(/record ID 102: field Price/)
      expect(await run.activeRun(payload)).toBeNull()
    } finally {
      snapshot.remove()
    }
  })

  it('runs a queued import as a job of the queue, through the same code', async () => {
    const queued = await run.claimImportRun(payload, { source: 'data/crm', queued: true })
    const { id } = await payload.jobs.queue({
      task: job.IMPORT_TASK,
      queue: job.CRM_QUEUE,
      input: { runId: queued.id },
    })
    await payload.jobs.runByID({ id, silent: true })
    const done = await find(queued.id)
    expect(done).toMatchObject({ outcome: 'succeeded', activeSlot: null })
    expect(done.counts).toMatchObject({ properties: { created: 0, unchanged: 28 } })
    // Payload deletes a job that completed; a failed one would be kept with its error.
    const { totalDocs } = await payload.count({ collection: 'payload-jobs', where: { id: { equals: id } } })
    expect(totalDocs).toBe(0)
  })

  it('lets staff start and follow a run; owners and anonymous visitors get 403 and 401', async () => {
    const staff = await userOf('users', 'staff@example.be')
    const owner = await userOf('owners', 'owner@example.be')
    const request = (user?: TypedUser, query: Record<string, string> = {}) =>
      createLocalReq({ user, req: { searchParams: new URLSearchParams(query) } }, payload)

    expect((await endpoint.postImportNow(await request())).status).toBe(401)
    expect((await endpoint.getImportNow(await request())).status).toBe(401)
    expect((await endpoint.postImportNow(await request(owner))).status).toBe(403)
    expect((await endpoint.getImportNow(await request(owner))).status).toBe(403)
    expect(await run.activeRun(payload)).toBeNull()

    const started = await endpoint.postImportNow(await request(staff))
    expect(started.status).toBe(202)
    const { run: view } = (await started.json()) as { run: { id: number; outcome: string } }
    expect(view.outcome).toBe('queued')
    expect((await find(view.id)).requestedBy).toBe(staff.id)

    const again = await endpoint.postImportNow(await request(staff))
    expect(again.status).toBe(409)
    expect(((await again.json()) as { run: { id: number } }).run.id).toBe(view.id)

    // The request started the job itself; the run ends without any scheduled runner.
    const follow = async () => {
      const req = await request(staff, { run: String(view.id) })
      return (
        (await (await endpoint.getImportNow(req)).json()) as { run: { outcome: string; totals: unknown } }
      ).run
    }
    const ended = await waitFor(follow, (r) => r.outcome === 'succeeded' || r.outcome === 'failed', 60_000)
    expect(ended).toMatchObject({
      outcome: 'succeeded',
      totals: { created: 0, updated: 0, withdrawn: 0 },
    })
  })
})
