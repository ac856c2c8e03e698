import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listing_events_reason" AS ENUM('new', 'price-drop');
  ALTER TYPE "public"."enum_mails_kind" ADD VALUE 'demand-alert';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAlerts' BEFORE 'anonymiseLeads';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAlerts' BEFORE 'anonymiseLeads';
  CREATE TABLE "listing_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" numeric NOT NULL,
  	"reason" "enum_listing_events_reason" NOT NULL,
  	"previous_price" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "mails" ADD COLUMN "list_unsubscribe" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listing_events_id" integer;
  ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "listing_events_property_idx" ON "listing_events" USING btree ("property_id");
  CREATE INDEX "listing_events_updated_at_idx" ON "listing_events" USING btree ("updated_at");
  CREATE INDEX "listing_events_created_at_idx" ON "listing_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listing_events_fk" FOREIGN KEY ("listing_events_id") REFERENCES "public"."listing_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_listing_events_id_idx" ON "payload_locked_documents_rels" USING btree ("listing_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "listing_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "listing_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listing_events_fk";
  
  ALTER TABLE "mails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mails_kind";
  CREATE TYPE "public"."enum_mails_kind" AS ENUM('agency-notification', 'visitor-confirmation', 'newsletter-confirm', 'documents', 'send-to-friend', 'password-reset', 'demand-confirm', 'unsubscribe-confirm');
  ALTER TABLE "mails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mails_kind" USING "kind"::"public"."enum_mails_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'drainOutbox', 'anonymiseLeads', 'importCrmSnapshot', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'drainOutbox', 'anonymiseLeads', 'importCrmSnapshot', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_listing_events_id_idx";
  ALTER TABLE "mails" DROP COLUMN "list_unsubscribe";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listing_events_id";
  DROP TYPE "public"."enum_listing_events_reason";`)
}
