import 'server-only'

import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import type { NodemailerError } from 'nodemailer/lib/errors'

import { mailConfig } from './config'
import { outboxFileName } from './outboxName'
import type { OutgoingMail } from './types'

export type SentMail = { messageId: string; via: 'smtp' | 'file' }

/** A failed SMTP send. The outbox retries it; `permanent` says the server refused it for good (5xx). */
export class MailSendError extends Error {
  readonly server: string
  readonly code: string | null
  readonly responseCode: number | null
  readonly permanent: boolean
  constructor(server: string, cause: NodemailerError) {
    const command = cause.command?.split(' ')[0]
    const step = command === 'CONN' ? ' while connecting' : command ? ` at ${command}` : ''
    const codes = [cause.code, cause.responseCode].filter(Boolean).join(' ')
    // e.g. "SMTP smtp.example.com:587 failed while connecting: connect ECONNREFUSED … [ESOCKET]"
    super(`SMTP ${server} failed${step}: ${cause.message}${codes ? ` [${codes}]` : ''}`, { cause })
    this.name = 'MailSendError'
    this.server = server
    this.code = cause.code ?? null
    this.responseCode = cause.responseCode ?? null
    this.permanent = cause.permanent === true
  }
}

// A dead or silent server fails a send in seconds rather than holding it for the defaults' minutes
// (nodemailer waits 2 minutes to connect, 10 for an idle socket). The socket may stay quiet a
// little longer: servers scan a message after DATA, and giving up then would send it twice.
const TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  dnsTimeout: 10_000,
  socketTimeout: 20_000,
}
// Whatever happens (a pool requeueing after dropped connections), a send settles within this,
// well inside the outbox's claim on the message.
const SEND_DEADLINE_MS = 60_000

// One pooled transporter per process, for the SMTP_URL it was made for: a changed URL gets a new one.
let smtp: { url: string; transporter: Transporter } | null = null
let file: Transporter | null = null
let warned = false

function smtpTransporter(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transporter.close()
    smtp = {
      url,
      transporter: nodemailer.createTransport({ url, pool: true, maxConnections: 2, ...TIMEOUTS }),
    }
  }
  return smtp.transporter
}

/** host:port of an SMTP URL, without its credentials: what error messages may show. */
function serverName(url: string): string {
  const { hostname, port, protocol } = new URL(url)
  return `${hostname}:${port || (protocol === 'smtps:' ? 465 : 587)}`
}

function options(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // RFC 8058 one-click unsubscribe: mail clients show an "Unsubscribe" button that POSTs to it.
    headers: mail.listUnsubscribe
      ? {
          'List-Unsubscribe': `<${mail.listUnsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined,
    attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
  }
}

/**
 * Sends one message: over SMTP when SMTP_URL is set, otherwise into the file outbox
 * (`<DATA_DIR>/outbox/*.eml`), so a mail is never dropped silently. SMTP errors are thrown as
 * MailSendError, naming the server and what failed, for the caller to retry.
 */
export async function sendMail(mail: OutgoingMail): Promise<SentMail> {
  const config = mailConfig()
  if (!config.smtpUrl) return writeToOutbox(config.outboxDir, mail)
  const url = config.smtpUrl
  try {
    const info = await smtpTransporter(url).sendMail({
      ...options(mail),
      signal: AbortSignal.timeout(SEND_DEADLINE_MS),
    })
    const rejected = (info.rejected ?? []).map(String)
    if (rejected.length > 0) {
      throw Object.assign(new Error(`recipient refused: ${rejected.join(', ')}`), { code: 'EENVELOPE' })
    }
    return { messageId: info.messageId, via: 'smtp' }
  } catch (error) {
    throw new MailSendError(serverName(url), error as NodemailerError)
  }
}

async function writeToOutbox(dir: string, mail: OutgoingMail): Promise<SentMail> {
  if (!warned) {
    warned = true
    console.warn(`SMTP_URL is not set: mails are written to ${dir} instead of being sent.`)
  }
  file ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  const info = await file.sendMail(options(mail))
  await mkdir(dir, { recursive: true })
  const name = outboxFileName(new Date(), info.messageId)
  // Written under a temporary name and renamed: the admin's list never reads half a message.
  const temporary = path.join(dir, `.${name}.tmp`)
  await writeFile(temporary, info.message as Buffer)
  await rename(temporary, path.join(dir, name))
  return { messageId: info.messageId, via: 'file' }
}

/** Closes the SMTP pool (tests, shutdown); the next send opens a new one. */
export function closeMailTransport(): void {
  smtp?.transporter.close()
  smtp = null
}
