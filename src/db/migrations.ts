import type { Migration, Payload } from 'payload'

import { env } from '@/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

/** Applies the committed migrations of the adapter in use; already-applied ones are skipped. */
export async function migrate(payload: Payload): Promise<void> {
  // Each adapter's generated files type their arguments with that adapter's own Drizzle types,
  // which Payload's generic Migration type cannot express; at run time they are exactly Migrations.
  const migrations = (env.databaseKind === 'postgres'
    ? postgresMigrations
    : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
}
