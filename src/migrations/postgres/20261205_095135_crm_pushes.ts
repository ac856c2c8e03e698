import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crm_pushes_kind" AS ENUM('lead', 'project-lead', 'demand', 'unsubscribe', 'visit-booking', 'newsletter');
  CREATE TYPE "public"."enum_crm_pushes_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'not-sent');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'drainCrmPushes' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'drainCrmPushes' BEFORE 'schedulePublish';
  CREATE TABLE "crm_pushes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_crm_pushes_kind" NOT NULL,
  	"lead_id" integer,
  	"demand_id" integer,
  	"calls" jsonb NOT NULL,
  	"answer" jsonb,
  	"status" "enum_crm_pushes_status" DEFAULT 'queued',
  	"step" numeric DEFAULT 0,
  	"person_id" numeric,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"next_attempt_at" timestamp(3) with time zone,
  	"claimed_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_pushes_id" integer;
  ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "crm_pushes_lead_idx" ON "crm_pushes" USING btree ("lead_id");
  CREATE INDEX "crm_pushes_demand_idx" ON "crm_pushes" USING btree ("demand_id");
  CREATE INDEX "crm_pushes_status_idx" ON "crm_pushes" USING btree ("status");
  CREATE INDEX "crm_pushes_next_attempt_at_idx" ON "crm_pushes" USING btree ("next_attempt_at");
  CREATE INDEX "crm_pushes_updated_at_idx" ON "crm_pushes" USING btree ("updated_at");
  CREATE INDEX "crm_pushes_created_at_idx" ON "crm_pushes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_pushes_fk" FOREIGN KEY ("crm_pushes_id") REFERENCES "public"."crm_pushes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_crm_pushes_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_pushes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crm_pushes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crm_pushes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_pushes_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'drainOutbox', 'sendAlerts', 'anonymiseLeads', 'importCrmSnapshot', 'syncCrm', 'syncCrmFull', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'drainOutbox', 'sendAlerts', 'anonymiseLeads', 'importCrmSnapshot', 'syncCrm', 'syncCrmFull', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_crm_pushes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_pushes_id";
  DROP TYPE "public"."enum_crm_pushes_kind";
  DROP TYPE "public"."enum_crm_pushes_status";`)
}
