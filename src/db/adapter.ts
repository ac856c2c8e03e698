import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { env } from '@/env'
import { logLostConnections } from './lostConnections'
import { type DrizzleAdapter, safeTransactions } from './transactions'
import { tuneSqlite } from './tune'

type RawTable = { columns: Record<string, unknown>; indexes?: Record<string, { name: string; on: string[] }> }
type SchemaHookArgs = { adapter: { rawTables: Record<string, RawTable> }; schema: Record<string, unknown> }

/**
 * Payload indexes a localized table on (language, parent) only, but every read of a record asks
 * for all its languages by parent alone, once per row: without an index on the parent that is a
 * scan of the whole table per row (a list of 1,000 listings spent half a second there). One
 * definition for both adapters, so the generated migrations create it.
 */
function indexLocalesByParent({ adapter, schema }: SchemaHookArgs) {
  for (const [name, table] of Object.entries(adapter.rawTables)) {
    if (!name.endsWith('_locales') || !('_parentID' in table.columns)) continue
    table.indexes = { ...table.indexes, _parentIdx: { name: `${name}_parent_idx`, on: ['_parentID'] } }
  }
  return schema
}

/** How long a write waits for SQLite's write lock (held by an import, say) before it fails. */
const WRITE_LOCK_WAIT_MS = 30_000

/**
 * Gives the adapter transactions that report a failed COMMIT and wait for SQLite's lock without
 * blocking the process (src/db/transactions.ts); on SQLite, also the connection settings on every
 * connection (src/db/tune.ts); on PostgreSQL, a lost connection that does not end the process
 * (src/db/lostConnections.ts).
 */
function hardened(base: DatabaseAdapterObj, kind: 'sqlite' | 'postgres'): DatabaseAdapterObj {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args) as unknown as DrizzleAdapter & {
        client?: Parameters<typeof tuneSqlite>[0]
        pool?: Parameters<typeof logLostConnections>[0]
        connect?: (options?: unknown) => Promise<void>
      }
      Object.assign(
        adapter,
        safeTransactions(adapter, { waitMs: WRITE_LOCK_WAIT_MS, oneWriter: kind === 'sqlite' }),
      )
      const connect = adapter.connect
      if (kind === 'sqlite' && connect) {
        adapter.connect = async function (this: typeof adapter, options) {
          await connect.call(this, options)
          if (this.client) await tuneSqlite(this.client)
        }
      }
      if (kind === 'postgres' && connect) {
        adapter.connect = async function (this: typeof adapter, options) {
          await connect.call(this, options)
          if (this.pool) logLostConnections(this.pool, args.payload.logger)
        }
      }
      return adapter as unknown as ReturnType<DatabaseAdapterObj['init']>
    },
  }
}

// Schema changes reach a database only through the committed migrations (src/migrations/<kind>),
// which `npm start` applies; push is never used, so dev and production schemas cannot drift.
export function databaseAdapter(): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return hardened(
      postgresAdapter({
        pool: { connectionString: env.databaseUrl },
        push: false,
        beforeSchemaInit: [indexLocalesByParent as never],
        migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/migrations/postgres'),
      }),
      'postgres',
    )
  }
  const file = env.databaseUrl.slice('file:'.length)
  mkdirSync(path.dirname(file), { recursive: true })
  return hardened(
    sqliteAdapter({
      client: { url: env.databaseUrl },
      push: false,
      beforeSchemaInit: [indexLocalesByParent as never],
      // Payload leaves SQLite transactions off unless options are given; the CRM import relies on
      // one transaction to leave the database untouched when any record fails.
      transactionOptions: { behavior: 'immediate' },
      migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/migrations/sqlite'),
    }),
    'sqlite',
  )
}
