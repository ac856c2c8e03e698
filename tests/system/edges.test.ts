/**
 * The HTTP edges of a production server under ≥ 10,000 generated bad requests (issue 13): every
 * public page of the sitemap, every route that is not a page and every REST collection and global,
 * with mangled paths, query strings, bodies, methods and headers (tests/helpers/edgeFuzz.ts),
 * sent as raw bytes. No answer may be a 5xx, none may take a second or more, and the server's
 * memory must come back to within 10 % of what it used before.
 *
 *   npx vitest run --project system tests/system/edges.test.ts
 *
 * Environment: EDGE_FUZZ_SEED (replay), EDGE_FUZZ_COUNT (default 10000), EDGE_FUZZ_ONLY (a
 * comma-separated list of case indexes), LEADS_SKIP_BUILD=1 (use .next as it is).
 */
import { randomBytes, randomInt } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { processesOfGroup, residentKb } from '../../scripts/lib/processGroup'
import { type EdgeCase, edgeCase, requestBytes, type Targets } from '../helpers/edgeFuzz'
import { copyBuild, freePort, mapLimit, prepareDatabase, type Site, sleep, startSite } from '../helpers/site'
import { ensureBuild, log } from './leads/server'

const SLOW_MS = 1_000

/**
 * Cases the random ones found answered with a 500 once (seed and index in `kind`), sent in every
 * run after their fix: Next routes a path with dot segments (`/./_next/…`) to a page, which takes a
 * multipart body for a server action; its image optimiser decodes `url` once more; Payload left a
 * body neither JSON nor multipart unread, and a draft save read a property of the missing data.
 */
const KNOWN_CASES: EdgeCase[] = [
  {
    index: -1,
    kind: 'known: seed 1045811517 #3039',
    method: 'POST',
    target: '/./_next/./static/./chunks/./nothing.js',
    headers: [['Content-Type', 'multipart/form-data; boundary=zz']],
    body: Buffer.from('--zz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n[]\r\n--zz\r\n'),
  },
  {
    index: -2,
    kind: 'known: seed 1045811517 #6401',
    method: 'GET',
    target: '/_next/image/?url=%2Fimages%2Fshare%25-default.png&w=400&q=75',
    headers: [['Range', 'bytes=999999999-']],
    body: Buffer.alloc(0),
  },
  {
    index: -3,
    kind: 'known: seed 1827689039 #2032',
    method: 'POST',
    target: "/api/globals/top-bar/?%1F'=0&draft=true&constructor[prototype][x]=xx&slug=xx",
    headers: [['Content-Type', 'application/octet-stream']],
    body: Buffer.from('\u001f\t-Z.&,)/<+^`- 9@>#>%'),
  },
]

type Answer = { status: number | 'reset' | 'timeout'; ms: number; bytes: number }

/** Sends the raw request and reads the answer to its end (the server closes the connection). */
function send(port: number, request: Buffer, timeoutMs = 10_000): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now()
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1')
    let done = false
    const finish = (status: Answer['status']) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
      resolve({ status, ms: performance.now() - started, bytes })
    }
    const statusOf = (): Answer['status'] => {
      const head = Buffer.concat(chunks).subarray(0, 16).toString('latin1')
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head)
      return match ? Number(match[1]) : 'reset'
    }
    const timer = setTimeout(() => finish('timeout'), timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', () => finish(statusOf()))
    socket.on('close', () => finish(statusOf()))
    socket.on('error', () => finish(statusOf()))
    socket.write(request)
  })
}

/** The resident memory of the server's whole process group, in MB (Linux /proc). */
function groupRssMb(groupId: number): number {
  return processesOfGroup(groupId).reduce((kb, pid) => kb + residentKb(pid), 0) / 1024
}

/**
 * Node arguments for the fuzzed server, for this test only: on SIGUSR2 it collects its garbage
 * (a full, compacting collection, twice) and prints its memory. RSS is measured after such a
 * collection, before the burst and after it, so that what is compared is what the process still
 * holds, not whether V8 happened to collect in the minutes measured: in CI at stop 39 the same
 * kind of run read 494 MB before and 675 MB two minutes after the burst, where local runs of the
 * same build read 495 → 501 and 666 → 702 MB.
 */
const COLLECT_ON_SIGNAL = [
  '--expose-gc',
  '--import',
  `data:text/javascript,${encodeURIComponent(
    `process.on('SIGUSR2', () => {
      globalThis.gc(); globalThis.gc()
      const m = process.memoryUsage(), mb = (n) => (n / 1048576).toFixed(0)
      process.stderr.write('[memory] collected: rss ' + mb(m.rss) + ' MB, heap ' + mb(m.heapUsed) + ' of ' + mb(m.heapTotal) + ' MB, external ' + mb(m.external) + ' MB, array buffers ' + mb(m.arrayBuffers) + ' MB\\n')
    })`,
  )}`,
]

/** Has the server collect its garbage (COLLECT_ON_SIGNAL), then returns its group's RSS in MB. */
async function collectedRssMb(site: Site): Promise<number> {
  const printed = site.output.length
  process.kill(site.process.pid as number, 'SIGUSR2')
  for (let waited = 0; waited < 10_000; waited += 100) {
    await sleep(100)
    const line = site.output.slice(printed).find((chunk) => chunk.includes('[memory] collected'))
    if (line) {
      log(`edges: ${line.trim()}`)
      break
    }
  }
  await sleep(1_000)
  return groupRssMb(site.process.pid as number)
}

/** Slugs of one block of the generated types (`collections: { … }` or `globals: { … }`). */
function slugsOf(block: 'collections' | 'globals'): string[] {
  const types = readFileSync('src/payload-types.ts', 'utf8')
  const start = types.indexOf(`\n  ${block}: {\n`)
  const body = types.slice(start, types.indexOf('\n  };', start))
  return [...body.matchAll(/^ {4}'?([a-z][a-z0-9-]*)'?: /gm)].map((m) => m[1] as string)
}

describe('HTTP edges of a production server (SQLite)', () => {
  let site: Site
  let dist: { distDir: string; remove: () => void }
  let scratch = ''
  let targets: Targets

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'agency-edges-'))
    ensureBuild()
    dist = copyBuild('edges')
    const port = await freePort()
    const env = {
      DATA_DIR: scratch,
      DATABASE_URL: `file:${path.join(scratch, 'agency.db')}`,
      NEXT_DIST_DIR: dist.distDir,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: 'smtp://127.0.0.1:9',
      // The page cache keeps what the burst's valid list queries render, up to its bound (64 MB
      // by default): memory held on purpose, not a leak, and larger than the 10 % allowed here
      // (RSS 593 → 736 MB in a run whose seed asked for many such lists). With a small bound the
      // check still catches what a leak keeps; src/http/pageStore.test.ts checks the bound itself.
      PAGE_CACHE_MB: '8',
    }
    await prepareDatabase(env)
    site = await startSite(port, env, { nodeArgs: COLLECT_ON_SIGNAL })
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname)
    const photo = /\/crm-media\/photos\/[^"' )]+/.exec(
      await (await fetch(`${site.url}/fr/a-vendre/`)).text(),
    )?.[0]
    targets = {
      pages: [...new Set(pages)],
      collections: slugsOf('collections'),
      globals: slugsOf('globals'),
      routes: [
        '/suggest/?q=bru&locale=fr',
        '/suggest/go/?q=bru&locale=fr',
        '/altcha/',
        '/map-frame/',
        photo ?? '/crm-media/photos/1/1.jpg',
        '/crm-media/documents/1/',
        '/newsletter/confirm/',
        '/preview/',
        '/preview/exit/',
        '/sitemap.xml',
        '/robots.txt',
        '/icon.png',
        '/admin/',
        '/admin/login/',
        '/_next/image/?url=%2Fimages%2Fshare-default.png&w=400&q=75',
        '/_next/static/chunks/nothing.js',
      ],
    }
    log(
      `edges: ${site.url}, ${targets.pages.length} pages, ${targets.collections.length} collections, ${targets.globals.length} globals, ${targets.routes.length} other routes`,
    )
  }, 900_000)

  afterAll(async () => {
    await site?.stop()
    dist?.remove()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it('≥ 10,000 bad requests: no 5xx, none slower than a second, memory back within 10 %', async () => {
    const host = new URL(site.url).host
    const groupId = site.process.pid as number
    const seed = Number(process.env.EDGE_FUZZ_SEED ?? randomInt(2 ** 31))
    const total = Number(process.env.EDGE_FUZZ_COUNT ?? 10_000)
    const indexes =
      process.env.EDGE_FUZZ_ONLY?.split(',').map(Number) ?? Array.from({ length: total }, (_, i) => i)
    log(
      `edges: seed ${seed}, replay with EDGE_FUZZ_SEED=${seed} [EDGE_FUZZ_ONLY=<index,…>] npx vitest run --project system tests/system/edges.test.ts`,
    )
    // Warm-up before the baseline: every page and route, and 1,000 other cases of the same kinds
    // (indexes after the measured ones), so that what the server loads once and keeps (Payload's
    // REST handlers, the admin, the image optimiser, compiled code) is in memory before it is
    // measured. What the measured burst adds beyond that must be given back.
    await mapLimit([...targets.pages, ...targets.routes], 4, (target) =>
      send(site.port, Buffer.from(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)),
    )
    await mapLimit(
      Array.from({ length: 1_000 }, (_, i) => total + i),
      4,
      (index) => send(site.port, requestBytes(edgeCase(seed, index, targets), host)),
    )
    await sleep(5_000)
    const baseline = await collectedRssMb(site)

    const started = Date.now()
    let peak = baseline
    const cases = [...KNOWN_CASES, ...indexes.map((index) => edgeCase(seed, index, targets))]
    const results = await mapLimit(cases, 4, async (c) => {
      const answer = await send(site.port, requestBytes(c, host))
      if (c.index % 500 === 0) peak = Math.max(peak, groupRssMb(groupId))
      return { c, answer }
    })
    const seconds = (Date.now() - started) / 1000

    // Memory: left alone for up to two minutes, the server gives back what the burst took (the
    // allocator returns freed memory over time: docs/decisions/032).
    let after = await collectedRssMb(site)
    for (let waited = 0; after > baseline * 1.1 && waited < 120_000; waited += 10_000) {
      await sleep(10_000)
      after = await collectedRssMb(site)
    }

    const times = results.map((r) => r.answer.ms).sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(0)
    const byStatus = new Map<string, number>()
    for (const { answer } of results)
      byStatus.set(String(answer.status), (byStatus.get(String(answer.status)) ?? 0) + 1)
    const show = ({ c, answer }: (typeof results)[number]) =>
      `#${c.index} ${c.method} ${c.target.slice(0, 160)} [${c.headers.map(([n]) => n).join(', ')}] ${c.body.length} B → ${answer.status} in ${answer.ms.toFixed(0)} ms`
    const failed = results.filter(({ answer }) => typeof answer.status !== 'number' || answer.status >= 500)
    const slow = results.filter(({ answer }) => answer.ms >= SLOW_MS)
    log(
      `edges: ${results.length} requests in ${seconds.toFixed(0)} s (${(results.length / seconds).toFixed(0)}/s); ` +
        `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; statuses ${[...byStatus].map(([s, n]) => `${s} ×${n}`).join(', ')}`,
    )
    log(
      `edges: RSS ${baseline.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak seen, ${after.toFixed(0)} MB after`,
    )
    // A few of each kind (method and first path segment), so that one frequent failure hides no other.
    const shown = new Map<string, number>()
    for (const r of failed) {
      const kind = `${r.c.method} ${r.c.target.split(/[/?]/)[1]?.toLowerCase()}`
      shown.set(kind, (shown.get(kind) ?? 0) + 1)
      if ((shown.get(kind) ?? 0) <= 3) log(`  5xx/no answer ${show(r)}`)
    }
    for (const r of slow.slice(0, 20)) log(`  slow ${show(r)}`)
    // What the server said about its 5xx answers: the replay's first clue.
    if (failed.length > 0)
      for (const line of site.output
        .join('')
        .split('\n')
        .filter((l) => /error/i.test(l))
        .slice(-20))
        log(`  server: ${line.slice(0, 400)}`)

    expect(results.length).toBeGreaterThanOrEqual(Math.min(total, indexes.length))
    expect(failed.map(show), 'answers of 5xx or none at all').toEqual([])
    expect(slow.map(show), `answers that took ${SLOW_MS} ms or more`).toEqual([])
    expect(after, `RSS after (MB) within 10 % of ${baseline.toFixed(0)} MB`).toBeLessThanOrEqual(
      baseline * 1.1,
    )
    // Still serving.
    expect((await fetch(`${site.url}/fr/`)).status).toBe(200)
  }, 1_800_000)
})
