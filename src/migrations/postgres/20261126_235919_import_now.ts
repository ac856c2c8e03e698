import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crm_imports_phase" AS ENUM('queued', 'reading', 'preparing', 'writing', 'verifying');
  ALTER TYPE "public"."enum_crm_imports_outcome" ADD VALUE 'queued' BEFORE 'succeeded';
  ALTER TYPE "public"."enum_crm_imports_outcome" ADD VALUE 'running' BEFORE 'succeeded';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importCrmSnapshot';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importCrmSnapshot';
  ALTER TABLE "crm_imports" ADD COLUMN "phase" "enum_crm_imports_phase";
  ALTER TABLE "crm_imports" ADD COLUMN "progress_done" numeric;
  ALTER TABLE "crm_imports" ADD COLUMN "progress_total" numeric;
  ALTER TABLE "crm_imports" ADD COLUMN "requested_by_id" integer;
  ALTER TABLE "crm_imports" ADD COLUMN "active_slot" varchar;
  ALTER TABLE "crm_imports" ADD COLUMN "runner" varchar;
  ALTER TABLE "crm_imports" ADD CONSTRAINT "crm_imports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "crm_imports_requested_by_idx" ON "crm_imports" USING btree ("requested_by_id");
  CREATE UNIQUE INDEX "crm_imports_active_slot_idx" ON "crm_imports" USING btree ("active_slot");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crm_imports" DROP CONSTRAINT "crm_imports_requested_by_id_users_id_fk";
  
  ALTER TABLE "crm_imports" ALTER COLUMN "outcome" SET DATA TYPE text;
  DROP TYPE "public"."enum_crm_imports_outcome";
  CREATE TYPE "public"."enum_crm_imports_outcome" AS ENUM('succeeded', 'failed');
  ALTER TABLE "crm_imports" ALTER COLUMN "outcome" SET DATA TYPE "public"."enum_crm_imports_outcome" USING "outcome"::"public"."enum_crm_imports_outcome";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'drainOutbox', 'anonymiseLeads');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'drainOutbox', 'anonymiseLeads');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "crm_imports_requested_by_idx";
  DROP INDEX "crm_imports_active_slot_idx";
  ALTER TABLE "crm_imports" DROP COLUMN "phase";
  ALTER TABLE "crm_imports" DROP COLUMN "progress_done";
  ALTER TABLE "crm_imports" DROP COLUMN "progress_total";
  ALTER TABLE "crm_imports" DROP COLUMN "requested_by_id";
  ALTER TABLE "crm_imports" DROP COLUMN "active_slot";
  ALTER TABLE "crm_imports" DROP COLUMN "runner";
  DROP TYPE "public"."enum_crm_imports_phase";`)
}
