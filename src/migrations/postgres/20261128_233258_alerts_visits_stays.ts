import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visit_slots_status" AS ENUM('scheduled', 'cancelled', 'withdrawn');
  CREATE TYPE "public"."enum_listing_events_reason" AS ENUM('new', 'price-drop');
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'holiday-request';
  ALTER TYPE "public"."enum_mails_kind" ADD VALUE 'demand-alert';
  ALTER TYPE "public"."enum_mails_kind" ADD VALUE 'visit-confirmation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAlerts' BEFORE 'anonymiseLeads';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAlerts' BEFORE 'anonymiseLeads';
  CREATE TABLE "properties_booked_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone
  );
  
  CREATE TABLE "visit_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"crm_id" numeric NOT NULL,
  	"property_id" numeric,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"capacity" numeric NOT NULL,
  	"booked" numeric DEFAULT 0 NOT NULL,
  	"status" "enum_visit_slots_status" DEFAULT 'scheduled' NOT NULL,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "listing_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" numeric,
  	"reason" "enum_listing_events_reason" NOT NULL,
  	"previous_price" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "visit_slot_id" integer;
  ALTER TABLE "mails" ADD COLUMN "list_unsubscribe" varchar;
  ALTER TABLE "mails" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_slots_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listing_events_id" integer;
  ALTER TABLE "properties_booked_periods" ADD CONSTRAINT "properties_booked_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "properties_booked_periods_order_idx" ON "properties_booked_periods" USING btree ("_order");
  CREATE INDEX "properties_booked_periods_parent_id_idx" ON "properties_booked_periods" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "visit_slots_crm_id_idx" ON "visit_slots" USING btree ("crm_id");
  CREATE INDEX "visit_slots_property_idx" ON "visit_slots" USING btree ("property_id");
  CREATE INDEX "visit_slots_starts_at_idx" ON "visit_slots" USING btree ("starts_at");
  CREATE INDEX "visit_slots_status_idx" ON "visit_slots" USING btree ("status");
  CREATE INDEX "visit_slots_updated_at_idx" ON "visit_slots" USING btree ("updated_at");
  CREATE INDEX "visit_slots_created_at_idx" ON "visit_slots" USING btree ("created_at");
  CREATE INDEX "listing_events_property_idx" ON "listing_events" USING btree ("property_id");
  CREATE INDEX "listing_events_updated_at_idx" ON "listing_events" USING btree ("updated_at");
  CREATE INDEX "listing_events_created_at_idx" ON "listing_events" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_visit_slot_id_visit_slots_id_fk" FOREIGN KEY ("visit_slot_id") REFERENCES "public"."visit_slots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_slots_fk" FOREIGN KEY ("visit_slots_id") REFERENCES "public"."visit_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listing_events_fk" FOREIGN KEY ("listing_events_id") REFERENCES "public"."listing_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_visit_slot_idx" ON "leads" USING btree ("visit_slot_id");
  CREATE INDEX "payload_locked_documents_rels_visit_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_slots_id");
  CREATE INDEX "payload_locked_documents_rels_listing_events_id_idx" ON "payload_locked_documents_rels" USING btree ("listing_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_booked_periods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listing_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "properties_booked_periods" CASCADE;
  DROP TABLE "visit_slots" CASCADE;
  DROP TABLE "listing_events" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_visit_slot_id_visit_slots_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_slots_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listing_events_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('site-contact', 'contact-me', 'contact-construction', 'contact-demand', 'send-to-friend', 'document-request', 'sign-newsletter', 'testimonial', 'purchase-offer', 'rent-application', 'contact-appointment', 'demand-register', 'unsubscribe', 'owner-message');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
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
  DROP INDEX "leads_visit_slot_idx";
  DROP INDEX "payload_locked_documents_rels_visit_slots_id_idx";
  DROP INDEX "payload_locked_documents_rels_listing_events_id_idx";
  ALTER TABLE "leads" DROP COLUMN "visit_slot_id";
  ALTER TABLE "mails" DROP COLUMN "list_unsubscribe";
  ALTER TABLE "mails" DROP COLUMN "attachments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_slots_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listing_events_id";
  DROP TYPE "public"."enum_visit_slots_status";
  DROP TYPE "public"."enum_listing_events_reason";`)
}
