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
    migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/migrations/sqlite'),
  })
}
