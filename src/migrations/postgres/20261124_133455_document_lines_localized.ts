import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_documents_locales" ADD COLUMN "lines" jsonb;
  ALTER TABLE "projects_documents_locales" ADD COLUMN "lines" jsonb;
  ALTER TABLE "properties_documents" DROP COLUMN "lines";
  ALTER TABLE "projects_documents" DROP COLUMN "lines";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_documents" ADD COLUMN "lines" jsonb;
  ALTER TABLE "projects_documents" ADD COLUMN "lines" jsonb;
  ALTER TABLE "properties_documents_locales" DROP COLUMN "lines";
  ALTER TABLE "projects_documents_locales" DROP COLUMN "lines";`)
}
