import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Written by hand: the change signal's table is not a Payload collection (src/db/changes.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`site_changes\` (
  \`tag\` text PRIMARY KEY NOT NULL,
  \`version\` integer DEFAULT 0 NOT NULL,
  \`changed_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`site_changes\`;`)
}
