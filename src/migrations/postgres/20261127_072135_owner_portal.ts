import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_form" ADD VALUE 'owner-message';
  ALTER TYPE "public"."enum_mails_kind" ADD VALUE 'password-reset';
  CREATE TABLE "auth_throttles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"hits" numeric DEFAULT 0 NOT NULL,
  	"window_start" timestamp(3) with time zone NOT NULL,
  	"locked_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "communications" ADD COLUMN "kind" varchar;
  ALTER TABLE "leads" ADD COLUMN "owner_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "auth_throttles_id" integer;
  CREATE UNIQUE INDEX "auth_throttles_key_idx" ON "auth_throttles" USING btree ("key");
  CREATE INDEX "auth_throttles_updated_at_idx" ON "auth_throttles" USING btree ("updated_at");
  CREATE INDEX "auth_throttles_created_at_idx" ON "auth_throttles" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_throttles_fk" FOREIGN KEY ("auth_throttles_id") REFERENCES "public"."auth_throttles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "communications_kind_idx" ON "communications" USING btree ("kind");
  CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");
  CREATE INDEX "payload_locked_documents_rels_auth_throttles_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_throttles_id");
  ALTER TABLE "owners" DROP COLUMN "reset_password_requested_at";
  ALTER TABLE "owners" DROP COLUMN "login_attempts";
  ALTER TABLE "owners" DROP COLUMN "lock_until";
  ALTER TABLE "users" DROP COLUMN "reset_password_requested_at";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP CONSTRAINT "leads_owner_id_owners_id_fk";
    ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_auth_throttles_fk";
    ALTER TABLE "auth_throttles" DISABLE ROW LEVEL SECURITY;
    DROP TABLE "auth_throttles" CASCADE;
    -- Values the older schema cannot hold.
  DELETE FROM "leads" WHERE "form" = 'owner-message';
  DELETE FROM "mails" WHERE "kind" = 'password-reset';
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('site-contact', 'contact-me', 'contact-construction', 'contact-demand', 'send-to-friend', 'document-request', 'sign-newsletter', 'testimonial', 'purchase-offer', 'rent-application', 'contact-appointment', 'demand-register', 'unsubscribe');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "mails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mails_kind";
  CREATE TYPE "public"."enum_mails_kind" AS ENUM('agency-notification', 'visitor-confirmation', 'newsletter-confirm', 'documents', 'send-to-friend');
  ALTER TABLE "mails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mails_kind" USING "kind"::"public"."enum_mails_kind";
  DROP INDEX "communications_kind_idx";
  DROP INDEX "leads_owner_idx";
  DROP INDEX "payload_locked_documents_rels_auth_throttles_id_idx";
  ALTER TABLE "owners" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "owners" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "owners" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "communications" DROP COLUMN "kind";
  ALTER TABLE "leads" DROP COLUMN "owner_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "auth_throttles_id";`)
}
