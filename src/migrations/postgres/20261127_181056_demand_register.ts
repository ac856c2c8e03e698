import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_demands_title" AS ENUM('mr', 'ms', 'miss');
  CREATE TYPE "public"."enum_demands_locale" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_demands_goal" AS ENUM('buy', 'rent');
  CREATE TYPE "public"."enum_demands_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TYPE "public"."enum_mails_kind" ADD VALUE 'demand-confirm';
  CREATE TABLE "demands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" "enum_demands_title",
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"locale" "enum_demands_locale" NOT NULL,
  	"goal" "enum_demands_goal" NOT NULL,
  	"min_price" numeric,
  	"max_price" numeric,
  	"min_bedrooms" numeric,
  	"max_bedrooms" numeric,
  	"min_garages" numeric,
  	"min_parkings" numeric,
  	"min_bathrooms" numeric,
  	"status" "enum_demands_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_alert_at" timestamp(3) with time zone,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "demands_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "demands_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "demands_id" integer;
  ALTER TABLE "demands" ADD CONSTRAINT "demands_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "demands_texts" ADD CONSTRAINT "demands_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "demands_numbers" ADD CONSTRAINT "demands_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "demands_email_idx" ON "demands" USING btree ("email");
  CREATE INDEX "demands_status_idx" ON "demands" USING btree ("status");
  CREATE INDEX "demands_lead_idx" ON "demands" USING btree ("lead_id");
  CREATE INDEX "demands_updated_at_idx" ON "demands" USING btree ("updated_at");
  CREATE INDEX "demands_created_at_idx" ON "demands" USING btree ("created_at");
  CREATE INDEX "demands_texts_order_parent" ON "demands_texts" USING btree ("order","parent_id");
  CREATE INDEX "demands_numbers_order_parent_idx" ON "demands_numbers" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_demands_fk" FOREIGN KEY ("demands_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_demands_id_idx" ON "payload_locked_documents_rels" USING btree ("demands_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "demands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "demands_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "demands_numbers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "demands" CASCADE;
  DROP TABLE "demands_texts" CASCADE;
  DROP TABLE "demands_numbers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_demands_fk";
  
  ALTER TABLE "mails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mails_kind";
  CREATE TYPE "public"."enum_mails_kind" AS ENUM('agency-notification', 'visitor-confirmation', 'newsletter-confirm', 'documents', 'send-to-friend', 'password-reset');
  ALTER TABLE "mails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mails_kind" USING "kind"::"public"."enum_mails_kind";
  DROP INDEX "payload_locked_documents_rels_demands_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "demands_id";
  DROP TYPE "public"."enum_demands_title";
  DROP TYPE "public"."enum_demands_locale";
  DROP TYPE "public"."enum_demands_goal";
  DROP TYPE "public"."enum_demands_status";`)
}
