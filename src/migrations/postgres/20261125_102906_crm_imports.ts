import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crm_imports_outcome" AS ENUM('succeeded', 'failed');
  CREATE TABLE "crm_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"duration_ms" numeric,
  	"outcome" "enum_crm_imports_outcome" NOT NULL,
  	"source" varchar,
  	"counts" jsonb,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_imports_id" integer;
  CREATE INDEX "crm_imports_started_at_idx" ON "crm_imports" USING btree ("started_at");
  CREATE INDEX "crm_imports_outcome_idx" ON "crm_imports" USING btree ("outcome");
  CREATE INDEX "crm_imports_updated_at_idx" ON "crm_imports" USING btree ("updated_at");
  CREATE INDEX "crm_imports_created_at_idx" ON "crm_imports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_imports_fk" FOREIGN KEY ("crm_imports_id") REFERENCES "public"."crm_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_crm_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crm_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crm_imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_imports_fk";
  
  DROP INDEX "payload_locked_documents_rels_crm_imports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_imports_id";
  DROP TYPE "public"."enum_crm_imports_outcome";`)
}
