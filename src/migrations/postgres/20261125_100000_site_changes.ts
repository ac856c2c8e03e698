import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand: the change signal's table is not a Payload collection (src/db/changes.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "site_changes" (
    "tag" varchar PRIMARY KEY NOT NULL,
    "version" bigint DEFAULT 0 NOT NULL,
    "changed_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "site_changes";`)
}
