import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_single_view_status" ADD VALUE 'withdrawn';
  ALTER TYPE "public"."enum_pages_blocks_news_view_status" ADD VALUE 'withdrawn';
  ALTER TYPE "public"."enum_pages_blocks_ons_team_view_status" ADD VALUE 'withdrawn';
  ALTER TYPE "public"."enum_pages_blocks_collapse_view_status" ADD VALUE 'withdrawn';
  ALTER TYPE "public"."enum_pages_blocks_default_status" ADD VALUE 'withdrawn';
  ALTER TYPE "public"."enum_pages_status" ADD VALUE 'withdrawn';
  ALTER TYPE "public"."enum_articles_status" ADD VALUE 'withdrawn';
  ALTER TYPE "public"."enum_categories_status" ADD VALUE 'withdrawn';
  ALTER TYPE "public"."enum_top_bar_left_status" ADD VALUE 'withdrawn';
  ALTER TYPE "public"."enum_top_bar_right_status" ADD VALUE 'withdrawn';
  CREATE TABLE "site_settings_locales" (
  	"agency_opening_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "show_in_menu" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "agency_latitude" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "agency_longitude" numeric;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_locales" CASCADE;
  ALTER TABLE "pages_blocks_single_view" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_single_view" ALTER COLUMN "status" SET DEFAULT 'published'::text;
  DROP TYPE "public"."enum_pages_blocks_single_view_status";
  CREATE TYPE "public"."enum_pages_blocks_single_view_status" AS ENUM('draft', 'published');
  ALTER TABLE "pages_blocks_single_view" ALTER COLUMN "status" SET DEFAULT 'published'::"public"."enum_pages_blocks_single_view_status";
  ALTER TABLE "pages_blocks_single_view" ALTER COLUMN "status" SET DATA TYPE "public"."enum_pages_blocks_single_view_status" USING "status"::"public"."enum_pages_blocks_single_view_status";
  ALTER TABLE "pages_blocks_news_view" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_news_view" ALTER COLUMN "status" SET DEFAULT 'published'::text;
  DROP TYPE "public"."enum_pages_blocks_news_view_status";
  CREATE TYPE "public"."enum_pages_blocks_news_view_status" AS ENUM('draft', 'published');
  ALTER TABLE "pages_blocks_news_view" ALTER COLUMN "status" SET DEFAULT 'published'::"public"."enum_pages_blocks_news_view_status";
  ALTER TABLE "pages_blocks_news_view" ALTER COLUMN "status" SET DATA TYPE "public"."enum_pages_blocks_news_view_status" USING "status"::"public"."enum_pages_blocks_news_view_status";
  ALTER TABLE "pages_blocks_ons_team_view" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_ons_team_view" ALTER COLUMN "status" SET DEFAULT 'published'::text;
  DROP TYPE "public"."enum_pages_blocks_ons_team_view_status";
  CREATE TYPE "public"."enum_pages_blocks_ons_team_view_status" AS ENUM('draft', 'published');
  ALTER TABLE "pages_blocks_ons_team_view" ALTER COLUMN "status" SET DEFAULT 'published'::"public"."enum_pages_blocks_ons_team_view_status";
  ALTER TABLE "pages_blocks_ons_team_view" ALTER COLUMN "status" SET DATA TYPE "public"."enum_pages_blocks_ons_team_view_status" USING "status"::"public"."enum_pages_blocks_ons_team_view_status";
  ALTER TABLE "pages_blocks_collapse_view" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_collapse_view" ALTER COLUMN "status" SET DEFAULT 'published'::text;
  DROP TYPE "public"."enum_pages_blocks_collapse_view_status";
  CREATE TYPE "public"."enum_pages_blocks_collapse_view_status" AS ENUM('draft', 'published');
  ALTER TABLE "pages_blocks_collapse_view" ALTER COLUMN "status" SET DEFAULT 'published'::"public"."enum_pages_blocks_collapse_view_status";
  ALTER TABLE "pages_blocks_collapse_view" ALTER COLUMN "status" SET DATA TYPE "public"."enum_pages_blocks_collapse_view_status" USING "status"::"public"."enum_pages_blocks_collapse_view_status";
  ALTER TABLE "pages_blocks_default" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_default" ALTER COLUMN "status" SET DEFAULT 'published'::text;
  DROP TYPE "public"."enum_pages_blocks_default_status";
  CREATE TYPE "public"."enum_pages_blocks_default_status" AS ENUM('draft', 'published');
  ALTER TABLE "pages_blocks_default" ALTER COLUMN "status" SET DEFAULT 'published'::"public"."enum_pages_blocks_default_status";
  ALTER TABLE "pages_blocks_default" ALTER COLUMN "status" SET DATA TYPE "public"."enum_pages_blocks_default_status" USING "status"::"public"."enum_pages_blocks_default_status";
  ALTER TABLE "pages" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_pages_status";
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  ALTER TABLE "pages" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_pages_status";
  ALTER TABLE "pages" ALTER COLUMN "status" SET DATA TYPE "public"."enum_pages_status" USING "status"::"public"."enum_pages_status";
  ALTER TABLE "articles" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_articles_status";
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_articles_status";
  ALTER TABLE "articles" ALTER COLUMN "status" SET DATA TYPE "public"."enum_articles_status" USING "status"::"public"."enum_articles_status";
  ALTER TABLE "categories" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "categories" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_categories_status";
  CREATE TYPE "public"."enum_categories_status" AS ENUM('draft', 'published');
  ALTER TABLE "categories" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_categories_status";
  ALTER TABLE "categories" ALTER COLUMN "status" SET DATA TYPE "public"."enum_categories_status" USING "status"::"public"."enum_categories_status";
  ALTER TABLE "top_bar_left" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "top_bar_left" ALTER COLUMN "status" SET DEFAULT 'published'::text;
  DROP TYPE "public"."enum_top_bar_left_status";
  CREATE TYPE "public"."enum_top_bar_left_status" AS ENUM('draft', 'published');
  ALTER TABLE "top_bar_left" ALTER COLUMN "status" SET DEFAULT 'published'::"public"."enum_top_bar_left_status";
  ALTER TABLE "top_bar_left" ALTER COLUMN "status" SET DATA TYPE "public"."enum_top_bar_left_status" USING "status"::"public"."enum_top_bar_left_status";
  ALTER TABLE "top_bar_right" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "top_bar_right" ALTER COLUMN "status" SET DEFAULT 'published'::text;
  DROP TYPE "public"."enum_top_bar_right_status";
  CREATE TYPE "public"."enum_top_bar_right_status" AS ENUM('draft', 'published');
  ALTER TABLE "top_bar_right" ALTER COLUMN "status" SET DEFAULT 'published'::"public"."enum_top_bar_right_status";
  ALTER TABLE "top_bar_right" ALTER COLUMN "status" SET DATA TYPE "public"."enum_top_bar_right_status" USING "status"::"public"."enum_top_bar_right_status";
  ALTER TABLE "pages" DROP COLUMN "show_in_menu";
  ALTER TABLE "site_settings" DROP COLUMN "agency_latitude";
  ALTER TABLE "site_settings" DROP COLUMN "agency_longitude";`)
}
