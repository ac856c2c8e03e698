import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_title" AS ENUM('mr', 'ms', 'miss');
  CREATE TYPE "public"."enum_mails_kind" AS ENUM('agency-notification', 'visitor-confirmation', 'newsletter-confirm', 'documents', 'send-to-friend');
  CREATE TYPE "public"."enum_mails_locale" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_mails_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_mails_via" AS ENUM('smtp', 'file');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'drainOutbox', 'anonymiseLeads');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'drainOutbox', 'anonymiseLeads');
  CREATE TABLE "leads_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer,
  	"kind" "enum_mails_kind" NOT NULL,
  	"locale" "enum_mails_locale" NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"html" varchar NOT NULL,
  	"status" "enum_mails_status" DEFAULT 'queued',
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"via" "enum_mails_via",
  	"message_id" varchar,
  	"next_attempt_at" timestamp(3) with time zone,
  	"claimed_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('site-contact', 'contact-me', 'contact-construction', 'contact-demand', 'send-to-friend', 'document-request', 'sign-newsletter', 'testimonial', 'purchase-offer', 'rent-application', 'contact-appointment', 'demand-register', 'unsubscribe');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  -- The old mail states move to the outbox; a lead is new until staff handle it.
  UPDATE "leads" SET "status" = CASE WHEN "status" = 'handled' THEN 'handled' ELSE 'new' END;
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'in-progress', 'handled', 'spam');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  ALTER TABLE "testimonials" ADD COLUMN "lead_id" integer;
  ALTER TABLE "leads" ADD COLUMN "title" "enum_leads_title";
  ALTER TABLE "leads" ADD COLUMN "project_id" numeric;
  ALTER TABLE "leads" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "leads" ADD COLUMN "review" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_page" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_landing_page" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_referrer" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_utm_source" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_utm_medium" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_utm_campaign" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_utm_term" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_utm_content" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_gclid" varchar;
  ALTER TABLE "leads" ADD COLUMN "source_fbclid" varchar;
  ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mails_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "lead_retention_months" numeric DEFAULT 36 NOT NULL;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mails" ADD CONSTRAINT "mails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_notes_order_idx" ON "leads_notes" USING btree ("_order");
  CREATE INDEX "leads_notes_parent_id_idx" ON "leads_notes" USING btree ("_parent_id");
  CREATE INDEX "leads_notes_author_idx" ON "leads_notes" USING btree ("author_id");
  CREATE INDEX "mails_lead_idx" ON "mails" USING btree ("lead_id");
  CREATE INDEX "mails_status_idx" ON "mails" USING btree ("status");
  CREATE INDEX "mails_next_attempt_at_idx" ON "mails" USING btree ("next_attempt_at");
  CREATE INDEX "mails_updated_at_idx" ON "mails" USING btree ("updated_at");
  CREATE INDEX "mails_created_at_idx" ON "mails" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mails_fk" FOREIGN KEY ("mails_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "testimonials_lead_idx" ON "testimonials" USING btree ("lead_id");
  CREATE INDEX "leads_last_name_idx" ON "leads" USING btree ("last_name");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_project_idx" ON "leads" USING btree ("project_id");
  CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id");
  CREATE INDEX "payload_locked_documents_rels_mails_id_idx" ON "payload_locked_documents_rels" USING btree ("mails_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_notes" CASCADE;
  DROP TABLE "mails" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_lead_id_leads_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_project_id_projects_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_assignee_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mails_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('contact-me', 'contact-appointment', 'contact-construction', 'contact-demand', 'demand-register', 'send-to-friend', 'site-contact', 'sign-newsletter', 'document-request', 'testimonial', 'unsubscribe');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'mailed', 'mail-failed', 'handled');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  DROP INDEX "testimonials_lead_idx";
  DROP INDEX "leads_last_name_idx";
  DROP INDEX "leads_email_idx";
  DROP INDEX "leads_project_idx";
  DROP INDEX "leads_assignee_idx";
  DROP INDEX "payload_locked_documents_rels_mails_id_idx";
  ALTER TABLE "testimonials" DROP COLUMN "lead_id";
  ALTER TABLE "leads" DROP COLUMN "title";
  ALTER TABLE "leads" DROP COLUMN "project_id";
  ALTER TABLE "leads" DROP COLUMN "assignee_id";
  ALTER TABLE "leads" DROP COLUMN "review";
  ALTER TABLE "leads" DROP COLUMN "source_page";
  ALTER TABLE "leads" DROP COLUMN "source_landing_page";
  ALTER TABLE "leads" DROP COLUMN "source_referrer";
  ALTER TABLE "leads" DROP COLUMN "source_utm_source";
  ALTER TABLE "leads" DROP COLUMN "source_utm_medium";
  ALTER TABLE "leads" DROP COLUMN "source_utm_campaign";
  ALTER TABLE "leads" DROP COLUMN "source_utm_term";
  ALTER TABLE "leads" DROP COLUMN "source_utm_content";
  ALTER TABLE "leads" DROP COLUMN "source_gclid";
  ALTER TABLE "leads" DROP COLUMN "source_fbclid";
  ALTER TABLE "leads" DROP COLUMN "anonymised_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mails_id";
  ALTER TABLE "site_settings" DROP COLUMN "lead_retention_months";
  DROP TYPE "public"."enum_leads_title";
  DROP TYPE "public"."enum_mails_kind";
  DROP TYPE "public"."enum_mails_locale";
  DROP TYPE "public"."enum_mails_status";
  DROP TYPE "public"."enum_mails_via";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
