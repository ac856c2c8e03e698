import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_form" ADD VALUE 'holiday-request';
  CREATE TABLE "properties_booked_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone
  );
  
  ALTER TABLE "properties_booked_periods" ADD CONSTRAINT "properties_booked_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_booked_periods_order_idx" ON "properties_booked_periods" USING btree ("_order");
  CREATE INDEX "properties_booked_periods_parent_id_idx" ON "properties_booked_periods" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties_booked_periods" CASCADE;
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('site-contact', 'contact-me', 'contact-construction', 'contact-demand', 'send-to-friend', 'document-request', 'sign-newsletter', 'testimonial', 'purchase-offer', 'rent-application', 'contact-appointment', 'demand-register', 'unsubscribe', 'owner-message');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";`)
}
