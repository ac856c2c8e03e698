import type { AddressInfo } from 'node:net'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'

export type ReceivedMail = {
  /** The SMTP envelope: who the client said it sends for, and to whom. */
  envelope: { mailFrom: string | null; rcptTo: string[] }
  from: string | null
  to: string | null
  replyTo: string | null
  subject: string | null
  text: string | null
  html: string | null
  /** Files sent with it: name, type and content as text. */
  attachments: { filename: string | null; contentType: string; content: string }[]
  headers: Map<string, unknown>
  raw: Buffer
}

/**
 * How the server is down. 'refuse': nothing listens on the port (a stopped or crashed server,
 * connection refused at once). 'reject': it answers every connection and MAIL FROM with 421, the
 * SMTP way of saying "try again later". 'silent': it accepts connections and never greets (a hung
 * server, a firewall's half-open port): the client's own timeouts have to end the wait.
 */
export type DownMode = 'refuse' | 'reject' | 'silent'

export type SmtpServer = {
  /** smtp://127.0.0.1:<port>, the value of SMTP_URL that points the site here. */
  url: string
  port: number
  messages: ReceivedMail[]
  /** Resolves once `count` messages have arrived in all, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
  down(mode?: DownMode): Promise<void>
  /** Back on the same port, accepting mail again. */
  up(): Promise<void>
  stop(): Promise<void>
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  value ? (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ') : null

/**
 * A real SMTP server on 127.0.0.1, on a free port, without TLS or required login (credentials in
 * the URL are accepted and ignored), that keeps every message it receives, parsed.
 */
export async function startSmtpServer(
  options: Partial<SMTPServerOptions> = {},
  /** Called with each message as it is kept (the e2e run writes them to files for the specs). */
  onMessage?: (mail: ReceivedMail) => void,
): Promise<SmtpServer> {
  const messages: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  let mode: DownMode | null = null
  const hung = new Set<() => void>()

  const server = new SMTPServer({
    authOptional: true,
    // Credentials in SMTP_URL are offered over the plain connection: accept (and ignore) them.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onConnect(_session, callback) {
      if (mode === 'silent') return void hung.add(() => callback(new Error('gone')))
      if (mode === 'reject')
        return callback(
          Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }),
        )
      callback()
    },
    onMailFrom(_address, _session, callback) {
      // A connection opened before down() (the sender's pool keeps them) is turned away too.
      if (mode)
        return callback(
          Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }),
        )
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        simpleParser(raw).then(
          (mail) => {
            const received: ReceivedMail = {
              envelope: {
                mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
                rcptTo: session.envelope.rcptTo.map((r) => r.address),
              },
              from: addresses(mail.from),
              to: addresses(mail.to),
              replyTo: addresses(mail.replyTo),
              subject: mail.subject ?? null,
              text: mail.text ?? null,
              html: mail.html || null,
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? null,
                contentType: file.contentType,
                content: file.content.toString('utf8'),
              })),
              headers: mail.headers,
              raw,
            }
            messages.push(received)
            onMessage?.(received)
            for (const wake of waiters) wake()
            callback()
          },
          (error: Error) => callback(error),
        )
      })
    },
    ...options,
  })

  // A client that goes away mid-conversation (a site process killed by a test) resets its
  // connection; smtp-server reports it as an 'error' event, which must not crash the test run.
  server.on('error', (error: Error & { code?: string }) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.warn('SMTP test server:', error)
  })

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once('error', reject)
      server.server.listen(port, '127.0.0.1', () => {
        server.server.off('error', reject)
        resolve((server.server.address() as AddressInfo).port)
      })
    })
  const closeListener = () =>
    new Promise<void>((resolve) => {
      if (!server.server.listening) return resolve()
      server.server.close(() => resolve())
    })
  const dropConnections = () => {
    for (const connection of server.connections) connection.send(421, 'Service shutting down')
  }

  const port = await listen(0)

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(messages.slice(0, count))
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`expected ${count} messages within ${timeoutMs} ms, got ${messages.length}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    async down(next = 'refuse') {
      mode = next
      if (next === 'refuse') {
        // The listener goes; open connections (a client's pool) are told the server is going.
        const closed = closeListener()
        dropConnections()
        await closed
      }
    },
    async up() {
      mode = null
      for (const end of hung) end()
      hung.clear()
      if (!server.server.listening) await listen(port)
    },
    async stop() {
      mode = null
      for (const end of hung) end()
      hung.clear()
      dropConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
