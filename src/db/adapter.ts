import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'

import { env } from '@/env'

// Schema changes reach a database only through the committed migrations (src/migrations/<kind>),
// which `npm start` applies; push is never used, so dev and production schemas cannot drift.
export function databaseAdapter(): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      push: false,
      migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/migrations/postgres'),
    })
  }
  const file = env.databaseUrl.slice('file:'.length)
  mkdirSync(path.dirname(file), { recursive: true })
  return sqliteAdapter({
    client: { url: env.databaseUrl },
    push: false,
    // Payload leaves SQLite transactions off unless options are given; the CRM import relies on
    // one transaction to leave the database untouched when any record fails.
    transactionOptions: { behavior: 'immediate' },
    migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/migrations/sqlite'),
  })
}
