import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts for the globals that frame every page (src/collections/drafts.ts). Required columns keep
 * NOT NULL, as on SQLite (20261127_011325_global_drafts); the globals as they are stay published.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_banner_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_banner_v_version_type" AS ENUM('image', 'gallery', 'video', 'properties', 'projects');
  CREATE TYPE "public"."enum__home_banner_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_banner_v_published_locale" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_popup_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popup_v_version_is_published" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum__popup_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popup_v_published_locale" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_header_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_version_logo_position" AS ENUM('left', 'centre', 'right');
  CREATE TYPE "public"."enum__header_v_version_menu_position" AS ENUM('left', 'centre', 'right');
  CREATE TYPE "public"."enum__header_v_version_language_switcher_position" AS ENUM('left', 'centre', 'right');
  CREATE TYPE "public"."enum__header_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_published_locale" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_top_bar_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__top_bar_v_version_left_status" AS ENUM('draft', 'published', 'withdrawn');
  CREATE TYPE "public"."enum__top_bar_v_version_left_icon" AS ENUM('phone', 'email', 'location', 'facebook', 'instagram', 'linkedin', 'clock', 'none');
  CREATE TYPE "public"."enum__top_bar_v_version_right_status" AS ENUM('draft', 'published', 'withdrawn');
  CREATE TYPE "public"."enum__top_bar_v_version_right_icon" AS ENUM('phone', 'email', 'location', 'facebook', 'instagram', 'linkedin', 'clock', 'none');
  CREATE TYPE "public"."enum__top_bar_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__top_bar_v_published_locale" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_published_locale" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TABLE "_home_banner_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_type" "enum__home_banner_v_version_type" DEFAULT 'image',
  	"version_media_id" integer,
  	"version_video_id" integer,
  	"version_poster_id" integer,
  	"version_mobile_video_id" integer,
  	"version_search_block_logo_id" integer,
  	"version_search_block_show_search_box" boolean DEFAULT true,
  	"version_search_block_show_counts" boolean DEFAULT true,
  	"version__status" "enum__home_banner_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_banner_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_banner_v_locales" (
  	"version_search_block_title" varchar,
  	"version_search_block_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_banner_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_popup_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_published" "enum__popup_v_version_is_published" DEFAULT 'no',
  	"version_delay" numeric DEFAULT 0,
  	"version_link" varchar,
  	"version_media_id" integer,
  	"version__status" "enum__popup_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__popup_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_popup_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_logo_id" integer,
  	"version_logo_position" "enum__header_v_version_logo_position" DEFAULT 'left',
  	"version_menu_position" "enum__header_v_version_menu_position" DEFAULT 'centre',
  	"version_language_switcher_position" "enum__header_v_version_language_switcher_position" DEFAULT 'right',
  	"version_free_evaluation_show" boolean DEFAULT true,
  	"version__status" "enum__header_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__header_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_header_v_locales" (
  	"version_free_evaluation_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_top_bar_v_version_left" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum__top_bar_v_version_left_status" DEFAULT 'published',
  	"link" varchar,
  	"icon" "enum__top_bar_v_version_left_icon" DEFAULT 'none',
  	"colour" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_top_bar_v_version_left_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_top_bar_v_version_right" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum__top_bar_v_version_right_status" DEFAULT 'published',
  	"link" varchar,
  	"icon" "enum__top_bar_v_version_right_icon" DEFAULT 'none',
  	"colour" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_top_bar_v_version_right_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_top_bar_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_enabled" boolean DEFAULT false,
  	"version__status" "enum__top_bar_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__top_bar_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_footer_v_version_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"public" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_columns_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__footer_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_footer_v_locales" (
  	"version_copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "home_banner" ADD COLUMN "_status" "enum_home_banner_status" DEFAULT 'draft';
  UPDATE "home_banner" SET "_status" = 'published';
  ALTER TABLE "popup" ADD COLUMN "_status" "enum_popup_status" DEFAULT 'draft';
  UPDATE "popup" SET "_status" = 'published';
  ALTER TABLE "header" ADD COLUMN "_status" "enum_header_status" DEFAULT 'draft';
  UPDATE "header" SET "_status" = 'published';
  ALTER TABLE "top_bar" ADD COLUMN "_status" "enum_top_bar_status" DEFAULT 'draft';
  UPDATE "top_bar" SET "_status" = 'published';
  ALTER TABLE "footer" ADD COLUMN "_status" "enum_footer_status" DEFAULT 'draft';
  UPDATE "footer" SET "_status" = 'published';
  ALTER TABLE "_home_banner_v" ADD CONSTRAINT "_home_banner_v_version_media_id_media_id_fk" FOREIGN KEY ("version_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_banner_v" ADD CONSTRAINT "_home_banner_v_version_video_id_media_id_fk" FOREIGN KEY ("version_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_banner_v" ADD CONSTRAINT "_home_banner_v_version_poster_id_media_id_fk" FOREIGN KEY ("version_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_banner_v" ADD CONSTRAINT "_home_banner_v_version_mobile_video_id_media_id_fk" FOREIGN KEY ("version_mobile_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_banner_v" ADD CONSTRAINT "_home_banner_v_version_search_block_logo_id_media_id_fk" FOREIGN KEY ("version_search_block_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_banner_v_locales" ADD CONSTRAINT "_home_banner_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_banner_v_rels" ADD CONSTRAINT "_home_banner_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_banner_v_rels" ADD CONSTRAINT "_home_banner_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popup_v" ADD CONSTRAINT "_popup_v_version_media_id_media_id_fk" FOREIGN KEY ("version_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popup_v_locales" ADD CONSTRAINT "_popup_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_popup_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_locales" ADD CONSTRAINT "_header_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_top_bar_v_version_left" ADD CONSTRAINT "_top_bar_v_version_left_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_top_bar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_top_bar_v_version_left_locales" ADD CONSTRAINT "_top_bar_v_version_left_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_top_bar_v_version_left"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_top_bar_v_version_right" ADD CONSTRAINT "_top_bar_v_version_right_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_top_bar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_top_bar_v_version_right_locales" ADD CONSTRAINT "_top_bar_v_version_right_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_top_bar_v_version_right"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns" ADD CONSTRAINT "_footer_v_version_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns_locales" ADD CONSTRAINT "_footer_v_version_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_locales" ADD CONSTRAINT "_footer_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_rels" ADD CONSTRAINT "_footer_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_home_banner_v_version_version_media_idx" ON "_home_banner_v" USING btree ("version_media_id");
  CREATE INDEX "_home_banner_v_version_version_video_idx" ON "_home_banner_v" USING btree ("version_video_id");
  CREATE INDEX "_home_banner_v_version_version_poster_idx" ON "_home_banner_v" USING btree ("version_poster_id");
  CREATE INDEX "_home_banner_v_version_version_mobile_video_idx" ON "_home_banner_v" USING btree ("version_mobile_video_id");
  CREATE INDEX "_home_banner_v_version_search_block_version_search_block_idx" ON "_home_banner_v" USING btree ("version_search_block_logo_id");
  CREATE INDEX "_home_banner_v_version_version__status_idx" ON "_home_banner_v" USING btree ("version__status");
  CREATE INDEX "_home_banner_v_created_at_idx" ON "_home_banner_v" USING btree ("created_at");
  CREATE INDEX "_home_banner_v_updated_at_idx" ON "_home_banner_v" USING btree ("updated_at");
  CREATE INDEX "_home_banner_v_snapshot_idx" ON "_home_banner_v" USING btree ("snapshot");
  CREATE INDEX "_home_banner_v_published_locale_idx" ON "_home_banner_v" USING btree ("published_locale");
  CREATE INDEX "_home_banner_v_latest_idx" ON "_home_banner_v" USING btree ("latest");
  CREATE INDEX "_home_banner_v_autosave_idx" ON "_home_banner_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_home_banner_v_locales_locale_parent_id_unique" ON "_home_banner_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_banner_v_locales_parent_idx" ON "_home_banner_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_banner_v_rels_order_idx" ON "_home_banner_v_rels" USING btree ("order");
  CREATE INDEX "_home_banner_v_rels_parent_idx" ON "_home_banner_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_banner_v_rels_path_idx" ON "_home_banner_v_rels" USING btree ("path");
  CREATE INDEX "_home_banner_v_rels_media_id_idx" ON "_home_banner_v_rels" USING btree ("media_id");
  CREATE INDEX "_popup_v_version_version_media_idx" ON "_popup_v" USING btree ("version_media_id");
  CREATE INDEX "_popup_v_version_version__status_idx" ON "_popup_v" USING btree ("version__status");
  CREATE INDEX "_popup_v_created_at_idx" ON "_popup_v" USING btree ("created_at");
  CREATE INDEX "_popup_v_updated_at_idx" ON "_popup_v" USING btree ("updated_at");
  CREATE INDEX "_popup_v_snapshot_idx" ON "_popup_v" USING btree ("snapshot");
  CREATE INDEX "_popup_v_published_locale_idx" ON "_popup_v" USING btree ("published_locale");
  CREATE INDEX "_popup_v_latest_idx" ON "_popup_v" USING btree ("latest");
  CREATE INDEX "_popup_v_autosave_idx" ON "_popup_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_popup_v_locales_locale_parent_id_unique" ON "_popup_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_popup_v_locales_parent_idx" ON "_popup_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_version_logo_idx" ON "_header_v" USING btree ("version_logo_id");
  CREATE INDEX "_header_v_version_version__status_idx" ON "_header_v" USING btree ("version__status");
  CREATE INDEX "_header_v_created_at_idx" ON "_header_v" USING btree ("created_at");
  CREATE INDEX "_header_v_updated_at_idx" ON "_header_v" USING btree ("updated_at");
  CREATE INDEX "_header_v_snapshot_idx" ON "_header_v" USING btree ("snapshot");
  CREATE INDEX "_header_v_published_locale_idx" ON "_header_v" USING btree ("published_locale");
  CREATE INDEX "_header_v_latest_idx" ON "_header_v" USING btree ("latest");
  CREATE INDEX "_header_v_autosave_idx" ON "_header_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_header_v_locales_locale_parent_id_unique" ON "_header_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_locales_parent_idx" ON "_header_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_top_bar_v_version_left_order_idx" ON "_top_bar_v_version_left" USING btree ("_order");
  CREATE INDEX "_top_bar_v_version_left_parent_id_idx" ON "_top_bar_v_version_left" USING btree ("_parent_id");
  CREATE INDEX "_top_bar_v_version_left_status_idx" ON "_top_bar_v_version_left" USING btree ("status");
  CREATE UNIQUE INDEX "_top_bar_v_version_left_locales_locale_parent_id_unique" ON "_top_bar_v_version_left_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_top_bar_v_version_left_locales_parent_idx" ON "_top_bar_v_version_left_locales" USING btree ("_parent_id");
  CREATE INDEX "_top_bar_v_version_right_order_idx" ON "_top_bar_v_version_right" USING btree ("_order");
  CREATE INDEX "_top_bar_v_version_right_parent_id_idx" ON "_top_bar_v_version_right" USING btree ("_parent_id");
  CREATE INDEX "_top_bar_v_version_right_status_idx" ON "_top_bar_v_version_right" USING btree ("status");
  CREATE UNIQUE INDEX "_top_bar_v_version_right_locales_locale_parent_id_unique" ON "_top_bar_v_version_right_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_top_bar_v_version_right_locales_parent_idx" ON "_top_bar_v_version_right_locales" USING btree ("_parent_id");
  CREATE INDEX "_top_bar_v_version_version__status_idx" ON "_top_bar_v" USING btree ("version__status");
  CREATE INDEX "_top_bar_v_created_at_idx" ON "_top_bar_v" USING btree ("created_at");
  CREATE INDEX "_top_bar_v_updated_at_idx" ON "_top_bar_v" USING btree ("updated_at");
  CREATE INDEX "_top_bar_v_snapshot_idx" ON "_top_bar_v" USING btree ("snapshot");
  CREATE INDEX "_top_bar_v_published_locale_idx" ON "_top_bar_v" USING btree ("published_locale");
  CREATE INDEX "_top_bar_v_latest_idx" ON "_top_bar_v" USING btree ("latest");
  CREATE INDEX "_top_bar_v_autosave_idx" ON "_top_bar_v" USING btree ("autosave");
  CREATE INDEX "_footer_v_version_columns_order_idx" ON "_footer_v_version_columns" USING btree ("_order");
  CREATE INDEX "_footer_v_version_columns_parent_id_idx" ON "_footer_v_version_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_v_version_columns_locales_locale_parent_id_unique" ON "_footer_v_version_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_columns_locales_parent_idx" ON "_footer_v_version_columns_locales" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_snapshot_idx" ON "_footer_v" USING btree ("snapshot");
  CREATE INDEX "_footer_v_published_locale_idx" ON "_footer_v" USING btree ("published_locale");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  CREATE INDEX "_footer_v_autosave_idx" ON "_footer_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_footer_v_locales_locale_parent_id_unique" ON "_footer_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_locales_parent_idx" ON "_footer_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_rels_order_idx" ON "_footer_v_rels" USING btree ("order");
  CREATE INDEX "_footer_v_rels_parent_idx" ON "_footer_v_rels" USING btree ("parent_id");
  CREATE INDEX "_footer_v_rels_path_idx" ON "_footer_v_rels" USING btree ("path");
  CREATE INDEX "_footer_v_rels_media_id_idx" ON "_footer_v_rels" USING btree ("media_id");
  CREATE INDEX "home_banner__status_idx" ON "home_banner" USING btree ("_status");
  CREATE INDEX "popup__status_idx" ON "popup" USING btree ("_status");
  CREATE INDEX "header__status_idx" ON "header" USING btree ("_status");
  CREATE INDEX "top_bar__status_idx" ON "top_bar" USING btree ("_status");
  CREATE INDEX "footer__status_idx" ON "footer" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_home_banner_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_banner_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_banner_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popup_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popup_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_top_bar_v_version_left" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_top_bar_v_version_left_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_top_bar_v_version_right" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_top_bar_v_version_right_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_top_bar_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_home_banner_v" CASCADE;
  DROP TABLE "_home_banner_v_locales" CASCADE;
  DROP TABLE "_home_banner_v_rels" CASCADE;
  DROP TABLE "_popup_v" CASCADE;
  DROP TABLE "_popup_v_locales" CASCADE;
  DROP TABLE "_header_v" CASCADE;
  DROP TABLE "_header_v_locales" CASCADE;
  DROP TABLE "_top_bar_v_version_left" CASCADE;
  DROP TABLE "_top_bar_v_version_left_locales" CASCADE;
  DROP TABLE "_top_bar_v_version_right" CASCADE;
  DROP TABLE "_top_bar_v_version_right_locales" CASCADE;
  DROP TABLE "_top_bar_v" CASCADE;
  DROP TABLE "_footer_v_version_columns" CASCADE;
  DROP TABLE "_footer_v_version_columns_locales" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "_footer_v_locales" CASCADE;
  DROP TABLE "_footer_v_rels" CASCADE;
  DROP INDEX "home_banner__status_idx";
  DROP INDEX "popup__status_idx";
  DROP INDEX "header__status_idx";
  DROP INDEX "top_bar__status_idx";
  DROP INDEX "footer__status_idx";
  ALTER TABLE "home_banner" DROP COLUMN "_status";
  ALTER TABLE "popup" DROP COLUMN "_status";
  ALTER TABLE "header" DROP COLUMN "_status";
  ALTER TABLE "top_bar" DROP COLUMN "_status";
  ALTER TABLE "footer" DROP COLUMN "_status";
  DROP TYPE "public"."enum_home_banner_status";
  DROP TYPE "public"."enum__home_banner_v_version_type";
  DROP TYPE "public"."enum__home_banner_v_version_status";
  DROP TYPE "public"."enum__home_banner_v_published_locale";
  DROP TYPE "public"."enum_popup_status";
  DROP TYPE "public"."enum__popup_v_version_is_published";
  DROP TYPE "public"."enum__popup_v_version_status";
  DROP TYPE "public"."enum__popup_v_published_locale";
  DROP TYPE "public"."enum_header_status";
  DROP TYPE "public"."enum__header_v_version_logo_position";
  DROP TYPE "public"."enum__header_v_version_menu_position";
  DROP TYPE "public"."enum__header_v_version_language_switcher_position";
  DROP TYPE "public"."enum__header_v_version_status";
  DROP TYPE "public"."enum__header_v_published_locale";
  DROP TYPE "public"."enum_top_bar_status";
  DROP TYPE "public"."enum__top_bar_v_version_left_status";
  DROP TYPE "public"."enum__top_bar_v_version_left_icon";
  DROP TYPE "public"."enum__top_bar_v_version_right_status";
  DROP TYPE "public"."enum__top_bar_v_version_right_icon";
  DROP TYPE "public"."enum__top_bar_v_version_status";
  DROP TYPE "public"."enum__top_bar_v_published_locale";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_status";
  DROP TYPE "public"."enum__footer_v_published_locale";`)
}
