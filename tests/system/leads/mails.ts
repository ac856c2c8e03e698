/** The mails of the test's leads: as the SMTP server received them, and as the outbox holds them. */
import type { LeadsDb } from '../../helpers/leadsDb'
import type { ReceivedMail, SmtpServer } from '../../helpers/smtp'

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
export function rowKey(row: { to: string; reply_to: string | null; kind: string }): string {
  return row.kind === 'agency-notification'
    ? `agency:${String(row.reply_to).toLowerCase()}`
    : `visitor:${row.to.toLowerCase()}`
}

export function received(smtp: SmtpServer, visitorPattern: RegExp) {
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

export const mailRows = (db: LeadsDb, emailPattern: string) =>
  db.query<MailRow>(
    `SELECT m.id, m.lead_id, m.kind, m."to", m.reply_to, m.status, m.attempts, m.claimed_until
       FROM mails m JOIN leads l ON l.id = m.lead_id WHERE l.email LIKE ?`,
    [emailPattern],
  )
