import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_cache_shared_max_age\` numeric DEFAULT 300 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_cache_stale_while_revalidate\` numeric DEFAULT 86400 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_cache_missing_max_age\` numeric DEFAULT 60 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`page_cache_shared_max_age\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`page_cache_stale_while_revalidate\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`page_cache_missing_max_age\`;`)
}
