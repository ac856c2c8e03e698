/** Case a: the mail server down while leads arrive, then back. */
import { expect } from 'vitest'

import { fill, loadForm, solveCaptcha, submitNoJs, waitForToken } from '../../helpers/leadClient'
import { mapLimit, sleep } from '../../helpers/site'
import type { SmtpServer } from '../../helpers/smtp'
import { mailRows, received, rowKey } from './mails'
import { CONTACT_PAGE, contactVisitor, log, median, range, RUN, type Server, waitUntil } from './server'

/**
 * Case a on one server: the SMTP server refuses connections while 50 site-contact forms are sent
 * with solved captchas (accept: the agency's mail and the visitor's confirmation each), then
 * comes back.
 */
export async function outageCase(server: Server, smtp: SmtpServer, label: string) {
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
