import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { stopProcessGroup } from '../../scripts/lib/processGroup'
import { type ReceivedMail, startSmtpServer } from '../helpers/smtp'
import { ALIAS_HOST } from './alias'
import type { CapturedMail } from './mailbox'

const port = Number(process.env.E2E_PORT ?? 3100)

async function waitForOk(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited early with code ${server.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`)
}

/** A header of the raw message as sent, its folded lines joined; null when absent. */
function rawHeader(raw: Buffer, name: string): string | null {
  const head = raw.toString('utf8').split(/\r?\n\r?\n/, 1)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : null
}

/** Each message as a JSON file of its own, written whole (a file appears only once complete). */
function mailWriter(mailDir: string) {
  let count = 0
  return (mail: ReceivedMail) => {
    count += 1
    const date = mail.headers.get('date')
    const captured: CapturedMail = {
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      listUnsubscribe: rawHeader(mail.raw, 'List-Unsubscribe'),
      listUnsubscribePost: rawHeader(mail.raw, 'List-Unsubscribe-Post'),
      attachments: mail.attachments,
      date: date instanceof Date ? date.toISOString() : new Date().toISOString(),
    }
    const name = `${Date.now()}-${String(count).padStart(4, '0')}.json`
    writeFileSync(path.join(mailDir, `.${name}.tmp`), JSON.stringify(captured, null, 2))
    renameSync(path.join(mailDir, `.${name}.tmp`), path.join(mailDir, name))
  }
}

/**
 * Starts the site exactly as a visitor's `npm start` would, on an empty database in a temporary
 * data folder, and hands the admin credentials it prints to the tests. Its mails go to a real SMTP
 * server started here, which writes each one it receives into E2E_MAIL_DIR (tests/e2e/mailbox.ts).
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-e2e-'))
  const mailDir = mkdtempSync(path.join(tmpdir(), 'agency-e2e-mail-'))
  const smtp = await startSmtpServer({}, mailWriter(mailDir))
  process.env.E2E_MAIL_DIR = mailDir
  let output = ''
  const server = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAYLOAD_SECRET: '',
      // The demo takes a mail server too (scripts/start.ts): its mails then really leave, to ours.
      SMTP_URL: smtp.url,
      // As behind one proxy: a test gives its browser an address of its own (leadForms.ts).
      TRUSTED_PROXY_HOPS: '1',
      // A second name of the site, as www and the bare domain are (docs/decisions/031).
      SITE_ALIASES: `http://${ALIAS_HOST}:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  try {
    await waitForOk(`http://127.0.0.1:${port}/`, server, 300_000)
  } catch (error) {
    console.error(output)
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    await smtp.stop()
    throw error
  }
  const email = /e-mail:\s+(\S+)/.exec(output)?.[1]
  const password = /password:\s+(\S+)/.exec(output)?.[1]
  if (!email || !password) throw new Error(`npm start printed no admin credentials:\n${output}`)
  process.env.E2E_ADMIN_EMAIL = email
  process.env.E2E_ADMIN_PASSWORD = password
  process.env.E2E_START_OUTPUT = output
  process.env.E2E_DATA_DIR = dataDir

  return async () => {
    // Wait for every process of the server's group to end before removing its data: `npm start`
    // may exit before the server it started, which may still be writing a generated photo, and
    // removing a folder while a file appears in it fails with ENOTEMPTY (a CI run's teardown).
    if (server.pid) await stopProcessGroup(server.pid)
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    await smtp.stop()
    rmSync(mailDir, { recursive: true, force: true })
  }
}
