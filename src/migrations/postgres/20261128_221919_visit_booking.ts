import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visit_slots_status" AS ENUM('scheduled', 'cancelled', 'withdrawn');
  ALTER TYPE "public"."enum_mails_kind" ADD VALUE 'visit-confirmation';
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
  
  ALTER TABLE "leads" ADD COLUMN "visit_slot_id" integer;
  ALTER TABLE "mails" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_slots_id" integer;
  ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "visit_slots_crm_id_idx" ON "visit_slots" USING btree ("crm_id");
  CREATE INDEX "visit_slots_property_idx" ON "visit_slots" USING btree ("property_id");
  CREATE INDEX "visit_slots_starts_at_idx" ON "visit_slots" USING btree ("starts_at");
  CREATE INDEX "visit_slots_status_idx" ON "visit_slots" USING btree ("status");
  CREATE INDEX "visit_slots_updated_at_idx" ON "visit_slots" USING btree ("updated_at");
  CREATE INDEX "visit_slots_created_at_idx" ON "visit_slots" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_visit_slot_id_visit_slots_id_fk" FOREIGN KEY ("visit_slot_id") REFERENCES "public"."visit_slots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_slots_fk" FOREIGN KEY ("visit_slots_id") REFERENCES "public"."visit_slots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_visit_slot_idx" ON "leads" USING btree ("visit_slot_id");
  CREATE INDEX "payload_locked_documents_rels_visit_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_slots_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visit_slots" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visit_slots" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_visit_slot_id_visit_slots_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_slots_fk";
  
  ALTER TABLE "mails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mails_kind";
  CREATE TYPE "public"."enum_mails_kind" AS ENUM('agency-notification', 'visitor-confirmation', 'newsletter-confirm', 'documents', 'send-to-friend', 'password-reset', 'demand-confirm', 'unsubscribe-confirm');
  ALTER TABLE "mails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mails_kind" USING "kind"::"public"."enum_mails_kind";
  DROP INDEX "leads_visit_slot_idx";
  DROP INDEX "payload_locked_documents_rels_visit_slots_id_idx";
  ALTER TABLE "leads" DROP COLUMN "visit_slot_id";
  ALTER TABLE "mails" DROP COLUMN "attachments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_slots_id";
  DROP TYPE "public"."enum_visit_slots_status";`)
}
