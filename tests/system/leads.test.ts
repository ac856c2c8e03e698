/**
 * Visitor forms against a production server (issue 15; docs/decisions/022-leads-and-outbox.md):
 *
 * a. the mail server down while 50 leads arrive, then back: every visitor gets the thank-you
 *    page, every lead is stored, and each of its mails is delivered exactly once afterwards;
 * b. `kill -9` of the server in the middle of a burst of 200 submissions: every submission that
 *    got its thank-you page is stored once, and its mails go out after the restart;
 * c. ≥ 10,000 generated submissions, bad and good, over every form: no 5xx, nothing stored from a
 *    bad one, every good one stored (tests/helpers/leadFuzz.ts; the seed is printed for a replay).
 *
 * The server is `next start` on a private copy of the build (tests/helpers/site.ts), on SQLite in a
 * temporary DATA_DIR prepared by scripts/prepare.ts; mails go to a real SMTP server in this process
 * (tests/helpers/smtp.ts). Stored leads are read from the database file directly. With
 * TEST_DATABASE_URL set, case a also runs on a fresh PostgreSQL database (and case c with
 * LEADS_PG_FUZZ=1).
 *
 *   npx vitest run --project system tests/system/leads.test.ts
 *
 * Environment: LEADS_FUZZ_SEED (replay), LEADS_FUZZ_COUNT (default 10000), LEADS_FUZZ_ONLY
 * (a comma-separated list of case indexes to replay alone), LEADS_SKIP_BUILD=1 (use .next as it is).
 */
import { spawnSync } from 'node:child_process'
import { randomBytes, randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  discoverForms,
  type Fields,
  fill,
  loadForm,
  type PageForm,
  solveCaptcha,
  type Submission,
  submitJs,
  submitNoJs,
  waitForToken,
} from '../helpers/leadClient'
import { type FuzzCase, FORMS, makeCase } from '../helpers/leadFuzz'
import { type LeadsDb, openLeadsDb } from '../helpers/leadsDb'
import { copyBuild, freePort, mapLimit, prepareDatabase, type Site, sleep, startSite } from '../helpers/site'
import { type ReceivedMail, type SmtpServer, startSmtpServer } from '../helpers/smtp'

const RUN = randomBytes(3).toString('hex')
const CONTACT_PAGE = '/fr/contact/'
const range = (n: number) => Array.from({ length: n }, (_, i) => i)
const log = (...parts: unknown[]) => process.stdout.write(`${parts.join(' ')}\n`)

/** The production build, made (or found up to date) by the shared, locked build script. */
function ensureBuild(): void {
  if (process.env.LEADS_SKIP_BUILD === '1') return
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env: process.env })
  if (built.status !== 0) throw new Error('the production build failed (npx tsx scripts/build.ts)')
}

type Server = {
  site: Site
  port: number
  env: Record<string, string>
  db: LeadsDb
  restart(): Promise<void>
}

/** A prepared database and a production server on it, its mails to `smtp`. */
async function startServer(
  smtp: SmtpServer,
  scratch: string,
  distDir: string,
  databaseUrl: string,
): Promise<Server> {
  const port = await freePort()
  const env = {
    DATA_DIR: scratch,
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: distDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    MAIL_RETRY_BASE_MS: '300',
    OUTBOX_SWEEP_CRON: '*/2 * * * * *',
  }
  const started = Date.now()
  await prepareDatabase(env)
  log(`database prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const server: Server = {
    site: await startSite(port, env),
    port,
    env,
    db: await openLeadsDb(databaseUrl),
    async restart() {
      server.site = await startSite(port, env)
    },
  }
  return server
}

/** The visitor of case `i` of a run: a valid site-contact answer, unique by its e-mail. */
function contactVisitor(prefix: string, i: number) {
  return {
    title: (['mr', 'ms', 'miss'] as const)[i % 3],
    firstName: 'Élise',
    lastName: `Test ${i}`,
    email: `${prefix}.${RUN}.${i}@example.be`,
    phone: '0470 12 34 56',
    message: `Bonjour, ${prefix} ${RUN} ${i}: je voudrais visiter.`,
  }
}

/**
 * Which mail a received message is: the agency's notification answers to the visitor
 * (Reply-To), the visitor's own mails go to the visitor. Keyed by the visitor's address.
 */
function mailKey(mail: ReceivedMail, visitorPattern: RegExp): string | null {
  if (mail.to && visitorPattern.test(mail.to)) return `visitor:${mail.to.toLowerCase()}`
  if (mail.replyTo && visitorPattern.test(mail.replyTo)) return `agency:${mail.replyTo.toLowerCase()}`
  return null
}

/** The same key for a row of `mails`. */
function rowKey(row: { to: string; reply_to: string | null; kind: string }): string {
  return row.kind === 'agency-notification'
    ? `agency:${String(row.reply_to).toLowerCase()}`
    : `visitor:${row.to.toLowerCase()}`
}

function received(smtp: SmtpServer, visitorPattern: RegExp) {
  const byKey = new Map<string, ReceivedMail[]>()
  for (const mail of smtp.messages) {
    const key = mailKey(mail, visitorPattern)
    if (!key) continue
    byKey.set(key, [...(byKey.get(key) ?? []), mail])
  }
  const messageIds = smtp.messages
    .filter((m) => mailKey(m, visitorPattern))
    .map((m) => String(m.headers.get('message-id') ?? ''))
  return { byKey, duplicateIds: messageIds.length - new Set(messageIds).size }
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await sleep(200)
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}

type MailRow = {
  id: number
  lead_id: number
  kind: string
  to: string
  reply_to: string | null
  status: string
  attempts: number | string
  claimed_until: string | null
}

const mailRows = (db: LeadsDb, emailPattern: string) =>
  db.query<MailRow>(
    `SELECT m.id, m.lead_id, m.kind, m."to", m.reply_to, m.status, m.attempts, m.claimed_until
       FROM mails m JOIN leads l ON l.id = m.lead_id WHERE l.email LIKE ?`,
    [emailPattern],
  )

/**
 * Case a on one server: the SMTP server refuses connections while 50 site-contact forms are sent
 * with solved captchas (accept: the agency's mail and the visitor's confirmation each), then
 * comes back.
 */
async function outageCase(server: Server, smtp: SmtpServer, label: string) {
  const count = 50
  const prefix = `outage-${label}`
  const pattern = new RegExp(`^${prefix}\\.${RUN}\\.\\d+@example\\.be$`, 'i')
  const started = Date.now()
  const pages = await mapLimit(range(count), 4, () => loadForm(server.site.url, CONTACT_PAGE, 'site-contact'))
  const captchas = await mapLimit(range(count), 4, () => solveCaptcha(server.site.url))
  log(`[${label}] outage: ${count} forms loaded and captchas solved in ${Date.now() - started} ms`)

  await smtp.down('refuse')
  const downAt = Date.now()
  await waitForToken(pages.at(-1)!)
  const answers = await mapLimit(range(count), 10, (i) =>
    submitNoJs(pages[i]!.url, fill(pages[i]!, contactVisitor(prefix, i), { captcha: captchas[i] })),
  )
  const notThanked = answers.filter((a) => !a.thankYou)
  expect(
    notThanked.map((a) => `${a.status} ${a.redirect}`),
    'thank-you page while SMTP is down',
  ).toEqual([])

  // The outbox tries while the server is down (the request's own drain, the jobs) and gives up
  // for now: nothing is sent, every mail is waiting with at least one failed attempt behind it.
  await sleep(4_000)
  const leads = await server.db.query<{ email: string; review: string | null }>(
    'SELECT email, review FROM leads WHERE email LIKE ?',
    [`${prefix}.${RUN}.%`],
  )
  expect(leads.length).toBe(count)
  expect(
    leads.filter((l) => l.review),
    'accepted (captcha solved, token ≥ 3 s)',
  ).toEqual([])
  const waiting = await mailRows(server.db, `${prefix}.${RUN}.%`)
  expect(waiting.length).toBe(2 * count)
  expect(waiting.filter((m) => m.status === 'sent')).toEqual([])
  const attempts = waiting.map((m) => Number(m.attempts))
  log(
    `[${label}] outage: ${count} thank-you pages (p50 ${median(answers.map((a) => a.ms)).toFixed(0)} ms) while down; ` +
      `after ${((Date.now() - downAt) / 1000).toFixed(1)} s: ${waiting.length} mails waiting, attempts ${Math.min(...attempts)}–${Math.max(...attempts)}`,
  )
  expect(received(smtp, pattern).byKey.size).toBe(0)

  await smtp.up()
  const upAt = Date.now()
  await waitUntil(() => received(smtp, pattern).byKey.size >= 2 * count, 90_000, `${2 * count} mails`)
  const deliveredIn = Date.now() - upAt
  // Time for a duplicate to show up, if the outbox were to send one twice.
  await sleep(3_000)
  const { byKey, duplicateIds } = received(smtp, pattern)
  const expected = new Set(waiting.map(rowKey))
  const duplicates = [...byKey].filter(([, mails]) => mails.length > 1).map(([key]) => key)
  expect([...byKey.keys()].sort()).toEqual([...expected].sort())
  expect(duplicates, 'mails delivered twice').toEqual([])
  expect(duplicateIds).toBe(0)
  const rows = await mailRows(server.db, `${prefix}.${RUN}.%`)
  expect(rows.filter((m) => m.status !== 'sent').map((m) => `${m.id}:${m.status}`)).toEqual([])
  const finalAttempts = rows.map((m) => Number(m.attempts))
  log(
    `[${label}] outage: SMTP back up → ${byKey.size} mails delivered exactly once in ${(deliveredIn / 1000).toFixed(1)} s; ` +
      `attempts per mail ${Math.min(...finalAttempts)}–${Math.max(...finalAttempts)}`,
  )
}

/**
 * Case c on one server: generated submissions (tests/helpers/leadFuzz.ts), 6 at a time, mostly as
 * JavaScript action requests (no page is rendered for a refusal), the stored ones mostly as forms
 * posted without JavaScript; then the database must hold exactly the valid ones.
 */
async function fuzzCase(server: Server, label: string) {
  const seed = Number(process.env.LEADS_FUZZ_SEED ?? randomInt(2 ** 31))
  const only = process.env.LEADS_FUZZ_ONLY?.split(',').map(Number)
  const total = Number(process.env.LEADS_FUZZ_COUNT ?? 10_000)
  const indexes = only ?? range(total)
  log(
    `[${label}] fuzz seed ${seed}: replay with LEADS_FUZZ_SEED=${seed} [LEADS_FUZZ_ONLY=<index,…>] npx vitest run --project system tests/system/leads.test.ts`,
  )
  const { db, site } = server
  const forms = await discoverForms(site.url, 'fr', { wanted: FORMS })
  expect([...forms.keys()].sort()).toEqual([...FORMS].sort())
  // Every token at least 3 s old: a bad captcha is then refused, not taken for a bot's (spam).
  for (const form of forms.values()) await waitForToken(form)
  const count = async () => Number((await db.query<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))[0]?.n)
  const before = await count()

  type Outcome = { c: FuzzCase; answer: Submission | null; error: string | null }
  const started = Date.now()
  const outcomes = await mapLimit(indexes, 6, async (index): Promise<Outcome> => {
    const c = makeCase(seed, index)
    const page = forms.get(c.form) as PageForm
    try {
      let answer: Submission
      if (c.rawBody)
        answer = await postRaw(page.url, page.actionId!, c.rawBody.body as never, c.rawBody.contentType)
      else {
        const fields: Fields = c.fields(page)
        answer =
          c.transport === 'js'
            ? await submitJs(page.url, page.actionId!, fields, c.args ? { args: c.args } : {})
            : await submitNoJs(page.url, fields)
      }
      return { c, answer, error: null }
    } catch (error) {
      return { c, answer: null, error: (error as Error).message }
    }
  })
  const elapsed = Date.now() - started

  const describeCase = (o: Outcome) =>
    `#${o.c.index} ${o.c.form} ${o.c.transport} "${o.c.label.slice(0, 80)}" expected ${o.c.expect}: ` +
    (o.answer ? `${o.answer.status}${o.answer.stored ? ` → ${o.answer.redirect}` : ''}` : o.error)
  const serverErrors = outcomes.filter((o) => !o.answer || o.answer.status >= 500)
  const wrong = outcomes.filter(
    (o) => o.answer && o.answer.status < 500 && o.answer.stored !== (o.c.expect === 'stored'),
  )
  const expectedStored = outcomes.filter((o) => o.c.expect === 'stored')

  // Timing per path, for the report.
  const timing = (list: Outcome[]) => {
    const ms = list.filter((o) => o.answer).map((o) => o.answer!.ms)
    return ms.length ? `${ms.length} × p50 ${median(ms).toFixed(0)} ms` : '0'
  }
  const of = (transport: string, stored: boolean) =>
    outcomes.filter((o) => o.c.transport === transport && (o.c.expect === 'stored') === stored)
  log(
    `[${label}] fuzz: ${outcomes.length} submissions in ${(elapsed / 1000).toFixed(1)} s (${((outcomes.length / elapsed) * 1000).toFixed(0)}/s, 6 at a time); ` +
      `JS refused ${timing(of('js', false))}, JS stored ${timing(of('js', true))}, ` +
      `no-JS refused ${timing(of('nojs', false))}, no-JS stored ${timing(of('nojs', true))}`,
  )
  log(
    `[${label}] fuzz: ${expectedStored.length} valid, ${outcomes.length - expectedStored.length} invalid; ` +
      `status codes ${summarize(outcomes.map((o) => String(o.answer?.status ?? 'error')))}`,
  )
  for (const o of [...serverErrors, ...wrong].slice(0, 25)) log(`  ✗ ${describeCase(o)}`)

  // What the database holds: exactly the valid ones, found by the marker in their answers.
  await sleep(500)
  const after = await count()
  const markers = await db.query<{ data: string }>(
    `SELECT ${db.dataText} AS data FROM leads WHERE ${db.dataText} LIKE ?`,
    [`%zq${seed.toString(36)}x%`],
  )
  const storedIndexes = new Set(
    markers.flatMap((row) =>
      [...String(row.data).matchAll(new RegExp(`zq${seed.toString(36)}x(\\d+)q`, 'g'))].map((m) =>
        Number(m[1]),
      ),
    ),
  )
  const expectedIndexes = new Set(expectedStored.map((o) => o.c.index))
  const storedButInvalid = [...storedIndexes].filter((i) => !expectedIndexes.has(i))
  const validNotStored = [...expectedIndexes].filter((i) => !storedIndexes.has(i))
  log(
    `[${label}] fuzz: leads before ${before}, after ${after} (+${after - before}); valid ones found by marker: ${storedIndexes.size}`,
  )

  expect(serverErrors.map(describeCase), 'answers ≥ 500 or no answer').toEqual([])
  expect(wrong.map(describeCase), 'stored when it should not be, or the reverse').toEqual([])
  expect(storedButInvalid, 'leads stored from invalid submissions').toEqual([])
  expect(validNotStored, 'valid submissions not in the database').toEqual([])
  expect(after - before).toBe(expectedStored.length)
  if (!only && !process.env.LEADS_FUZZ_COUNT) expect(outcomes.length).toBeGreaterThanOrEqual(10_000)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** A body Next.js would have to decode before any of the site's code runs: the proxy refuses it. */
async function postRaw(
  url: string,
  actionId: string,
  body: Uint8Array<ArrayBuffer> | string,
  contentType: string,
) {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'Content-Type': contentType, 'Next-Action': actionId, Origin: new URL(url).origin },
  })
  await response.arrayBuffer()
  return {
    status: response.status,
    redirect: null,
    stored: false,
    thankYou: false,
    ms: performance.now() - started,
  }
}

describe('visitor forms on a production server (SQLite)', () => {
  let smtp: SmtpServer
  let server: Server
  let dist: { distDir: string; remove: () => void }
  let scratch = ''

  /** Set by case b, awaited by its last part (after the fuzz, while the claims expire). */
  let killedBurstMails: Promise<string> | null = null
  let staleAtKill: number[] = []

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'agency-leads-'))
    ensureBuild()
    // Right after the build: a rebuild by someone else cannot change the files under the server.
    dist = copyBuild('leads')
    smtp = await startSmtpServer()
    server = await startServer(smtp, scratch, dist.distDir, `file:${path.join(scratch, 'agency.db')}`)
    log(`server on ${server.site.url}, DATA_DIR ${scratch}, ${availableParallelism()} CPUs`)
  }, 900_000)

  afterAll(async () => {
    await server?.site.stop()
    await server?.db.close()
    await smtp?.stop()
    dist?.remove()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it('a. SMTP down while 50 leads arrive: all thanked and stored, 100 mails delivered once when it is back', async () => {
    await outageCase(server, smtp, 'sqlite')
  }, 240_000)

  it('b. kill -9 during a burst of 200: every thanked submission is stored once; mails go out after the restart', async () => {
    const count = 200
    const prefix = 'kill'
    const pattern = new RegExp(`^${prefix}\\.${RUN}\\.\\d+@example\\.be$`, 'i')
    const { db } = server
    const pages = await mapLimit(range(count), 4, () =>
      loadForm(server.site.url, CONTACT_PAGE, 'site-contact'),
    )
    await waitForToken(pages.at(-1)!)

    // The kill comes after 60–120 thank-you pages, preferably while an outbox job runs (a job
    // the killed process leaves "processing" is never run again), at most 1 s later.
    const killAfter = randomInt(60, 121)
    const thanked = new Set<number>()
    const failed = new Map<number, string>()
    let killed = false
    let jobCaught: { id: number; meta: string | null } | null = null
    let killAt = 0
    const killer = (async () => {
      while (thanked.size < killAfter) await sleep(5)
      const deadline = Date.now() + 1_000
      while (Date.now() < deadline && !jobCaught) {
        const running = await db.query<{ id: number; meta: string | null }>(
          `SELECT id, meta FROM payload_jobs WHERE task_slug = 'drainOutbox' AND processing = ?`,
          [db.kind === 'sqlite' ? 1 : 'true'],
        )
        jobCaught = running.find((j) => String(j.meta ?? '').includes('scheduled')) ?? running[0] ?? null
        if (!jobCaught) await sleep(10)
      }
      killAt = Date.now()
      killed = true
      await server.site.kill()
    })()
    const burstStarted = Date.now()
    await mapLimit(range(count), 10, async (i) => {
      if (killed) {
        failed.set(i, 'not sent: server killed')
        return
      }
      try {
        const answer = await submitNoJs(pages[i]!.url, fill(pages[i]!, contactVisitor(prefix, i)))
        if (answer.thankYou) thanked.add(i)
        else failed.set(i, `${answer.status}`)
      } catch (error) {
        failed.set(i, (error as Error).message)
      }
    })
    await killer
    log(
      `kill: ${thanked.size} of ${count} submissions got their thank-you page before the kill ` +
        `(${((killAt - burstStarted) / 1000).toFixed(1)} s into the burst; ${describeJob(jobCaught)}), ` +
        `${failed.size} did not: ${summarize([...failed.values()])}`,
    )
    const wrongAnswers = [...failed.values()].filter((reason) => /^\d+$/.test(reason))
    expect(wrongAnswers, 'answers other than the thank-you page before the kill').toEqual([])

    // The server is dead: what is in the database now is what survived.
    const stored = await db.query<{ id: number; email: string }>(
      'SELECT id, email FROM leads WHERE email LIKE ?',
      [`${prefix}.${RUN}.%`],
    )
    const perVisitor = new Map<number, number>()
    for (const lead of stored) {
      const i = Number(/\.(\d+)@/.exec(lead.email)?.[1])
      perVisitor.set(i, (perVisitor.get(i) ?? 0) + 1)
    }
    const missing = [...thanked].filter((i) => !perVisitor.has(i))
    const duplicated = [...perVisitor].filter(([, n]) => n > 1).map(([i]) => i)
    expect(missing, 'thanked but not stored').toEqual([])
    expect(duplicated, 'stored twice').toEqual([])
    const unthankedStored = [...perVisitor.keys()].filter((i) => !thanked.has(i))
    const rowsAtKill = await mailRows(db, `${prefix}.${RUN}.%`)
    const byStatus = summarize(rowsAtKill.map((m) => m.status))
    const claimedUntil = Math.max(
      0,
      ...rowsAtKill.filter((m) => m.status === 'sending').map((m) => Date.parse(String(m.claimed_until))),
    )
    const staleJobs = await db.query<{ id: number; meta: string | null }>(
      `SELECT id, meta FROM payload_jobs WHERE processing = ?`,
      [db.kind === 'sqlite' ? 1 : 'true'],
    )
    log(
      `kill: ${stored.length} leads stored (${unthankedStored.length} committed without their answer reaching the visitor), ` +
        `none twice; their ${rowsAtKill.length} mails at the kill: ${byStatus}; jobs left "processing": ${staleJobs.length}` +
        `${staleJobs.length ? ` (${staleJobs.map((j) => `${j.id}${String(j.meta ?? '').includes('scheduled') ? ' scheduled sweep' : ''}`).join(', ')})` : ''}`,
    )

    const restartAt = Date.now()
    await server.restart()
    log(`kill: restarted in ${((Date.now() - restartAt) / 1000).toFixed(1)} s`)

    // Every mail of every stored lead goes out; one whose claim the killed process held waits for
    // the claim to expire (2 minutes). Checked at the end of the file, after the fuzz.
    const expected = new Set(rowsAtKill.map(rowKey))
    const sentBeforeKill = new Set(rowsAtKill.filter((m) => m.status === 'sent').map(rowKey))
    const sendingAtKill = rowsAtKill.filter((m) => m.status === 'sending').length
    const waitMs = Math.max(60_000, claimedUntil - Date.now() + 60_000)
    killedBurstMails = (async () => {
      await waitUntil(
        () => [...expected].every((key) => received(smtp, pattern).byKey.has(key)),
        waitMs,
        `the ${expected.size} mails of the leads stored before the kill`,
      ).catch((error: Error) => {
        const { byKey } = received(smtp, pattern)
        const absent = [...expected].filter((key) => !byKey.has(key))
        throw new Error(
          `${error.message}; never received: ${absent.slice(0, 10).join(', ')} (${absent.length})`,
        )
      })
      await sleep(3_000)
      const { byKey } = received(smtp, pattern)
      const twice = [...byKey].filter(([, mails]) => mails.length > 1).map(([key]) => key)
      // A mail the killed process had handed to the SMTP server but not yet marked sent is sent
      // again once its claim expires: at most the ones claimed at the kill.
      expect(twice.length, `delivered twice: ${twice.join(', ')}`).toBeLessThanOrEqual(sendingAtKill)
      const rows = await mailRows(db, `${prefix}.${RUN}.%`)
      expect(rows.filter((m) => m.status !== 'sent').map((m) => `${m.id}:${m.status}`)).toEqual([])
      return (
        `${expected.size} mails delivered (${sentBeforeKill.size} before the kill, ${expected.size - sentBeforeKill.size} after the restart), ` +
        `${twice.length} twice (${sendingAtKill} were claimed by the killed process), all rows 'sent', ` +
        `last one ${((Date.now() - 3_000 - killAt) / 1000).toFixed(0)} s after the kill`
      )
    })()
    killedBurstMails.catch(() => undefined)

    // The outbox's sweep must survive the kill: Payload schedules a sweep only when no scheduled
    // one is queued or running, and never runs again a job the killed process left "processing";
    // the site releases such jobs after two minutes (src/leads/jobs.ts). Checked at the end.
    staleAtKill = staleJobs.map((j) => j.id)
  }, 240_000)

  it('c. fuzz: ≥ 10,000 generated submissions over every form, no 5xx, only the valid ones stored', async () => {
    await fuzzCase(server, 'sqlite')
  }, 600_000)

  it('b (end). every mail of the leads stored before the kill is delivered after the restart', async () => {
    expect(killedBurstMails, 'case b ran').not.toBeNull()
    log(`kill: ${await killedBurstMails}`)
    // Jobs the killed process left running were released and run again (or are no longer there).
    if (staleAtKill.length > 0) {
      const { db } = server
      await waitUntil(
        async () => {
          const still = await db.query<{ id: number }>(
            `SELECT id FROM payload_jobs WHERE processing = ? AND id IN (${staleAtKill.map(Number).join(',')})`,
            [db.kind === 'sqlite' ? 1 : 'true'],
          )
          return still.length === 0
        },
        200_000,
        'the jobs left "processing" by the killed process to be released',
      )
      log(`kill: jobs left "processing" released: ${staleAtKill.join(', ')}`)
    }
  }, 500_000)
})

describe.runIf(process.env.TEST_DATABASE_URL)('visitor forms on a production server (PostgreSQL)', () => {
  let smtp: SmtpServer
  let server: Server
  let dist: { distDir: string; remove: () => void }
  let drop: () => Promise<void> = async () => undefined
  let scratch = ''

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'agency-leads-pg-'))
    ensureBuild()
    dist = copyBuild('leads-pg')
    smtp = await startSmtpServer()
    const name = `agency_leads_${RUN}`
    await admin(`CREATE DATABASE ${name}`)
    drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    const url = new URL(process.env.TEST_DATABASE_URL as string)
    url.pathname = `/${name}`
    server = await startServer(smtp, scratch, dist.distDir, url.toString())
  }, 900_000)

  afterAll(async () => {
    await server?.site.stop()
    await server?.db.close()
    await smtp?.stop()
    await drop()
    dist?.remove()
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it('a. SMTP down while 50 leads arrive: all thanked and stored, 100 mails delivered once when it is back', async () => {
    await outageCase(server, smtp, 'postgres')
  }, 240_000)

  // Only when asked (LEADS_PG_FUZZ=1): two more minutes.
  it.runIf(process.env.LEADS_PG_FUZZ === '1')(
    'c. fuzz on PostgreSQL',
    async () => {
      await fuzzCase(server, 'postgres')
    },
    600_000,
  )
})

function describeJob(job: { id: number; meta: string | null } | null): string {
  if (!job) return 'no outbox job was running'
  return `while outbox job ${job.id}${String(job.meta ?? '').includes('scheduled') ? ' (the scheduled sweep)' : ''} was running`
}

function summarize(values: string[]): string {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].map(([value, n]) => `${value} ×${n}`).join(', ') || 'none'
}
