/** Case b: `kill -9` of the server in the middle of a burst of submissions, then a restart. */
import { randomInt } from 'node:crypto'
import { expect } from 'vitest'

import { fill, loadForm, submitNoJs, waitForToken } from '../../helpers/leadClient'
import { mapLimit, sleep } from '../../helpers/site'
import type { SmtpServer } from '../../helpers/smtp'
import { mailRows, received, rowKey } from './mails'
import {
  CONTACT_PAGE,
  contactVisitor,
  describeJob,
  log,
  range,
  RUN,
  type Server,
  summarize,
  waitUntil,
} from './server'

/**
 * Kills the server after 60–120 thank-you pages of a burst of 200 site-contact forms, checks what
 * survived in the database and restarts it. Returns what the end of the case checks once the
 * killed process's claims expire: the delivery of every stored lead's mails, and
 * the outbox jobs the killed process left "processing".
 */
export async function killCase(
  server: Server,
  smtp: SmtpServer,
): Promise<{ mails: Promise<string>; staleAtKill: number[] }> {
  const count = 200
  const prefix = 'kill'
  const pattern = new RegExp(`^${prefix}\\.${RUN}\\.\\d+@example\\.be$`, 'i')
  const { db } = server
  const pages = await mapLimit(range(count), 4, () => loadForm(server.site.url, CONTACT_PAGE, 'site-contact'))
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
  // the claim to expire (2 minutes). Checked at the end of the file.
  const expected = new Set(rowsAtKill.map(rowKey))
  const sentBeforeKill = new Set(rowsAtKill.filter((m) => m.status === 'sent').map(rowKey))
  const sendingAtKill = rowsAtKill.filter((m) => m.status === 'sending').length
  const waitMs = Math.max(60_000, claimedUntil - Date.now() + 60_000)
  const mails = (async () => {
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
  mails.catch(() => undefined)

  // The outbox's sweep must survive the kill: Payload schedules a sweep only when no scheduled
  // one is queued or running, and never runs again a job the killed process left "processing";
  // the site releases such jobs after two minutes (src/leads/jobs.ts). Checked at the end.
  return { mails, staleAtKill: staleJobs.map((j) => j.id) }
}
