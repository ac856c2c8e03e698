import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "page_cache_shared_max_age" numeric DEFAULT 300 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "page_cache_stale_while_revalidate" numeric DEFAULT 86400 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "page_cache_missing_max_age" numeric DEFAULT 60 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "page_cache_shared_max_age";
  ALTER TABLE "site_settings" DROP COLUMN "page_cache_stale_while_revalidate";
  ALTER TABLE "site_settings" DROP COLUMN "page_cache_missing_max_age";`)
}
