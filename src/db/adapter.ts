import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'

import { env } from '@/env'

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

// Schema changes reach a database only through the committed migrations (src/migrations/<kind>),
// which `npm start` applies; push is never used, so dev and production schemas cannot drift.
export function databaseAdapter(): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      push: false,
      beforeSchemaInit: [indexLocalesByParent as never],
      migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/migrations/postgres'),
    })
  }
  const file = env.databaseUrl.slice('file:'.length)
  mkdirSync(path.dirname(file), { recursive: true })
  return sqliteAdapter({
    client: { url: env.databaseUrl },
    push: false,
    beforeSchemaInit: [indexLocalesByParent as never],
    // Payload leaves SQLite transactions off unless options are given; the CRM import relies on
    // one transaction to leave the database untouched when any record fails.
    transactionOptions: { behavior: 'immediate' },
    migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/migrations/sqlite'),
  })
}
