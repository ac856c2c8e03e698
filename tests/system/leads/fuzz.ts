/** Case c: generated submissions, bad and good, over every form. */
import { randomInt } from 'node:crypto'
import { expect } from 'vitest'

import {
  discoverForms,
  type Fields,
  nextClientAddress,
  type PageForm,
  type Submission,
  submitJs,
  submitNoJs,
  waitForToken,
} from '../../helpers/leadClient'
import { FORMS, type FuzzCase, makeCase } from '../../helpers/leadFuzz'
import { mapLimit, sleep } from '../../helpers/site'
import { log, median, range, type Server, summarize } from './server'

/** The command that runs case c again on each database. */
const REPLAY = {
  sqlite: 'npx vitest run --project system tests/system/leadsFuzz.test.ts',
  postgres: 'LEADS_PG_FUZZ=1 npx vitest run --project system tests/system/leadsPostgres.test.ts',
} as const

/**
 * Case c on one server: generated submissions (tests/helpers/leadFuzz/), 6 at a time, mostly as
 * JavaScript action requests (no page is rendered for a refusal), the stored ones mostly as forms
 * posted without JavaScript; then the database must hold exactly the valid ones.
 */
export async function fuzzCase(server: Server, label: 'sqlite' | 'postgres') {
  const seed = Number(process.env.LEADS_FUZZ_SEED ?? randomInt(2 ** 31))
  const only = process.env.LEADS_FUZZ_ONLY?.split(',').map(Number)
  const total = Number(process.env.LEADS_FUZZ_COUNT ?? 10_000)
  const indexes = only ?? range(total)
  log(
    `[${label}] fuzz seed ${seed}: replay with LEADS_FUZZ_SEED=${seed} [LEADS_FUZZ_ONLY=<index,…>] ${REPLAY[label]}`,
  )
  const { db, site } = server
  const found = await discoverForms(site.url, 'fr', { wanted: FORMS })
  // Forms the fuzz has no cases for yet (the demand register and unsubscribe, issue 18) stay out.
  const forms = new Map([...found].filter(([name]) => (FORMS as readonly string[]).includes(name)))
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
  if (serverErrors.length) {
    // Whether the server is still there, and what it last said: a crash must leave its cause.
    const { exitCode, signalCode } = site.process
    log(
      `[${label}] fuzz: the server ${exitCode === null && signalCode === null ? 'is still running' : `exited (code ${exitCode}, signal ${signalCode})`}; its last output:\n` +
        site.output.join('').slice(-6_000),
    )
  }

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
    headers: {
      'Content-Type': contentType,
      'Next-Action': actionId,
      Origin: new URL(url).origin,
      'X-Forwarded-For': nextClientAddress(),
    },
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
