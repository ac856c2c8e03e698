import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mails_kind" ADD VALUE 'unsubscribe-confirm';
  ALTER TABLE "leads" ADD COLUMN "newsletter_withdrawn_at" timestamp(3) with time zone;
  CREATE INDEX "leads_newsletter_withdrawn_at_idx" ON "leads" USING btree ("newsletter_withdrawn_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mails_kind";
  CREATE TYPE "public"."enum_mails_kind" AS ENUM('agency-notification', 'visitor-confirmation', 'newsletter-confirm', 'documents', 'send-to-friend', 'password-reset', 'demand-confirm');
  ALTER TABLE "mails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mails_kind" USING "kind"::"public"."enum_mails_kind";
  DROP INDEX "leads_newsletter_withdrawn_at_idx";
  ALTER TABLE "leads" DROP COLUMN "newsletter_withdrawn_at";`)
}
