import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { promisify } from 'node:util'

const run = promisify(execFile)
const MARK = '@@local-api@@'

/** As `npm start` runs the demo, so that the process neither regenerates types nor checks dependencies. */
function demoEnv(): NodeJS.ProcessEnv {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: global setup did not run')
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PAYLOAD_SECRET: '',
    SITE_URL: '',
    NODE_ENV: 'production',
    AGENCY_DEMO: '1',
  }
}

// One process per test worker, started at the first call: Payload takes two seconds to start,
// a query a few milliseconds. It reads a request a line ({ id, body }) and answers a line each.
const server = `(async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  const AsyncFunction = (async () => {}).constructor
  const { createInterface } = await import('node:readline')
  const say = (message) => process.stdout.write('${MARK}' + JSON.stringify(message) + '\\n')
  const lines = createInterface({ input: process.stdin })
  lines.on('line', async (line) => {
    const { id, body } = JSON.parse(line)
    try {
      say({ id, result: (await new AsyncFunction('payload', body)(payload)) ?? null })
    } catch (error) {
      say({ id, error: String(error?.stack ?? error) })
    }
  })
  lines.on('close', () => process.exit(0))
  say({ ready: true })
})().catch((error) => { console.error(error); process.exit(1) })`

type Answer = { id?: number; ready?: boolean; result?: unknown; error?: string }
type Session = {
  child: ChildProcessWithoutNullStreams
  ready: Promise<void>
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>
  next: number
}
let session: Session | null = null

function start(): Session {
  const child = spawn('npx', ['tsx', '--conditions=production', '-e', server], { env: demoEnv() })
  const pending: Session['pending'] = new Map()
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000)
  })
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(MARK)) return
      const answer = JSON.parse(line.slice(MARK.length)) as Answer
      if (answer.ready) return resolve()
      const waiting = pending.get(answer.id ?? -1)
      pending.delete(answer.id ?? -1)
      if (answer.error !== undefined) waiting?.reject(new Error(answer.error))
      else waiting?.resolve(answer.result)
    })
    child.on('exit', (code) => {
      const error = new Error(`the Local API process exited (${code}):\n${stderr}`)
      reject(error)
      for (const waiting of pending.values()) waiting.reject(error)
      session = null
    })
  })
  // The worker does not wait for it: it ends when the worker closes its input.
  child.unref()
  return { child, ready, pending, next: 1 }
}

/**
 * Runs `body` (the inside of an async function with `payload` in scope, plain JavaScript) with the
 * Local API on the server's database, and returns what it returns. Leads are written only by the
 * site's server actions (their REST create is closed), and a test reads them as staff would.
 */
export async function localApi<T>(body: string): Promise<T> {
  session ??= start()
  const current = session
  await current.ready
  const id = current.next++
  const answer = new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the Local API gave no answer to:\n${body}`)), 60_000)
    current.pending.set(id, {
      resolve: (value) => (clearTimeout(timer), resolve(value)),
      reject: (error) => (clearTimeout(timer), reject(error)),
    })
  })
  current.child.stdin.write(`${JSON.stringify({ id, body })}\n`)
  return (await answer) as T
}

export type StoredLead = {
  id: number
  form: string
  locale: string
  status: string
  review: string | null
  property: number | null
  project: number | null
  data: Record<string, unknown>
  /** The mails stored with it in the outbox: what was sent to whom. */
  mails: { kind: string; to: string; status: string }[]
}

/** Every lead left with this e-mail address, oldest first, with its mails. */
export function leadsOf(email: string): Promise<StoredLead[]> {
  return localApi<StoredLead[]>(`
    const { docs } = await payload.find({
      collection: 'leads', depth: 0, overrideAccess: true, sort: 'createdAt', limit: 20,
      where: { email: { equals: ${JSON.stringify(email)} } },
    })
    const mails = await payload.find({
      collection: 'mails', depth: 0, overrideAccess: true, limit: 100,
      where: { lead: { in: docs.map((doc) => doc.id) } },
    })
    return docs.map((lead) => ({
      id: lead.id, form: lead.form, locale: lead.locale, status: lead.status, review: lead.review ?? null,
      property: lead.property ?? null, project: lead.project ?? null, data: lead.data ?? {},
      mails: mails.docs.filter((mail) => mail.lead === lead.id)
        .map((mail) => ({ kind: mail.kind, to: mail.to, status: mail.status })),
    }))
  `)
}

/**
 * A document link signed as the site signs them, with an expiry already past: the signing key
 * derives from the server's secret, which the demo keeps in its data folder (src/env.ts).
 */
export async function expiredDocumentLink(href: string): Promise<string> {
  const code = `import('@/leads/documentLinks').then(({ signDocumentLink }) => {
    process.stdout.write(signDocumentLink(${JSON.stringify(href)}, new Date(Date.now() - 86_400_000)))
  })`
  const { stdout } = await run('npx', ['tsx', '--conditions=react-server', '-e', code], {
    env: demoEnv(),
    timeout: 60_000,
  })
  return stdout.trim()
}
