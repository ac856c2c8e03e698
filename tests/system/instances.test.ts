/**
 * Two production servers on one PostgreSQL database, each with its own build copy and cache
 * directory, behind no shared memory: a change made through one (an admin save, an import, an
 * upload) must show on the other within two seconds (docs/decisions/019-data-safety.md). The
 * listings come from a local Omnicasa that both sync with (issue 21; docs/decisions/040).
 * Needs the production build (`npm test` builds first) and TEST_DATABASE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVER_START_ARGS } from '../../scripts/lib/serverEnv'
import { CUSTOMER, FakeOmnicasa } from '../helpers/omnicasaServer'
import { type S3Server, startS3 } from '../helpers/s3'

const baseUrl = process.env.TEST_DATABASE_URL
const secondDist = '.next-instance-b'
const ports = { a: 3401, b: 3402 } as const
const within = 2_000
// Both instances sync with the CRM every 2 s: a change shows within a cycle and an import.
const cycle = 10_000

type Instance = { url: string; server: ChildProcess; output: string[] }

let database: { url: string; drop: () => Promise<void> }
let s3: S3Server
let env: Record<string, string>
let instances: { a: Instance; b: Instance }
let token: string
let crm: FakeOmnicasa
const scratch = mkdtempSync(path.join(tmpdir(), 'agency-instances-'))

async function admin(run: (client: pg.Client) => Promise<unknown>, connectionString = baseUrl) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await run(client)
  } finally {
    await client.end()
  }
}

/** Runs a command to its end without blocking this process (the S3 server runs in it). */
function run(args: string[], extra: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('npx', args, { env: { ...process.env, ...env, ...extra } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('close', (status) => resolve({ status, stdout, stderr }))
  })
}

function start(name: 'a' | 'b', extra: Record<string, string>): Instance {
  const output: string[] = []
  const server = spawn('npx', ['next', 'start', '-p', String(ports[name]), ...SERVER_START_ARGS], {
    env: { ...process.env, ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  return { url: `http://127.0.0.1:${ports[name]}`, server, output }
}

async function ready(instance: Instance): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (instance.server.exitCode !== null) break
    try {
      if ((await fetch(`${instance.url}/fr/`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${instance.url} did not start:\n${instance.output.join('')}`)
}

function stop(instance: Instance | undefined): Promise<void> {
  if (!instance?.server.pid || instance.server.exitCode !== null) return Promise.resolve()
  const exited = new Promise<void>((resolve) => instance.server.once('exit', () => resolve()))
  process.kill(-instance.server.pid, 'SIGTERM')
  return Promise.race([exited, new Promise<void>((resolve) => setTimeout(resolve, 5_000))])
}

/** How long until `check` holds on the page (milliseconds), or a failure after `limit`. */
async function timeUntil(check: () => Promise<boolean>, limit = 10_000): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < limit) {
    if (await check()) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`not seen within ${limit} ms`)
}

// As a browser navigates: asking for HTML, which the page cache answers (docs/decisions/042).
const HTML = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

const page = async (instance: Instance, pathname: string) => {
  const response = await fetch(instance.url + pathname, { redirect: 'manual', headers: HTML })
  return { status: response.status, text: await response.text() }
}

/**
 * Whether the instance answers the page from its page cache (docs/decisions/042), asking again
 * for up to 10 s: the first answer is the render, and a render during a change (the previous
 * test's, reaching this instance through the feed) is not kept.
 */
const kept = async (instance: Instance, pathname: string) => {
  let state: string | null = null
  await timeUntil(async () => {
    const response = await fetch(instance.url + pathname, { redirect: 'manual', headers: HTML })
    await response.text()
    state = response.headers.get('x-page-cache')
    return state === 'hit'
  }).catch(() => undefined)
  return state
}

const api = (instance: Instance, pathname: string, init: RequestInit = {}) =>
  fetch(instance.url + pathname, {
    ...init,
    headers: {
      Authorization: `JWT ${token}`,
      ...(init.body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
  })

describe.runIf(baseUrl && existsSync('.next/BUILD_ID'))('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    const name = `agency_sys_${randomBytes(4).toString('hex')}`
    await admin((c) => c.query(`CREATE DATABASE ${name}`))
    const url = new URL(baseUrl as string)
    url.pathname = `/${name}`
    database = {
      url: url.toString(),
      drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    }
    s3 = await startS3()
    crm = await FakeOmnicasa.start({ snapshotDir: 'data/crm' })
    env = {
      ...s3.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: `http://127.0.0.1:${ports.a}`,
      // Production wants a mail server; nothing in this test sends mail.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      // The listings come from a local Omnicasa, synced every 2 s by each instance (issue 21).
      CRM_SOURCE: 'omnicasa',
      OMNICASA_BASE_URL: crm.url,
      OMNICASA_CUSTOMER_NAME: CUSTOMER.name,
      OMNICASA_CUSTOMER_PASSWORD: CUSTOMER.password,
      OMNICASA_BACKOFF_MS: '100',
      CRM_SYNC_CRON: '*/2 * * * * *',
    }
    // Migrate, sync everything from the CRM, seed the content and create the admin (as `npm start` does).
    const prepared = await run(['tsx', '--conditions=production', 'scripts/prepare.ts'], {
      DATA_DIR: path.join(scratch, 'prepare'),
    })
    if (prepared.status !== 0) throw new Error(`prepare failed:\n${prepared.stdout}${prepared.stderr}`)
    const email = /e-mail:\s+(\S+)/.exec(prepared.stdout)?.[1]
    const password = /password:\s+(\S+)/.exec(prepared.stdout)?.[1]
    // Instance B runs from its own copy of the build, so it shares no cache directory with A.
    rmSync(secondDist, { recursive: true, force: true })
    cpSync('.next', secondDist, { recursive: true })
    rmSync(path.join(secondDist, 'cache'), { recursive: true, force: true })
    instances = {
      a: start('a', { DATA_DIR: path.join(scratch, 'a') }),
      b: start('b', { DATA_DIR: path.join(scratch, 'b'), NEXT_DIST_DIR: secondDist }),
    }
    await Promise.all([ready(instances.a), ready(instances.b)])
    const login = await fetch(`${instances.a.url}/api/users/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(login.ok).toBe(true)
    token = ((await login.json()) as { token: string }).token
  }, 600_000)

  afterAll(async () => {
    await Promise.all([stop(instances?.a), stop(instances?.b)])
    await s3?.stop()
    await crm?.stop()
    await database?.drop()
    rmSync(secondDist, { recursive: true, force: true })
    rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it('shows a home banner saved through A on B', async () => {
    const title = `Banner ${randomBytes(3).toString('hex')}`
    // B keeps its home page: the change must purge B's copy, not merely be read on a first render.
    expect(await kept(instances.b, '/fr/')).toBe('hit')
    const saved = await api(instances.a, '/api/globals/home-banner/?locale=fr', {
      method: 'POST',
      body: JSON.stringify({ searchBlock: { title } }),
    })
    expect(saved.ok).toBe(true)
    const delay = await timeUntil(async () => (await page(instances.b, '/fr/')).text.includes(title))
    console.log(`home banner: seen on B after ${delay} ms`)
    expect(delay).toBeLessThan(within)
  })

  it('shows a page renamed through A in B’s menu', async () => {
    const found = await api(instances.a, '/api/pages/?where[originalPath][equals]=/services/&limit=1&depth=0')
    const services = ((await found.json()) as { docs: { id: number }[] }).docs[0]
    expect(services).toBeTruthy()
    const name = `Services ${randomBytes(3).toString('hex')}`
    expect(await kept(instances.b, '/fr/contact/')).toBe('hit')
    const saved = await api(instances.a, `/api/pages/${services?.id}/?locale=fr`, {
      method: 'PATCH',
      body: JSON.stringify({ name }),
    })
    expect(saved.ok).toBe(true)
    const delay = await timeUntil(async () => (await page(instances.b, '/fr/contact/')).text.includes(name))
    console.log(`page: seen on B after ${delay} ms`)
    expect(delay).toBeLessThan(within)
  })

  it('shows the CRM’s new price, withdrawal and new listing on A and B within a sync cycle', async () => {
    type Listing = {
      ID: number
      Goal: number
      Price: number
      PublishPrice: boolean
      City: string
      Zip: string
    }
    const french = [...crm.listings.get('fr')!.values()] as unknown as Listing[]
    const [changed, withdrawn] = french.filter((l) => l.Goal === 0 && l.PublishPrice)
    if (!changed || !withdrawn) throw new Error('the demo has no two sale listings with a price')
    const suggests = async (instance: Instance, id: number) => {
      const response = await fetch(`${instance.url}/suggest/?q=${id}&locale=fr`)
      const answer = (await response.json()) as { groups: { rows: { id?: number }[] }[] }
      return answer.groups.some((group) => group.rows.some((row) => row.id === id))
    }
    expect(await suggests(instances.b, withdrawn.ID)).toBe(true)
    // Follow the detail's redirect to its canonical path once, so the test reads the page itself.
    const canonical = await fetch(`${instances.b.url}/fr/property/${changed.ID}/`, { headers: HTML })
    expect(canonical.ok).toBe(true)
    const detailUrl = new URL(canonical.url).pathname
    const added = 990_002
    const status = async (instance: Instance, id: number) =>
      (await page(instance, `/fr/property/${id}/`)).status
    expect(await status(instances.b, added)).toBe(404)

    const list = `/fr/a-vendre/?city=${encodeURIComponent(`${changed.City}|${changed.Zip}`)}`
    for (const instance of [instances.a, instances.b]) {
      expect(await kept(instance, detailUrl)).toBe('hit')
      expect(await kept(instance, list)).toBe('hit')
    }

    // An agent saves three changes in the CRM.
    crm.changeListing(changed.ID, (record) => ({ ...record, Price: 987_654 }))
    crm.removeListing(withdrawn.ID)
    crm.addListing(
      Object.fromEntries(
        [...crm.listings].flatMap(([language, records]) => {
          const record = records.get(changed.ID)
          return record ? [[language, { ...record, ID: added, Ident: 'SYS-NEW' }]] : []
        }),
      ),
    )
    const savedAt = Date.now()
    const price = '987.654'
    for (const name of ['a', 'b'] as const) {
      const instance = instances[name]
      await timeUntil(async () => (await page(instance, detailUrl)).text.includes(price), cycle)
      await timeUntil(async () => (await page(instance, list)).text.includes(price), cycle)
      await timeUntil(async () => !(await suggests(instance, withdrawn.ID)), cycle)
      await timeUntil(async () => (await status(instance, withdrawn.ID)) === 410, cycle)
      await timeUntil(async () => [200, 307, 308].includes(await status(instance, added)), cycle)
      console.log(
        `CRM sync: every change seen on ${name.toUpperCase()} ${Date.now() - savedAt} ms after the CRM saved them`,
      )
    }
    // The runs of the three processes (the first start and both instances) never overlapped:
    // read once a few have finished (the changes may be seen before the instances synced again).
    type Run = { started_at: Date; duration_ms: string | null; outcome: string }
    let runs: Run[] = []
    const readRuns = () =>
      admin(async (c) => {
        runs = (await c.query(`SELECT started_at, duration_ms, outcome FROM crm_imports ORDER BY started_at`))
          .rows as Run[]
      }, database.url)
    await timeUntil(async () => {
      await readRuns()
      return runs.filter((r) => r.duration_ms !== null && r.outcome === 'succeeded').length > 2
    }, 4 * cycle)
    const finished = runs
      .filter((r) => r.duration_ms !== null)
      .map((r) => ({ ...r, duration_ms: Number(r.duration_ms) }))
    expect(finished.filter((r) => r.outcome === 'succeeded').length).toBeGreaterThan(2)
    finished.slice(1).forEach((r, i) => {
      const previous = finished[i]!
      expect(r.started_at.getTime()).toBeGreaterThanOrEqual(
        previous.started_at.getTime() + previous.duration_ms,
      )
    })
  })

  it('serves an image uploaded through A from B', async () => {
    const { default: sharp } = await import('sharp')
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c06' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      `shared-${randomBytes(3).toString('hex')}.png`,
    )
    form.append('_payload', JSON.stringify({ alt: 'Shared image' }))
    const uploaded = await api(instances.a, '/api/media/', { method: 'POST', body: form })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { url: string; filename: string } }
    for (const instance of [instances.a, instances.b]) {
      const served = await fetch(instance.url + new URL(doc.url, instance.url).pathname)
      expect(served.status, instance.url).toBe(200)
      expect(served.headers.get('content-type')).toMatch(/^image\//)
    }
  })
})
