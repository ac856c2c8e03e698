import type { Payload } from 'payload'

import { env } from '@/env'
import { changedSources, CHANNEL, noteChanges, readVersions } from './changes'

export type ChangeWatcher = { poll(): Promise<void>; stop(): Promise<void> }
type Options = { pollMs?: number; postgresUrl?: string; log?: (message: string) => void }
type Listener = { end(): Promise<void> }

const FEED = Symbol.for('agency.change-feed')
type Holder = { [FEED]?: Promise<ChangeWatcher> }

/**
 * Starts hearing the changes other processes commit (other instances, the import command) and
 * moves this process's change counts for them (`noteChanges`), which every cached read compares
 * its values with; once per process (instrumentation.ts calls it).
 */
export function startChangeFeed(payload: Payload): Promise<ChangeWatcher> {
  const holder = globalThis as Holder
  holder[FEED] ??= watchChanges(payload, noteChanges, {
    postgresUrl: env.databaseKind === 'postgres' ? env.databaseUrl : undefined,
    log: (message) => payload.logger.warn(message),
  })
  return holder[FEED]
}

/**
 * Calls `onChange` with the sources whose version moved since the last reading: at once on
 * PostgreSQL's notification, and in any case within `pollMs` by reading the versions table, so a
 * notification missed while the listening connection was down costs at most one poll interval.
 */
export async function watchChanges(
  payload: Payload,
  onChange: (sources: string[]) => void,
  { pollMs = 1_000, postgresUrl, log = () => undefined }: Options = {},
): Promise<ChangeWatcher> {
  let known = await readVersions(payload)
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  const readOnce = async () => {
    const now = await readVersions(payload)
    const sources = changedSources(known, now)
    known = now
    if (sources.length > 0) onChange(sources)
  }
  // One reading at a time; a request for another while one runs is served right after it.
  const poll = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        try {
          await readOnce()
        } catch (error) {
          log(`change signal: reading versions failed: ${(error as Error).message}`)
        }
      } while (again && !stopped)
      running = null
    })()
    return running
  }

  const timer = setInterval(() => void poll(), pollMs)
  timer.unref()

  let listener: Listener | null = null
  let retry: NodeJS.Timeout | null = null
  const listen = async () => {
    if (!postgresUrl || stopped) return
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: postgresUrl })
    const reconnect = () => {
      if (stopped || retry) return
      listener = null
      void client.end().catch(() => undefined)
      retry = setTimeout(() => {
        retry = null
        void listen()
      }, 5_000)
      retry.unref()
    }
    client.on('notification', () => void poll())
    client.on('error', (error) => {
      log(`change signal: listening connection lost (${error.message}); polling meanwhile`)
      reconnect()
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
      listener = client
      // Whatever changed while this connection was being opened.
      void poll()
    } catch (error) {
      log(`change signal: cannot listen (${(error as Error).message}); polling meanwhile`)
      reconnect()
    }
  }
  await listen()

  return {
    poll,
    async stop() {
      stopped = true
      clearInterval(timer)
      if (retry) clearTimeout(retry)
      await listener?.end().catch(() => undefined)
      await running
    },
  }
}
