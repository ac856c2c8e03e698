import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts for pages and articles (src/collections/drafts.ts): their versions tables and the
 * `_status` column. The main tables' part is written by hand: Payload names the `_status` type
 * `enum_<table>_status`, the name the `status` field's type had, so that type is renamed to
 * `enum_<table>_visibility` (the field's `enumName`) and a new one made; the generator instead
 * altered a column that did not exist yet. Required columns keep NOT NULL, as on SQLite. Every
 * existing page and article stays on the site: they are marked published.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_pages_status" RENAME TO "enum_pages_visibility";
  ALTER TYPE "public"."enum_articles_status" RENAME TO "enum_articles_visibility";
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_single_view_relations_type" AS ENUM('article', 'property-list', 'category', 'contact');
  CREATE TYPE "public"."enum__pages_v_blocks_single_view_relations_property_list" AS ENUM('for-sale', 'for-rent', 'tourist-rental', 'latest');
  CREATE TYPE "public"."enum__pages_v_blocks_single_view_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__pages_v_blocks_single_view_background_type" AS ENUM('none', 'image', 'color');
  CREATE TYPE "public"."enum__pages_v_blocks_single_view_status" AS ENUM('draft', 'published', 'withdrawn');
  CREATE TYPE "public"."enum__pages_v_blocks_news_view_relations_type" AS ENUM('article', 'property-list', 'category', 'contact');
  CREATE TYPE "public"."enum__pages_v_blocks_news_view_relations_property_list" AS ENUM('for-sale', 'for-rent', 'tourist-rental', 'latest');
  CREATE TYPE "public"."enum__pages_v_blocks_news_view_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__pages_v_blocks_news_view_background_type" AS ENUM('none', 'image', 'color');
  CREATE TYPE "public"."enum__pages_v_blocks_news_view_status" AS ENUM('draft', 'published', 'withdrawn');
  CREATE TYPE "public"."enum__pages_v_blocks_ons_team_view_relations_type" AS ENUM('article', 'property-list', 'category', 'contact');
  CREATE TYPE "public"."enum__pages_v_blocks_ons_team_view_relations_property_list" AS ENUM('for-sale', 'for-rent', 'tourist-rental', 'latest');
  CREATE TYPE "public"."enum__pages_v_blocks_ons_team_view_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__pages_v_blocks_ons_team_view_background_type" AS ENUM('none', 'image', 'color');
  CREATE TYPE "public"."enum__pages_v_blocks_ons_team_view_status" AS ENUM('draft', 'published', 'withdrawn');
  CREATE TYPE "public"."enum__pages_v_blocks_collapse_view_relations_type" AS ENUM('article', 'property-list', 'category', 'contact');
  CREATE TYPE "public"."enum__pages_v_blocks_collapse_view_relations_property_list" AS ENUM('for-sale', 'for-rent', 'tourist-rental', 'latest');
  CREATE TYPE "public"."enum__pages_v_blocks_collapse_view_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__pages_v_blocks_collapse_view_background_type" AS ENUM('none', 'image', 'color');
  CREATE TYPE "public"."enum__pages_v_blocks_collapse_view_status" AS ENUM('draft', 'published', 'withdrawn');
  CREATE TYPE "public"."enum__pages_v_blocks_default_relations_type" AS ENUM('article', 'property-list', 'category', 'contact');
  CREATE TYPE "public"."enum__pages_v_blocks_default_relations_property_list" AS ENUM('for-sale', 'for-rent', 'tourist-rental', 'latest');
  CREATE TYPE "public"."enum__pages_v_blocks_default_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__pages_v_blocks_default_background_type" AS ENUM('none', 'image', 'color');
  CREATE TYPE "public"."enum__pages_v_blocks_default_status" AS ENUM('draft', 'published', 'withdrawn');
  CREATE TYPE "public"."enum__pages_v_version_type" AS ENUM('page', 'article', 'feedback', 'login', 'home');
  CREATE TYPE "public"."enum__pages_v_version_banner_type" AS ENUM('image', 'video', 'none');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('fr', 'nl', 'en', 'de');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_pages_v_blocks_single_view_relations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_blocks_single_view_relations_type" DEFAULT 'article',
  	"article_id" integer,
  	"category_id" integer,
  	"property_list" "enum__pages_v_blocks_single_view_relations_property_list",
  	"contact" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_single_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__pages_v_blocks_single_view_title_size" DEFAULT 'h2',
  	"position" numeric,
  	"span" numeric DEFAULT 12,
  	"sort" numeric,
  	"css_class" varchar,
  	"sm" numeric,
  	"md" numeric,
  	"lg" numeric,
  	"number_item_of_row" numeric DEFAULT 1,
  	"max_items" numeric DEFAULT 1,
  	"is_has_subcategories" boolean DEFAULT false,
  	"background_type" "enum__pages_v_blocks_single_view_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"color_background" varchar,
  	"status" "enum__pages_v_blocks_single_view_status" DEFAULT 'published',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_single_view_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_news_view_relations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_blocks_news_view_relations_type" DEFAULT 'article',
  	"article_id" integer,
  	"category_id" integer,
  	"property_list" "enum__pages_v_blocks_news_view_relations_property_list",
  	"contact" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_news_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__pages_v_blocks_news_view_title_size" DEFAULT 'h2',
  	"position" numeric,
  	"span" numeric DEFAULT 12,
  	"sort" numeric,
  	"css_class" varchar,
  	"sm" numeric,
  	"md" numeric,
  	"lg" numeric,
  	"number_item_of_row" numeric DEFAULT 3,
  	"max_items" numeric DEFAULT 6,
  	"is_has_subcategories" boolean DEFAULT false,
  	"background_type" "enum__pages_v_blocks_news_view_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"color_background" varchar,
  	"status" "enum__pages_v_blocks_news_view_status" DEFAULT 'published',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_news_view_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_ons_team_view_relations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_blocks_ons_team_view_relations_type" DEFAULT 'article',
  	"article_id" integer,
  	"category_id" integer,
  	"property_list" "enum__pages_v_blocks_ons_team_view_relations_property_list",
  	"contact" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_ons_team_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__pages_v_blocks_ons_team_view_title_size" DEFAULT 'h2',
  	"position" numeric,
  	"span" numeric DEFAULT 12,
  	"sort" numeric,
  	"css_class" varchar,
  	"sm" numeric,
  	"md" numeric,
  	"lg" numeric,
  	"number_item_of_row" numeric,
  	"max_items" numeric DEFAULT 20,
  	"is_has_subcategories" boolean DEFAULT false,
  	"background_type" "enum__pages_v_blocks_ons_team_view_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"color_background" varchar,
  	"status" "enum__pages_v_blocks_ons_team_view_status" DEFAULT 'published',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_ons_team_view_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_collapse_view_relations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_blocks_collapse_view_relations_type" DEFAULT 'article',
  	"article_id" integer,
  	"category_id" integer,
  	"property_list" "enum__pages_v_blocks_collapse_view_relations_property_list",
  	"contact" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_collapse_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__pages_v_blocks_collapse_view_title_size" DEFAULT 'h2',
  	"position" numeric,
  	"span" numeric DEFAULT 12,
  	"sort" numeric,
  	"css_class" varchar,
  	"sm" numeric,
  	"md" numeric,
  	"lg" numeric,
  	"number_item_of_row" numeric,
  	"max_items" numeric DEFAULT 40,
  	"is_has_subcategories" boolean DEFAULT false,
  	"background_type" "enum__pages_v_blocks_collapse_view_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"color_background" varchar,
  	"status" "enum__pages_v_blocks_collapse_view_status" DEFAULT 'published',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_collapse_view_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_default_relations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_blocks_default_relations_type" DEFAULT 'article',
  	"article_id" integer,
  	"category_id" integer,
  	"property_list" "enum__pages_v_blocks_default_relations_property_list",
  	"contact" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_default" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__pages_v_blocks_default_title_size" DEFAULT 'h2',
  	"position" numeric,
  	"span" numeric DEFAULT 12,
  	"sort" numeric,
  	"css_class" varchar,
  	"sm" numeric,
  	"md" numeric,
  	"lg" numeric,
  	"number_item_of_row" numeric,
  	"max_items" numeric,
  	"is_has_subcategories" boolean DEFAULT false,
  	"background_type" "enum__pages_v_blocks_default_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"color_background" varchar,
  	"status" "enum__pages_v_blocks_default_status" DEFAULT 'published',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_default_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_status" "enum_pages_visibility" DEFAULT 'published',
  	"version_original_path" varchar,
  	"version_parent_id" integer,
  	"version_sort" numeric DEFAULT 0,
  	"version_type" "enum__pages_v_version_type" DEFAULT 'page',
  	"version_show_in_menu" boolean DEFAULT true,
  	"version_is_home" boolean DEFAULT false,
  	"version_show_bread_crumb" boolean DEFAULT true,
  	"version_show_page_banner" boolean DEFAULT true,
  	"version_show_fixed_menu" boolean DEFAULT true,
  	"version_redirect" boolean DEFAULT false,
  	"version_redirect_url" varchar,
  	"version_external_link" varchar,
  	"version_css" varchar,
  	"version_image_id" integer,
  	"version_logo_id" integer,
  	"version_banner_type" "enum__pages_v_version_banner_type" DEFAULT 'image',
  	"version_banner_video_id" integer,
  	"version_banner_poster_id" integer,
  	"version_banner_mobile_video_id" integer,
  	"version_banner_color" varchar,
  	"version_banner_transparent" boolean DEFAULT false,
  	"version_meta_is_active_s_e_o" boolean DEFAULT false,
  	"version_meta_robots" varchar,
  	"version_meta_google_verification" varchar,
  	"version_meta_facebook_verification" varchar,
  	"version_meta_norton_safe_web" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_name" varchar,
  	"version_path" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_content" jsonb,
  	"version_banner_title" varchar,
  	"version_banner_description" varchar,
  	"version_meta_page_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_og_title" varchar,
  	"version_meta_og_type" varchar,
  	"version_meta_og_url" varchar,
  	"version_meta_og_image_id" integer,
  	"version_meta_og_description" varchar,
  	"version_meta_twitter_title" varchar,
  	"version_meta_twitter_site" varchar,
  	"version_meta_twitter_image_id" integer,
  	"version_meta_twitter_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_status" "enum_articles_visibility" DEFAULT 'published',
  	"version_category_id" integer,
  	"version_sub_category_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_sort" numeric DEFAULT 0,
  	"version_image_id" integer,
  	"version_team_member_email" varchar,
  	"version_team_member_phone" varchar,
  	"version_team_member_photo_id" integer,
  	"version_meta_is_active_s_e_o" boolean DEFAULT false,
  	"version_meta_robots" varchar,
  	"version_meta_google_verification" varchar,
  	"version_meta_facebook_verification" varchar,
  	"version_meta_norton_safe_web" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_team_member_role" varchar,
  	"version_meta_page_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_og_title" varchar,
  	"version_meta_og_type" varchar,
  	"version_meta_og_url" varchar,
  	"version_meta_og_image_id" integer,
  	"version_meta_og_description" varchar,
  	"version_meta_twitter_title" varchar,
  	"version_meta_twitter_site" varchar,
  	"version_meta_twitter_image_id" integer,
  	"version_meta_twitter_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "pages" ALTER COLUMN "status" SET DEFAULT 'published';
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'published';
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "articles" ADD COLUMN "_status" "enum_articles_status" DEFAULT 'draft';
  UPDATE "pages" SET "_status" = 'published';
  UPDATE "articles" SET "_status" = 'published';
  ALTER TABLE "_pages_v_blocks_single_view_relations" ADD CONSTRAINT "_pages_v_blocks_single_view_relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_view_relations" ADD CONSTRAINT "_pages_v_blocks_single_view_relations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_view_relations" ADD CONSTRAINT "_pages_v_blocks_single_view_relations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_single_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_view" ADD CONSTRAINT "_pages_v_blocks_single_view_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_view" ADD CONSTRAINT "_pages_v_blocks_single_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_view_locales" ADD CONSTRAINT "_pages_v_blocks_single_view_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_single_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_view_relations" ADD CONSTRAINT "_pages_v_blocks_news_view_relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_view_relations" ADD CONSTRAINT "_pages_v_blocks_news_view_relations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_view_relations" ADD CONSTRAINT "_pages_v_blocks_news_view_relations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_news_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_view" ADD CONSTRAINT "_pages_v_blocks_news_view_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_view" ADD CONSTRAINT "_pages_v_blocks_news_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_view_locales" ADD CONSTRAINT "_pages_v_blocks_news_view_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_news_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ons_team_view_relations" ADD CONSTRAINT "_pages_v_blocks_ons_team_view_relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ons_team_view_relations" ADD CONSTRAINT "_pages_v_blocks_ons_team_view_relations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ons_team_view_relations" ADD CONSTRAINT "_pages_v_blocks_ons_team_view_relations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_ons_team_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ons_team_view" ADD CONSTRAINT "_pages_v_blocks_ons_team_view_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ons_team_view" ADD CONSTRAINT "_pages_v_blocks_ons_team_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ons_team_view_locales" ADD CONSTRAINT "_pages_v_blocks_ons_team_view_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_ons_team_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_collapse_view_relations" ADD CONSTRAINT "_pages_v_blocks_collapse_view_relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_collapse_view_relations" ADD CONSTRAINT "_pages_v_blocks_collapse_view_relations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_collapse_view_relations" ADD CONSTRAINT "_pages_v_blocks_collapse_view_relations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_collapse_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_collapse_view" ADD CONSTRAINT "_pages_v_blocks_collapse_view_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_collapse_view" ADD CONSTRAINT "_pages_v_blocks_collapse_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_collapse_view_locales" ADD CONSTRAINT "_pages_v_blocks_collapse_view_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_collapse_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_default_relations" ADD CONSTRAINT "_pages_v_blocks_default_relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_default_relations" ADD CONSTRAINT "_pages_v_blocks_default_relations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_default_relations" ADD CONSTRAINT "_pages_v_blocks_default_relations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_default"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_default" ADD CONSTRAINT "_pages_v_blocks_default_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_default" ADD CONSTRAINT "_pages_v_blocks_default_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_default_locales" ADD CONSTRAINT "_pages_v_blocks_default_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_default"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_banner_video_id_media_id_fk" FOREIGN KEY ("version_banner_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_banner_poster_id_media_id_fk" FOREIGN KEY ("version_banner_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_banner_mobile_video_id_media_id_fk" FOREIGN KEY ("version_banner_mobile_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_og_image_id_media_id_fk" FOREIGN KEY ("version_meta_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_twitter_image_id_media_id_fk" FOREIGN KEY ("version_meta_twitter_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_sub_category_id_categories_id_fk" FOREIGN KEY ("version_sub_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_team_member_photo_id_media_id_fk" FOREIGN KEY ("version_team_member_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_version_meta_og_image_id_media_id_fk" FOREIGN KEY ("version_meta_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_version_meta_twitter_image_id_media_id_fk" FOREIGN KEY ("version_meta_twitter_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_pages_v_blocks_single_view_relations_order_idx" ON "_pages_v_blocks_single_view_relations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_single_view_relations_parent_id_idx" ON "_pages_v_blocks_single_view_relations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_single_view_relations_article_idx" ON "_pages_v_blocks_single_view_relations" USING btree ("article_id");
  CREATE INDEX "_pages_v_blocks_single_view_relations_category_idx" ON "_pages_v_blocks_single_view_relations" USING btree ("category_id");
  CREATE INDEX "_pages_v_blocks_single_view_order_idx" ON "_pages_v_blocks_single_view" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_single_view_parent_id_idx" ON "_pages_v_blocks_single_view" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_single_view_path_idx" ON "_pages_v_blocks_single_view" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_single_view_image_idx" ON "_pages_v_blocks_single_view" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_single_view_status_idx" ON "_pages_v_blocks_single_view" USING btree ("status");
  CREATE UNIQUE INDEX "_pages_v_blocks_single_view_locales_locale_parent_id_unique" ON "_pages_v_blocks_single_view_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_single_view_locales_parent_idx" ON "_pages_v_blocks_single_view_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_view_relations_order_idx" ON "_pages_v_blocks_news_view_relations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_news_view_relations_parent_id_idx" ON "_pages_v_blocks_news_view_relations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_view_relations_article_idx" ON "_pages_v_blocks_news_view_relations" USING btree ("article_id");
  CREATE INDEX "_pages_v_blocks_news_view_relations_category_idx" ON "_pages_v_blocks_news_view_relations" USING btree ("category_id");
  CREATE INDEX "_pages_v_blocks_news_view_order_idx" ON "_pages_v_blocks_news_view" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_news_view_parent_id_idx" ON "_pages_v_blocks_news_view" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_view_path_idx" ON "_pages_v_blocks_news_view" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_news_view_image_idx" ON "_pages_v_blocks_news_view" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_news_view_status_idx" ON "_pages_v_blocks_news_view" USING btree ("status");
  CREATE UNIQUE INDEX "_pages_v_blocks_news_view_locales_locale_parent_id_unique" ON "_pages_v_blocks_news_view_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_news_view_locales_parent_idx" ON "_pages_v_blocks_news_view_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_ons_team_view_relations_order_idx" ON "_pages_v_blocks_ons_team_view_relations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_ons_team_view_relations_parent_id_idx" ON "_pages_v_blocks_ons_team_view_relations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_ons_team_view_relations_article_idx" ON "_pages_v_blocks_ons_team_view_relations" USING btree ("article_id");
  CREATE INDEX "_pages_v_blocks_ons_team_view_relations_category_idx" ON "_pages_v_blocks_ons_team_view_relations" USING btree ("category_id");
  CREATE INDEX "_pages_v_blocks_ons_team_view_order_idx" ON "_pages_v_blocks_ons_team_view" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_ons_team_view_parent_id_idx" ON "_pages_v_blocks_ons_team_view" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_ons_team_view_path_idx" ON "_pages_v_blocks_ons_team_view" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_ons_team_view_image_idx" ON "_pages_v_blocks_ons_team_view" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_ons_team_view_status_idx" ON "_pages_v_blocks_ons_team_view" USING btree ("status");
  CREATE UNIQUE INDEX "_pages_v_blocks_ons_team_view_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_ons_team_view_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_ons_team_view_locales_parent_idx" ON "_pages_v_blocks_ons_team_view_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_collapse_view_relations_order_idx" ON "_pages_v_blocks_collapse_view_relations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_collapse_view_relations_parent_id_idx" ON "_pages_v_blocks_collapse_view_relations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_collapse_view_relations_article_idx" ON "_pages_v_blocks_collapse_view_relations" USING btree ("article_id");
  CREATE INDEX "_pages_v_blocks_collapse_view_relations_category_idx" ON "_pages_v_blocks_collapse_view_relations" USING btree ("category_id");
  CREATE INDEX "_pages_v_blocks_collapse_view_order_idx" ON "_pages_v_blocks_collapse_view" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_collapse_view_parent_id_idx" ON "_pages_v_blocks_collapse_view" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_collapse_view_path_idx" ON "_pages_v_blocks_collapse_view" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_collapse_view_image_idx" ON "_pages_v_blocks_collapse_view" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_collapse_view_status_idx" ON "_pages_v_blocks_collapse_view" USING btree ("status");
  CREATE UNIQUE INDEX "_pages_v_blocks_collapse_view_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_collapse_view_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_collapse_view_locales_parent_idx" ON "_pages_v_blocks_collapse_view_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_default_relations_order_idx" ON "_pages_v_blocks_default_relations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_default_relations_parent_id_idx" ON "_pages_v_blocks_default_relations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_default_relations_article_idx" ON "_pages_v_blocks_default_relations" USING btree ("article_id");
  CREATE INDEX "_pages_v_blocks_default_relations_category_idx" ON "_pages_v_blocks_default_relations" USING btree ("category_id");
  CREATE INDEX "_pages_v_blocks_default_order_idx" ON "_pages_v_blocks_default" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_default_parent_id_idx" ON "_pages_v_blocks_default" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_default_path_idx" ON "_pages_v_blocks_default" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_default_image_idx" ON "_pages_v_blocks_default" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_default_status_idx" ON "_pages_v_blocks_default" USING btree ("status");
  CREATE UNIQUE INDEX "_pages_v_blocks_default_locales_locale_parent_id_unique" ON "_pages_v_blocks_default_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_default_locales_parent_idx" ON "_pages_v_blocks_default_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_status_idx" ON "_pages_v" USING btree ("version_status");
  CREATE INDEX "_pages_v_version_version_original_path_idx" ON "_pages_v" USING btree ("version_original_path");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_sort_idx" ON "_pages_v" USING btree ("version_sort");
  CREATE INDEX "_pages_v_version_version_image_idx" ON "_pages_v" USING btree ("version_image_id");
  CREATE INDEX "_pages_v_version_version_logo_idx" ON "_pages_v" USING btree ("version_logo_id");
  CREATE INDEX "_pages_v_version_banner_version_banner_video_idx" ON "_pages_v" USING btree ("version_banner_video_id");
  CREATE INDEX "_pages_v_version_banner_version_banner_poster_idx" ON "_pages_v" USING btree ("version_banner_poster_id");
  CREATE INDEX "_pages_v_version_banner_version_banner_mobile_video_idx" ON "_pages_v" USING btree ("version_banner_mobile_video_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v_locales" USING btree ("version_path","_locale");
  CREATE INDEX "_pages_v_version_meta_og_version_meta_og_image_idx" ON "_pages_v_locales" USING btree ("version_meta_og_image_id","_locale");
  CREATE INDEX "_pages_v_version_meta_twitter_version_meta_twitter_image_idx" ON "_pages_v_locales" USING btree ("version_meta_twitter_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_locales_parent_idx" ON "_pages_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_status_idx" ON "_articles_v" USING btree ("version_status");
  CREATE INDEX "_articles_v_version_version_category_idx" ON "_articles_v" USING btree ("version_category_id");
  CREATE INDEX "_articles_v_version_version_sub_category_idx" ON "_articles_v" USING btree ("version_sub_category_id");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_sort_idx" ON "_articles_v" USING btree ("version_sort");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_articles_v_version_team_member_version_team_member_phot_idx" ON "_articles_v" USING btree ("version_team_member_photo_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_articles_v_version_meta_og_version_meta_og_image_idx" ON "_articles_v_locales" USING btree ("version_meta_og_image_id","_locale");
  CREATE INDEX "_articles_v_version_meta_twitter_version_meta_twitter_im_idx" ON "_articles_v_locales" USING btree ("version_meta_twitter_image_id","_locale");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_locales_parent_idx" ON "_articles_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "_articles_v_rels_media_id_idx" ON "_articles_v_rels" USING btree ("media_id");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_pages_v_blocks_single_view_relations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_single_view" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_single_view_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_news_view_relations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_news_view" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_news_view_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_ons_team_view_relations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_ons_team_view" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_ons_team_view_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_collapse_view_relations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_collapse_view" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_collapse_view_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_default_relations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_default" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_default_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_pages_v_blocks_single_view_relations" CASCADE;
  DROP TABLE "_pages_v_blocks_single_view" CASCADE;
  DROP TABLE "_pages_v_blocks_single_view_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_news_view_relations" CASCADE;
  DROP TABLE "_pages_v_blocks_news_view" CASCADE;
  DROP TABLE "_pages_v_blocks_news_view_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_ons_team_view_relations" CASCADE;
  DROP TABLE "_pages_v_blocks_ons_team_view" CASCADE;
  DROP TABLE "_pages_v_blocks_ons_team_view_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_collapse_view_relations" CASCADE;
  DROP TABLE "_pages_v_blocks_collapse_view" CASCADE;
  DROP TABLE "_pages_v_blocks_collapse_view_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_default_relations" CASCADE;
  DROP TABLE "_pages_v_blocks_default" CASCADE;
  DROP TABLE "_pages_v_blocks_default_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "_articles_v_rels" CASCADE;
  DROP INDEX "pages__status_idx";
  DROP INDEX "articles__status_idx";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "articles" DROP COLUMN "_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum_articles_status";
  ALTER TYPE "public"."enum_pages_visibility" RENAME TO "enum_pages_status";
  ALTER TYPE "public"."enum_articles_visibility" RENAME TO "enum_articles_status";
  ALTER TABLE "pages" ALTER COLUMN "status" SET DEFAULT 'draft';
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'draft';
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";`)
}
