import type { Payload } from 'payload'

import { type ChangeWatcher, watchChanges } from '@/db/watchChanges'
import { env } from '@/env'
import { revalidate } from './revalidate'

const KEY = Symbol.for('agency.change-feed')
type Holder = { [KEY]?: Promise<ChangeWatcher> }

/**
 * Starts listening for changes made by other processes (other instances, the import command) and
 * clears this process's caches for them; once per process (instrumentation.ts calls it).
 */
export function startChangeFeed(payload: Payload): Promise<ChangeWatcher> {
  const holder = globalThis as Holder
  holder[KEY] ??= watchChanges(payload, (tags) => revalidate(...tags), {
    postgresUrl: env.databaseKind === 'postgres' ? env.databaseUrl : undefined,
    log: (message) => payload.logger.warn(message),
  })
  return holder[KEY]
}
