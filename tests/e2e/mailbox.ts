import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** A message the run's SMTP server received, as global setup writes it into E2E_MAIL_DIR. */
export type CapturedMail = {
  from: string | null
  to: string | null
  replyTo: string | null
  subject: string | null
  text: string | null
  html: string | null
  /** The RFC 8058 headers, as sent (`<https://…>`, `List-Unsubscribe=One-Click`); null when absent. */
  listUnsubscribe: string | null
  listUnsubscribePost: string | null
  /** Files sent with it, their content as text (a visit's .ics). */
  attachments: { filename: string | null; contentType: string; content: string }[]
  /** ISO date of its Date header. */
  date: string
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: global setup did not run')
  return dir
}

/** Every message received so far, oldest first. */
export function allMail(): CapturedMail[] {
  const dir = mailDir()
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CapturedMail)
}

/** The messages sent to an address (the To header contains it). */
export function mailTo(address: string): CapturedMail[] {
  const wanted = address.toLowerCase()
  return allMail().filter((mail) => mail.to?.toLowerCase().includes(wanted))
}

/**
 * The first message that matches, once it has arrived: the outbox sends right after each lead
 * (and its job runner every few seconds), so a lead's mails come within seconds.
 */
export async function waitForMail(
  predicate: (mail: CapturedMail) => boolean,
  timeoutMs = 20_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = allMail().find(predicate)
    if (found) return found
    if (Date.now() > deadline) {
      const seen = allMail()
        .slice(-10)
        .map((mail) => `  ${mail.to} · ${mail.subject}`)
        .join('\n')
      throw new Error(`no matching mail within ${timeoutMs} ms; the last ones received:\n${seen}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
