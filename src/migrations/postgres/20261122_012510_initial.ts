import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_owners_language" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_pages_blocks_single_view_relations_type" AS ENUM('article', 'property-list', 'category', 'contact');
  CREATE TYPE "public"."enum_pages_blocks_single_view_relations_property_list" AS ENUM('for-sale', 'for-rent', 'tourist-rental', 'latest');
  CREATE TYPE "public"."enum_pages_blocks_single_view_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum_pages_blocks_single_view_background_type" AS ENUM('none', 'image', 'color');
  CREATE TYPE "public"."enum_pages_blocks_single_view_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_blocks_news_view_relations_type" AS ENUM('article', 'property-list', 'category', 'contact');
  CREATE TYPE "public"."enum_pages_blocks_news_view_relations_property_list" AS ENUM('for-sale', 'for-rent', 'tourist-rental', 'latest');
  CREATE TYPE "public"."enum_pages_blocks_news_view_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum_pages_blocks_news_view_background_type" AS ENUM('none', 'image', 'color');
  CREATE TYPE "public"."enum_pages_blocks_news_view_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_blocks_ons_team_view_relations_type" AS ENUM('article', 'property-list', 'category', 'contact');
  CREATE TYPE "public"."enum_pages_blocks_ons_team_view_relations_property_list" AS ENUM('for-sale', 'for-rent', 'tourist-rental', 'latest');
  CREATE TYPE "public"."enum_pages_blocks_ons_team_view_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum_pages_blocks_ons_team_view_background_type" AS ENUM('none', 'image', 'color');
  CREATE TYPE "public"."enum_pages_blocks_ons_team_view_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_blocks_collapse_view_relations_type" AS ENUM('article', 'property-list', 'category', 'contact');
  CREATE TYPE "public"."enum_pages_blocks_collapse_view_relations_property_list" AS ENUM('for-sale', 'for-rent', 'tourist-rental', 'latest');
  CREATE TYPE "public"."enum_pages_blocks_collapse_view_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum_pages_blocks_collapse_view_background_type" AS ENUM('none', 'image', 'color');
  CREATE TYPE "public"."enum_pages_blocks_collapse_view_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_blocks_default_relations_type" AS ENUM('article', 'property-list', 'category', 'contact');
  CREATE TYPE "public"."enum_pages_blocks_default_relations_property_list" AS ENUM('for-sale', 'for-rent', 'tourist-rental', 'latest');
  CREATE TYPE "public"."enum_pages_blocks_default_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum_pages_blocks_default_background_type" AS ENUM('none', 'image', 'color');
  CREATE TYPE "public"."enum_pages_blocks_default_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_type" AS ENUM('page', 'article', 'feedback', 'login', 'home');
  CREATE TYPE "public"."enum_pages_banner_type" AS ENUM('image', 'video', 'none');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_language" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_properties_status" AS ENUM('active', 'withdrawn');
  CREATE TYPE "public"."enum_properties_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_properties_availability" AS ENUM('for-sale', 'for-rent', 'sold', 'rented');
  CREATE TYPE "public"."enum_properties_rent_period" AS ENUM('month', 'week');
  CREATE TYPE "public"."enum_properties_region" AS ENUM('flanders', 'wallonia', 'brussels');
  CREATE TYPE "public"."enum_properties_energy_epc_status" AS ENUM('available', 'requested', 'not-applicable');
  CREATE TYPE "public"."enum_properties_legal_flood_g_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_properties_legal_flood_p_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_properties_legal_riparian_zone" AS ENUM('yes', 'no', 'unknown');
  CREATE TYPE "public"."enum_properties_legal_permit" AS ENUM('yes', 'no', 'unknown');
  CREATE TYPE "public"."enum_properties_legal_allotment_permit" AS ENUM('yes', 'no', 'unknown');
  CREATE TYPE "public"."enum_properties_legal_summons" AS ENUM('yes', 'no', 'unknown');
  CREATE TYPE "public"."enum_properties_legal_preemptive_rights" AS ENUM('yes', 'no', 'unknown');
  CREATE TYPE "public"."enum_properties_legal_judicial_decision" AS ENUM('yes', 'no', 'unknown');
  CREATE TYPE "public"."enum_projects_units_status" AS ENUM('available', 'option', 'sold');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('active', 'withdrawn');
  CREATE TYPE "public"."enum_projects_region" AS ENUM('flanders', 'wallonia', 'brussels');
  CREATE TYPE "public"."enum_leads_form" AS ENUM('contact-me', 'contact-appointment', 'contact-construction', 'contact-demand', 'demand-register', 'send-to-friend', 'site-contact', 'sign-newsletter', 'document-request', 'testimonial', 'unsubscribe');
  CREATE TYPE "public"."enum_leads_locale" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'mailed', 'mail-failed', 'handled');
  CREATE TYPE "public"."enum_site_settings_languages_code" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_site_settings_social_links_platform" AS ENUM('facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok', 'pinterest');
  CREATE TYPE "public"."enum_site_settings_default_language" AS ENUM('fr', 'nl', 'en', 'de');
  CREATE TYPE "public"."enum_header_logo_position" AS ENUM('left', 'centre', 'right');
  CREATE TYPE "public"."enum_header_menu_position" AS ENUM('left', 'centre', 'right');
  CREATE TYPE "public"."enum_header_language_switcher_position" AS ENUM('left', 'centre', 'right');
  CREATE TYPE "public"."enum_top_bar_left_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_top_bar_left_icon" AS ENUM('phone', 'email', 'location', 'facebook', 'instagram', 'linkedin', 'clock', 'none');
  CREATE TYPE "public"."enum_top_bar_right_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_top_bar_right_icon" AS ENUM('phone', 'email', 'location', 'facebook', 'instagram', 'linkedin', 'clock', 'none');
  CREATE TYPE "public"."enum_home_banner_type" AS ENUM('image', 'gallery', 'video', 'properties', 'projects');
  CREATE TYPE "public"."enum_popup_is_published" AS ENUM('yes', 'no');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "owners_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "owners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"crm_id" numeric,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"phone" varchar,
  	"language" "enum_owners_language" DEFAULT 'fr' NOT NULL,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "owners_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" numeric
  );
  
  CREATE TABLE "pages_blocks_single_view_relations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_blocks_single_view_relations_type" DEFAULT 'article' NOT NULL,
  	"article_id" integer,
  	"category_id" integer,
  	"property_list" "enum_pages_blocks_single_view_relations_property_list",
  	"contact" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_single_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_pages_blocks_single_view_title_size" DEFAULT 'h2',
  	"position" numeric,
  	"span" numeric DEFAULT 12 NOT NULL,
  	"sort" numeric,
  	"css_class" varchar,
  	"sm" numeric,
  	"md" numeric,
  	"lg" numeric,
  	"number_item_of_row" numeric DEFAULT 1,
  	"max_items" numeric DEFAULT 1,
  	"is_has_subcategories" boolean DEFAULT false,
  	"background_type" "enum_pages_blocks_single_view_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"color_background" varchar,
  	"status" "enum_pages_blocks_single_view_status" DEFAULT 'published' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_single_view_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_news_view_relations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_blocks_news_view_relations_type" DEFAULT 'article' NOT NULL,
  	"article_id" integer,
  	"category_id" integer,
  	"property_list" "enum_pages_blocks_news_view_relations_property_list",
  	"contact" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_news_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_pages_blocks_news_view_title_size" DEFAULT 'h2',
  	"position" numeric,
  	"span" numeric DEFAULT 12 NOT NULL,
  	"sort" numeric,
  	"css_class" varchar,
  	"sm" numeric,
  	"md" numeric,
  	"lg" numeric,
  	"number_item_of_row" numeric DEFAULT 3,
  	"max_items" numeric DEFAULT 6,
  	"is_has_subcategories" boolean DEFAULT false,
  	"background_type" "enum_pages_blocks_news_view_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"color_background" varchar,
  	"status" "enum_pages_blocks_news_view_status" DEFAULT 'published' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_news_view_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_ons_team_view_relations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_blocks_ons_team_view_relations_type" DEFAULT 'article' NOT NULL,
  	"article_id" integer,
  	"category_id" integer,
  	"property_list" "enum_pages_blocks_ons_team_view_relations_property_list",
  	"contact" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_ons_team_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_pages_blocks_ons_team_view_title_size" DEFAULT 'h2',
  	"position" numeric,
  	"span" numeric DEFAULT 12 NOT NULL,
  	"sort" numeric,
  	"css_class" varchar,
  	"sm" numeric,
  	"md" numeric,
  	"lg" numeric,
  	"number_item_of_row" numeric,
  	"max_items" numeric DEFAULT 20,
  	"is_has_subcategories" boolean DEFAULT false,
  	"background_type" "enum_pages_blocks_ons_team_view_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"color_background" varchar,
  	"status" "enum_pages_blocks_ons_team_view_status" DEFAULT 'published' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_ons_team_view_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_collapse_view_relations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_blocks_collapse_view_relations_type" DEFAULT 'article' NOT NULL,
  	"article_id" integer,
  	"category_id" integer,
  	"property_list" "enum_pages_blocks_collapse_view_relations_property_list",
  	"contact" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_collapse_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_pages_blocks_collapse_view_title_size" DEFAULT 'h2',
  	"position" numeric,
  	"span" numeric DEFAULT 12 NOT NULL,
  	"sort" numeric,
  	"css_class" varchar,
  	"sm" numeric,
  	"md" numeric,
  	"lg" numeric,
  	"number_item_of_row" numeric,
  	"max_items" numeric DEFAULT 40,
  	"is_has_subcategories" boolean DEFAULT false,
  	"background_type" "enum_pages_blocks_collapse_view_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"color_background" varchar,
  	"status" "enum_pages_blocks_collapse_view_status" DEFAULT 'published' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_collapse_view_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_default_relations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_blocks_default_relations_type" DEFAULT 'article' NOT NULL,
  	"article_id" integer,
  	"category_id" integer,
  	"property_list" "enum_pages_blocks_default_relations_property_list",
  	"contact" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_default" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_pages_blocks_default_title_size" DEFAULT 'h2',
  	"position" numeric,
  	"span" numeric DEFAULT 12 NOT NULL,
  	"sort" numeric,
  	"css_class" varchar,
  	"sm" numeric,
  	"md" numeric,
  	"lg" numeric,
  	"number_item_of_row" numeric,
  	"max_items" numeric,
  	"is_has_subcategories" boolean DEFAULT false,
  	"background_type" "enum_pages_blocks_default_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"color_background" varchar,
  	"status" "enum_pages_blocks_default_status" DEFAULT 'published' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_default_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_pages_status" DEFAULT 'draft' NOT NULL,
  	"original_path" varchar,
  	"parent_id" integer,
  	"sort" numeric DEFAULT 0,
  	"type" "enum_pages_type" DEFAULT 'page' NOT NULL,
  	"is_home" boolean DEFAULT false,
  	"show_bread_crumb" boolean DEFAULT true,
  	"show_page_banner" boolean DEFAULT true,
  	"show_fixed_menu" boolean DEFAULT true,
  	"redirect" boolean DEFAULT false,
  	"redirect_url" varchar,
  	"external_link" varchar,
  	"css" varchar,
  	"image_id" integer,
  	"logo_id" integer,
  	"banner_type" "enum_pages_banner_type" DEFAULT 'image',
  	"banner_video_id" integer,
  	"banner_poster_id" integer,
  	"banner_mobile_video_id" integer,
  	"banner_color" varchar,
  	"banner_transparent" boolean DEFAULT false,
  	"meta_is_active_s_e_o" boolean DEFAULT false,
  	"meta_robots" varchar,
  	"meta_google_verification" varchar,
  	"meta_facebook_verification" varchar,
  	"meta_norton_safe_web" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"name" varchar NOT NULL,
  	"path" varchar,
  	"title" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"banner_title" varchar,
  	"banner_description" varchar,
  	"meta_page_title" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_og_title" varchar,
  	"meta_og_type" varchar,
  	"meta_og_url" varchar,
  	"meta_og_image_id" integer,
  	"meta_og_description" varchar,
  	"meta_twitter_title" varchar,
  	"meta_twitter_site" varchar,
  	"meta_twitter_image_id" integer,
  	"meta_twitter_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_articles_status" DEFAULT 'draft' NOT NULL,
  	"category_id" integer NOT NULL,
  	"sub_category_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"sort" numeric DEFAULT 0,
  	"image_id" integer,
  	"team_member_email" varchar,
  	"team_member_phone" varchar,
  	"team_member_photo_id" integer,
  	"meta_is_active_s_e_o" boolean DEFAULT false,
  	"meta_robots" varchar,
  	"meta_google_verification" varchar,
  	"meta_facebook_verification" varchar,
  	"meta_norton_safe_web" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"team_member_role" varchar,
  	"meta_page_title" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_og_title" varchar,
  	"meta_og_type" varchar,
  	"meta_og_url" varchar,
  	"meta_og_image_id" integer,
  	"meta_og_description" varchar,
  	"meta_twitter_title" varchar,
  	"meta_twitter_site" varchar,
  	"meta_twitter_image_id" integer,
  	"meta_twitter_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_categories_status" DEFAULT 'draft' NOT NULL,
  	"parent_id" integer,
  	"sort" numeric DEFAULT 0,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w100_url" varchar,
  	"sizes_w100_width" numeric,
  	"sizes_w100_height" numeric,
  	"sizes_w100_mime_type" varchar,
  	"sizes_w100_filesize" numeric,
  	"sizes_w100_filename" varchar,
  	"sizes_w200_url" varchar,
  	"sizes_w200_width" numeric,
  	"sizes_w200_height" numeric,
  	"sizes_w200_mime_type" varchar,
  	"sizes_w200_filesize" numeric,
  	"sizes_w200_filename" varchar,
  	"sizes_w400_url" varchar,
  	"sizes_w400_width" numeric,
  	"sizes_w400_height" numeric,
  	"sizes_w400_mime_type" varchar,
  	"sizes_w400_filesize" numeric,
  	"sizes_w400_filename" varchar,
  	"sizes_w600_url" varchar,
  	"sizes_w600_width" numeric,
  	"sizes_w600_height" numeric,
  	"sizes_w600_mime_type" varchar,
  	"sizes_w600_filesize" numeric,
  	"sizes_w600_filename" varchar,
  	"sizes_w1360_url" varchar,
  	"sizes_w1360_width" numeric,
  	"sizes_w1360_height" numeric,
  	"sizes_w1360_mime_type" varchar,
  	"sizes_w1360_filesize" numeric,
  	"sizes_w1360_filename" varchar,
  	"sizes_w1920_url" varchar,
  	"sizes_w1920_width" numeric,
  	"sizes_w1920_height" numeric,
  	"sizes_w1920_mime_type" varchar,
  	"sizes_w1920_filesize" numeric,
  	"sizes_w1920_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"comment" varchar NOT NULL,
  	"about_you" varchar,
  	"website" varchar,
  	"image_id" integer,
  	"posted_at" timestamp(3) with time zone NOT NULL,
  	"approved" boolean DEFAULT false,
  	"language" "enum_testimonials_language",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "properties_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"crm_id" numeric,
  	"url" varchar,
  	"thumbnail_url" varchar,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "properties_photos_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "properties_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"crm_id" numeric,
  	"url" varchar,
  	"type" varchar,
  	"lines" jsonb
  );
  
  CREATE TABLE "properties_documents_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "properties" (
  	"id" numeric PRIMARY KEY NOT NULL,
  	"status" "enum_properties_status" DEFAULT 'active' NOT NULL,
  	"withdrawn_at" timestamp(3) with time zone,
  	"crm_created_at" timestamp(3) with time zone,
  	"crm_modified_at" timestamp(3) with time zone,
  	"reference" varchar,
  	"goal" "enum_properties_goal" NOT NULL,
  	"availability" "enum_properties_availability" NOT NULL,
  	"listed_for_sale" boolean,
  	"listed_for_rent" boolean,
  	"listed_as_tourist_rental" boolean,
  	"rent_period" "enum_properties_rent_period",
  	"max_persons" numeric,
  	"project_id" numeric,
  	"property_type_id" numeric,
  	"type_web_id" numeric,
  	"web_ids" varchar,
  	"city_id" integer,
  	"zip" varchar,
  	"region" "enum_properties_region",
  	"address_publish" boolean,
  	"address_street" varchar,
  	"address_house_number" varchar,
  	"address_box_number" varchar,
  	"address_country_id" numeric,
  	"address_latitude" numeric,
  	"address_longitude" numeric,
  	"price_amount" numeric,
  	"price_publish" boolean,
  	"price_unit" numeric,
  	"price_marquee" numeric,
  	"epc_energy_performance" numeric,
  	"epc_label_text" varchar,
  	"epc_label" varchar,
  	"epc_image_path" varchar,
  	"import_hash" varchar,
  	"general_construction_year" numeric,
  	"general_renovation_year" numeric,
  	"general_floors" numeric,
  	"general_floor" numeric,
  	"general_facades" numeric,
  	"surfaces_total" numeric,
  	"surfaces_living" numeric,
  	"surfaces_ground" numeric,
  	"surfaces_terrace" numeric,
  	"surfaces_garden" numeric,
  	"surfaces_constructed" numeric,
  	"surfaces_office" numeric,
  	"surfaces_store" numeric,
  	"rooms_bedrooms" numeric,
  	"rooms_bathrooms" numeric,
  	"rooms_shower_rooms" numeric,
  	"rooms_toilets" numeric,
  	"rooms_garages" numeric,
  	"rooms_parkings_internal" numeric,
  	"rooms_parkings_external" numeric,
  	"comfort_gas" boolean,
  	"comfort_water" boolean,
  	"comfort_electricity" boolean,
  	"comfort_drain" boolean,
  	"comfort_lift" boolean,
  	"comfort_cellar" boolean,
  	"comfort_terrace" boolean,
  	"comfort_garden" boolean,
  	"comfort_attic" boolean,
  	"comfort_furnished" boolean,
  	"energy_epc_status" "enum_properties_energy_epc_status",
  	"energy_epc_total" numeric,
  	"energy_epc_specific" numeric,
  	"energy_co2_emission" numeric,
  	"energy_e_level" numeric,
  	"energy_epc_certificate_code" varchar,
  	"energy_epc_expiry" timestamp(3) with time zone,
  	"energy_asbestos_date" timestamp(3) with time zone,
  	"legal_flood_g_score" "enum_properties_legal_flood_g_score",
  	"legal_flood_p_score" "enum_properties_legal_flood_p_score",
  	"legal_riparian_zone" "enum_properties_legal_riparian_zone",
  	"legal_permit" "enum_properties_legal_permit",
  	"legal_allotment_permit" "enum_properties_legal_allotment_permit",
  	"legal_summons" "enum_properties_legal_summons",
  	"legal_preemptive_rights" "enum_properties_legal_preemptive_rights",
  	"legal_judicial_decision" "enum_properties_legal_judicial_decision",
  	"financial_real_estate_tax" numeric,
  	"financial_cadastral_income" numeric,
  	"financial_vat_value" numeric,
  	"financial_notary_fees_with_vat" numeric,
  	"financial_notary_fees_without_vat" numeric,
  	"financial_registration_rights" numeric,
  	"financial_construction_cost" numeric,
  	"financial_charges_owner" numeric,
  	"financial_charges_renter" numeric,
  	"financial_agency_cost" numeric,
  	"financial_inventory_cost" numeric,
  	"financial_deposit_amount" numeric,
  	"financial_garage_price" numeric,
  	"financial_parking_price" numeric,
  	"financial_options_price" numeric,
  	"availability_info_available_from" timestamp(3) with time zone,
  	"life_annuity_is_life_annuity" boolean,
  	"life_annuity_age1" numeric,
  	"life_annuity_age2" numeric,
  	"life_annuity_indexed" boolean,
  	"life_annuity_survivor" boolean,
  	"life_annuity_monthly_annuity" numeric,
  	"virtual_tour_url" varchar,
  	"video_url" varchar,
  	"record_file" varchar,
  	"owner_id" integer,
  	"crm_record" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "properties_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"main_type_name" varchar,
  	"city_name" varchar,
  	"address_country_name" varchar,
  	"price_unit_text" varchar,
  	"price_marquee_name" varchar,
  	"general_condition" varchar,
  	"general_orientation" varchar,
  	"comfort_heating" varchar,
  	"comfort_glazing" varchar,
  	"comfort_frame" varchar,
  	"comfort_kitchen" varchar,
  	"comfort_roof_material" varchar,
  	"comfort_roof_condition" varchar,
  	"comfort_floor_covering" varchar,
  	"energy_asbestos_type" varchar,
  	"legal_flood_zone" varchar,
  	"legal_area_application" varchar,
  	"legal_planning_information" varchar,
  	"financial_vat_regime" varchar,
  	"availability_info_available_when" varchar,
  	"availability_info_contract_type" varchar,
  	"life_annuity_type" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" numeric NOT NULL
  );
  
  CREATE TABLE "property_types" (
  	"id" numeric PRIMARY KEY NOT NULL,
  	"web_id" numeric NOT NULL,
  	"show_order" numeric,
  	"sale" boolean,
  	"rent" boolean,
  	"count_sale" numeric,
  	"count_rent" numeric,
  	"crm_record" jsonb,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" numeric NOT NULL
  );
  
  CREATE TABLE "cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"zip" varchar NOT NULL,
  	"search_name" varchar,
  	"country_id" numeric,
  	"property_count" numeric,
  	"count_sale" numeric,
  	"count_rent" numeric,
  	"region" varchar,
  	"crm_record" jsonb,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cities_locales" (
  	"name" varchar NOT NULL,
  	"country_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"crm_id" numeric,
  	"url" varchar,
  	"thumbnail_url" varchar,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "projects_photos_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"crm_id" numeric,
  	"floor" numeric,
  	"bedrooms" numeric,
  	"surface" numeric,
  	"price" numeric,
  	"status" "enum_projects_units_status",
  	"construction_id" numeric
  );
  
  CREATE TABLE "projects_units_locales" (
  	"name" varchar,
  	"type_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_constructions" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"crm_id" numeric,
  	"floors" numeric,
  	"delivery_date" timestamp(3) with time zone
  );
  
  CREATE TABLE "projects_constructions_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"crm_id" numeric,
  	"url" varchar,
  	"type" varchar,
  	"lines" jsonb
  );
  
  CREATE TABLE "projects_documents_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" numeric PRIMARY KEY NOT NULL,
  	"status" "enum_projects_status" DEFAULT 'active' NOT NULL,
  	"withdrawn_at" timestamp(3) with time zone,
  	"crm_created_at" timestamp(3) with time zone,
  	"crm_modified_at" timestamp(3) with time zone,
  	"external_web" varchar,
  	"city_id" integer,
  	"zip" varchar,
  	"region" "enum_projects_region",
  	"address_public_address" varchar,
  	"address_street" varchar,
  	"address_house_number" varchar,
  	"address_box_number" varchar,
  	"address_country_id" numeric,
  	"address_latitude" numeric,
  	"address_longitude" numeric,
  	"crm_record" jsonb,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"city_name" varchar,
  	"address_country_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" numeric NOT NULL
  );
  
  CREATE TABLE "tree_nodes" (
  	"id" numeric PRIMARY KEY NOT NULL,
  	"parent_id" numeric,
  	"web_id" numeric,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tree_nodes_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" numeric NOT NULL
  );
  
  CREATE TABLE "property_statistics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" numeric NOT NULL,
  	"owner_id" integer,
  	"visits" jsonb,
  	"online_media" jsonb,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "communications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"crm_id" numeric NOT NULL,
  	"owner_id" integer NOT NULL,
  	"property_id" numeric,
  	"date" timestamp(3) with time zone NOT NULL,
  	"type" varchar NOT NULL,
  	"contact" varchar,
  	"subject" varchar,
  	"comment" varchar,
  	"status" varchar,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum_leads_form" NOT NULL,
  	"locale" "enum_leads_locale" NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"message" varchar,
  	"property_id" numeric,
  	"data" jsonb,
  	"status" "enum_leads_status" DEFAULT 'new',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"owners_id" integer,
  	"pages_id" integer,
  	"articles_id" integer,
  	"categories_id" integer,
  	"media_id" integer,
  	"testimonials_id" integer,
  	"properties_id" numeric,
  	"property_types_id" numeric,
  	"cities_id" integer,
  	"projects_id" numeric,
  	"tree_nodes_id" numeric,
  	"property_statistics_id" integer,
  	"communications_id" integer,
  	"leads_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"owners_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" "enum_site_settings_languages_code" NOT NULL,
  	"use" boolean DEFAULT true
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"default_language" "enum_site_settings_default_language" DEFAULT 'fr' NOT NULL,
  	"analytics_google_analytics_id" varchar,
  	"analytics_google_ads_id" varchar,
  	"analytics_tag_manager_id" varchar,
  	"analytics_social_pixel_id" varchar,
  	"agency_name" varchar,
  	"agency_legal_name" varchar,
  	"agency_street" varchar,
  	"agency_house_number" varchar,
  	"agency_zip" varchar,
  	"agency_city" varchar,
  	"agency_country" varchar DEFAULT 'Belgium',
  	"agency_phone" varchar,
  	"agency_email" varchar,
  	"agency_vat_number" varchar,
  	"agency_biv_number" varchar,
  	"agency_brand_color" varchar DEFAULT '#1f4e5f',
  	"agency_map_tile_url" varchar DEFAULT 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  	"agency_street_view_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"logo_position" "enum_header_logo_position" DEFAULT 'left' NOT NULL,
  	"menu_position" "enum_header_menu_position" DEFAULT 'centre' NOT NULL,
  	"language_switcher_position" "enum_header_language_switcher_position" DEFAULT 'right' NOT NULL,
  	"free_evaluation_show" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_locales" (
  	"free_evaluation_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "top_bar_left" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_top_bar_left_status" DEFAULT 'published' NOT NULL,
  	"link" varchar,
  	"icon" "enum_top_bar_left_icon" DEFAULT 'none',
  	"colour" varchar
  );
  
  CREATE TABLE "top_bar_left_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "top_bar_right" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_top_bar_right_status" DEFAULT 'published' NOT NULL,
  	"link" varchar,
  	"icon" "enum_top_bar_right_icon" DEFAULT 'none',
  	"colour" varchar
  );
  
  CREATE TABLE "top_bar_right_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "top_bar" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_banner" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_home_banner_type" DEFAULT 'image' NOT NULL,
  	"media_id" integer,
  	"video_id" integer,
  	"poster_id" integer,
  	"mobile_video_id" integer,
  	"search_block_logo_id" integer,
  	"search_block_show_search_box" boolean DEFAULT true,
  	"search_block_show_counts" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_banner_locales" (
  	"search_block_title" varchar,
  	"search_block_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_banner_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"public" boolean DEFAULT true
  );
  
  CREATE TABLE "footer_columns_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "popup" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_published" "enum_popup_is_published" DEFAULT 'no' NOT NULL,
  	"delay" numeric DEFAULT 0,
  	"link" varchar,
  	"media_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "popup_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cookie_consent" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cookie_consent_locales" (
  	"title" varchar,
  	"description" varchar,
  	"accept_all" varchar,
  	"decline_all" varchar,
  	"settings" varchar,
  	"save" varchar,
  	"categories_essential_label" varchar,
  	"categories_essential_description" varchar,
  	"categories_analytics_label" varchar,
  	"categories_analytics_description" varchar,
  	"categories_ad_storage_label" varchar,
  	"categories_ad_storage_description" varchar,
  	"categories_ad_user_data_label" varchar,
  	"categories_ad_user_data_description" varchar,
  	"categories_ad_personalization_label" varchar,
  	"categories_ad_personalization_description" varchar,
  	"cookie_policy_label" varchar,
  	"privacy_statement_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "owners_sessions" ADD CONSTRAINT "owners_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "owners_rels" ADD CONSTRAINT "owners_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "owners_rels" ADD CONSTRAINT "owners_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_view_relations" ADD CONSTRAINT "pages_blocks_single_view_relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_view_relations" ADD CONSTRAINT "pages_blocks_single_view_relations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_view_relations" ADD CONSTRAINT "pages_blocks_single_view_relations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_single_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_view" ADD CONSTRAINT "pages_blocks_single_view_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_view" ADD CONSTRAINT "pages_blocks_single_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_view_locales" ADD CONSTRAINT "pages_blocks_single_view_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_single_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_view_relations" ADD CONSTRAINT "pages_blocks_news_view_relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_view_relations" ADD CONSTRAINT "pages_blocks_news_view_relations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_view_relations" ADD CONSTRAINT "pages_blocks_news_view_relations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_news_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_view" ADD CONSTRAINT "pages_blocks_news_view_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_view" ADD CONSTRAINT "pages_blocks_news_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_view_locales" ADD CONSTRAINT "pages_blocks_news_view_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_news_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ons_team_view_relations" ADD CONSTRAINT "pages_blocks_ons_team_view_relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_ons_team_view_relations" ADD CONSTRAINT "pages_blocks_ons_team_view_relations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_ons_team_view_relations" ADD CONSTRAINT "pages_blocks_ons_team_view_relations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_ons_team_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ons_team_view" ADD CONSTRAINT "pages_blocks_ons_team_view_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_ons_team_view" ADD CONSTRAINT "pages_blocks_ons_team_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ons_team_view_locales" ADD CONSTRAINT "pages_blocks_ons_team_view_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_ons_team_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_collapse_view_relations" ADD CONSTRAINT "pages_blocks_collapse_view_relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_collapse_view_relations" ADD CONSTRAINT "pages_blocks_collapse_view_relations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_collapse_view_relations" ADD CONSTRAINT "pages_blocks_collapse_view_relations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_collapse_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_collapse_view" ADD CONSTRAINT "pages_blocks_collapse_view_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_collapse_view" ADD CONSTRAINT "pages_blocks_collapse_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_collapse_view_locales" ADD CONSTRAINT "pages_blocks_collapse_view_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_collapse_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_default_relations" ADD CONSTRAINT "pages_blocks_default_relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_default_relations" ADD CONSTRAINT "pages_blocks_default_relations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_default_relations" ADD CONSTRAINT "pages_blocks_default_relations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_default"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_default" ADD CONSTRAINT "pages_blocks_default_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_default" ADD CONSTRAINT "pages_blocks_default_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_default_locales" ADD CONSTRAINT "pages_blocks_default_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_default"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_banner_video_id_media_id_fk" FOREIGN KEY ("banner_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_banner_poster_id_media_id_fk" FOREIGN KEY ("banner_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_banner_mobile_video_id_media_id_fk" FOREIGN KEY ("banner_mobile_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_og_image_id_media_id_fk" FOREIGN KEY ("meta_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_twitter_image_id_media_id_fk" FOREIGN KEY ("meta_twitter_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_team_member_photo_id_media_id_fk" FOREIGN KEY ("team_member_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_meta_og_image_id_media_id_fk" FOREIGN KEY ("meta_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_meta_twitter_image_id_media_id_fk" FOREIGN KEY ("meta_twitter_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_photos" ADD CONSTRAINT "properties_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_photos_locales" ADD CONSTRAINT "properties_photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_documents" ADD CONSTRAINT "properties_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_documents_locales" ADD CONSTRAINT "properties_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_locales" ADD CONSTRAINT "properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "property_types_locales" ADD CONSTRAINT "property_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cities_locales" ADD CONSTRAINT "cities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_photos" ADD CONSTRAINT "projects_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_photos_locales" ADD CONSTRAINT "projects_photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_units" ADD CONSTRAINT "projects_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_units_locales" ADD CONSTRAINT "projects_units_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_constructions" ADD CONSTRAINT "projects_constructions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_constructions_locales" ADD CONSTRAINT "projects_constructions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_constructions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_documents" ADD CONSTRAINT "projects_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_documents_locales" ADD CONSTRAINT "projects_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tree_nodes_locales" ADD CONSTRAINT "tree_nodes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tree_nodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "property_statistics" ADD CONSTRAINT "property_statistics_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_statistics" ADD CONSTRAINT "property_statistics_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "communications" ADD CONSTRAINT "communications_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "communications" ADD CONSTRAINT "communications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_owners_fk" FOREIGN KEY ("owners_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tree_nodes_fk" FOREIGN KEY ("tree_nodes_id") REFERENCES "public"."tree_nodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_statistics_fk" FOREIGN KEY ("property_statistics_id") REFERENCES "public"."property_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_communications_fk" FOREIGN KEY ("communications_id") REFERENCES "public"."communications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_owners_fk" FOREIGN KEY ("owners_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_languages" ADD CONSTRAINT "site_settings_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_numbers" ADD CONSTRAINT "site_settings_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_locales" ADD CONSTRAINT "header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_left" ADD CONSTRAINT "top_bar_left_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_left_locales" ADD CONSTRAINT "top_bar_left_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar_left"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_right" ADD CONSTRAINT "top_bar_right_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_right_locales" ADD CONSTRAINT "top_bar_right_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar_right"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_banner" ADD CONSTRAINT "home_banner_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_banner" ADD CONSTRAINT "home_banner_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_banner" ADD CONSTRAINT "home_banner_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_banner" ADD CONSTRAINT "home_banner_mobile_video_id_media_id_fk" FOREIGN KEY ("mobile_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_banner" ADD CONSTRAINT "home_banner_search_block_logo_id_media_id_fk" FOREIGN KEY ("search_block_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_banner_locales" ADD CONSTRAINT "home_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_banner_rels" ADD CONSTRAINT "home_banner_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_banner_rels" ADD CONSTRAINT "home_banner_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_locales" ADD CONSTRAINT "footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popup" ADD CONSTRAINT "popup_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popup_locales" ADD CONSTRAINT "popup_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popup"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_locales" ADD CONSTRAINT "cookie_consent_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_consent"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "owners_sessions_order_idx" ON "owners_sessions" USING btree ("_order");
  CREATE INDEX "owners_sessions_parent_id_idx" ON "owners_sessions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "owners_crm_id_idx" ON "owners" USING btree ("crm_id");
  CREATE INDEX "owners_updated_at_idx" ON "owners" USING btree ("updated_at");
  CREATE INDEX "owners_created_at_idx" ON "owners" USING btree ("created_at");
  CREATE UNIQUE INDEX "owners_email_idx" ON "owners" USING btree ("email");
  CREATE INDEX "owners_rels_order_idx" ON "owners_rels" USING btree ("order");
  CREATE INDEX "owners_rels_parent_idx" ON "owners_rels" USING btree ("parent_id");
  CREATE INDEX "owners_rels_path_idx" ON "owners_rels" USING btree ("path");
  CREATE INDEX "owners_rels_properties_id_idx" ON "owners_rels" USING btree ("properties_id");
  CREATE INDEX "pages_blocks_single_view_relations_order_idx" ON "pages_blocks_single_view_relations" USING btree ("_order");
  CREATE INDEX "pages_blocks_single_view_relations_parent_id_idx" ON "pages_blocks_single_view_relations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_single_view_relations_article_idx" ON "pages_blocks_single_view_relations" USING btree ("article_id");
  CREATE INDEX "pages_blocks_single_view_relations_category_idx" ON "pages_blocks_single_view_relations" USING btree ("category_id");
  CREATE INDEX "pages_blocks_single_view_order_idx" ON "pages_blocks_single_view" USING btree ("_order");
  CREATE INDEX "pages_blocks_single_view_parent_id_idx" ON "pages_blocks_single_view" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_single_view_path_idx" ON "pages_blocks_single_view" USING btree ("_path");
  CREATE INDEX "pages_blocks_single_view_image_idx" ON "pages_blocks_single_view" USING btree ("image_id");
  CREATE INDEX "pages_blocks_single_view_status_idx" ON "pages_blocks_single_view" USING btree ("status");
  CREATE UNIQUE INDEX "pages_blocks_single_view_locales_locale_parent_id_unique" ON "pages_blocks_single_view_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_news_view_relations_order_idx" ON "pages_blocks_news_view_relations" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_view_relations_parent_id_idx" ON "pages_blocks_news_view_relations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_view_relations_article_idx" ON "pages_blocks_news_view_relations" USING btree ("article_id");
  CREATE INDEX "pages_blocks_news_view_relations_category_idx" ON "pages_blocks_news_view_relations" USING btree ("category_id");
  CREATE INDEX "pages_blocks_news_view_order_idx" ON "pages_blocks_news_view" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_view_parent_id_idx" ON "pages_blocks_news_view" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_view_path_idx" ON "pages_blocks_news_view" USING btree ("_path");
  CREATE INDEX "pages_blocks_news_view_image_idx" ON "pages_blocks_news_view" USING btree ("image_id");
  CREATE INDEX "pages_blocks_news_view_status_idx" ON "pages_blocks_news_view" USING btree ("status");
  CREATE UNIQUE INDEX "pages_blocks_news_view_locales_locale_parent_id_unique" ON "pages_blocks_news_view_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_ons_team_view_relations_order_idx" ON "pages_blocks_ons_team_view_relations" USING btree ("_order");
  CREATE INDEX "pages_blocks_ons_team_view_relations_parent_id_idx" ON "pages_blocks_ons_team_view_relations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_ons_team_view_relations_article_idx" ON "pages_blocks_ons_team_view_relations" USING btree ("article_id");
  CREATE INDEX "pages_blocks_ons_team_view_relations_category_idx" ON "pages_blocks_ons_team_view_relations" USING btree ("category_id");
  CREATE INDEX "pages_blocks_ons_team_view_order_idx" ON "pages_blocks_ons_team_view" USING btree ("_order");
  CREATE INDEX "pages_blocks_ons_team_view_parent_id_idx" ON "pages_blocks_ons_team_view" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_ons_team_view_path_idx" ON "pages_blocks_ons_team_view" USING btree ("_path");
  CREATE INDEX "pages_blocks_ons_team_view_image_idx" ON "pages_blocks_ons_team_view" USING btree ("image_id");
  CREATE INDEX "pages_blocks_ons_team_view_status_idx" ON "pages_blocks_ons_team_view" USING btree ("status");
  CREATE UNIQUE INDEX "pages_blocks_ons_team_view_locales_locale_parent_id_unique" ON "pages_blocks_ons_team_view_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_collapse_view_relations_order_idx" ON "pages_blocks_collapse_view_relations" USING btree ("_order");
  CREATE INDEX "pages_blocks_collapse_view_relations_parent_id_idx" ON "pages_blocks_collapse_view_relations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_collapse_view_relations_article_idx" ON "pages_blocks_collapse_view_relations" USING btree ("article_id");
  CREATE INDEX "pages_blocks_collapse_view_relations_category_idx" ON "pages_blocks_collapse_view_relations" USING btree ("category_id");
  CREATE INDEX "pages_blocks_collapse_view_order_idx" ON "pages_blocks_collapse_view" USING btree ("_order");
  CREATE INDEX "pages_blocks_collapse_view_parent_id_idx" ON "pages_blocks_collapse_view" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_collapse_view_path_idx" ON "pages_blocks_collapse_view" USING btree ("_path");
  CREATE INDEX "pages_blocks_collapse_view_image_idx" ON "pages_blocks_collapse_view" USING btree ("image_id");
  CREATE INDEX "pages_blocks_collapse_view_status_idx" ON "pages_blocks_collapse_view" USING btree ("status");
  CREATE UNIQUE INDEX "pages_blocks_collapse_view_locales_locale_parent_id_unique" ON "pages_blocks_collapse_view_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_default_relations_order_idx" ON "pages_blocks_default_relations" USING btree ("_order");
  CREATE INDEX "pages_blocks_default_relations_parent_id_idx" ON "pages_blocks_default_relations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_default_relations_article_idx" ON "pages_blocks_default_relations" USING btree ("article_id");
  CREATE INDEX "pages_blocks_default_relations_category_idx" ON "pages_blocks_default_relations" USING btree ("category_id");
  CREATE INDEX "pages_blocks_default_order_idx" ON "pages_blocks_default" USING btree ("_order");
  CREATE INDEX "pages_blocks_default_parent_id_idx" ON "pages_blocks_default" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_default_path_idx" ON "pages_blocks_default" USING btree ("_path");
  CREATE INDEX "pages_blocks_default_image_idx" ON "pages_blocks_default" USING btree ("image_id");
  CREATE INDEX "pages_blocks_default_status_idx" ON "pages_blocks_default" USING btree ("status");
  CREATE UNIQUE INDEX "pages_blocks_default_locales_locale_parent_id_unique" ON "pages_blocks_default_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_status_idx" ON "pages" USING btree ("status");
  CREATE UNIQUE INDEX "pages_original_path_idx" ON "pages" USING btree ("original_path");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_sort_idx" ON "pages" USING btree ("sort");
  CREATE INDEX "pages_image_idx" ON "pages" USING btree ("image_id");
  CREATE INDEX "pages_logo_idx" ON "pages" USING btree ("logo_id");
  CREATE INDEX "pages_banner_banner_video_idx" ON "pages" USING btree ("banner_video_id");
  CREATE INDEX "pages_banner_banner_poster_idx" ON "pages" USING btree ("banner_poster_id");
  CREATE INDEX "pages_banner_banner_mobile_video_idx" ON "pages" USING btree ("banner_mobile_video_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages_path_idx" ON "pages_locales" USING btree ("path","_locale");
  CREATE INDEX "pages_meta_og_meta_og_image_idx" ON "pages_locales" USING btree ("meta_og_image_id","_locale");
  CREATE INDEX "pages_meta_twitter_meta_twitter_image_idx" ON "pages_locales" USING btree ("meta_twitter_image_id","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");
  CREATE INDEX "articles_sub_category_idx" ON "articles" USING btree ("sub_category_id");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_sort_idx" ON "articles" USING btree ("sort");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_team_member_team_member_photo_idx" ON "articles" USING btree ("team_member_photo_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles_slug_idx" ON "articles_locales" USING btree ("slug","_locale");
  CREATE INDEX "articles_meta_og_meta_og_image_idx" ON "articles_locales" USING btree ("meta_og_image_id","_locale");
  CREATE INDEX "articles_meta_twitter_meta_twitter_image_idx" ON "articles_locales" USING btree ("meta_twitter_image_id","_locale");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_media_id_idx" ON "articles_rels" USING btree ("media_id");
  CREATE INDEX "categories_status_idx" ON "categories" USING btree ("status");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "categories_sort_idx" ON "categories" USING btree ("sort");
  CREATE INDEX "categories_image_idx" ON "categories" USING btree ("image_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "categories_slug_idx" ON "categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_w100_sizes_w100_filename_idx" ON "media" USING btree ("sizes_w100_filename");
  CREATE INDEX "media_sizes_w200_sizes_w200_filename_idx" ON "media" USING btree ("sizes_w200_filename");
  CREATE INDEX "media_sizes_w400_sizes_w400_filename_idx" ON "media" USING btree ("sizes_w400_filename");
  CREATE INDEX "media_sizes_w600_sizes_w600_filename_idx" ON "media" USING btree ("sizes_w600_filename");
  CREATE INDEX "media_sizes_w1360_sizes_w1360_filename_idx" ON "media" USING btree ("sizes_w1360_filename");
  CREATE INDEX "media_sizes_w1920_sizes_w1920_filename_idx" ON "media" USING btree ("sizes_w1920_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_image_idx" ON "testimonials" USING btree ("image_id");
  CREATE INDEX "testimonials_posted_at_idx" ON "testimonials" USING btree ("posted_at");
  CREATE INDEX "testimonials_approved_idx" ON "testimonials" USING btree ("approved");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "properties_photos_order_idx" ON "properties_photos" USING btree ("_order");
  CREATE INDEX "properties_photos_parent_id_idx" ON "properties_photos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "properties_photos_locales_locale_parent_id_unique" ON "properties_photos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "properties_documents_order_idx" ON "properties_documents" USING btree ("_order");
  CREATE INDEX "properties_documents_parent_id_idx" ON "properties_documents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "properties_documents_locales_locale_parent_id_unique" ON "properties_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status");
  CREATE INDEX "properties_reference_idx" ON "properties" USING btree ("reference");
  CREATE INDEX "properties_goal_idx" ON "properties" USING btree ("goal");
  CREATE INDEX "properties_availability_idx" ON "properties" USING btree ("availability");
  CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");
  CREATE INDEX "properties_property_type_idx" ON "properties" USING btree ("property_type_id");
  CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id");
  CREATE INDEX "properties_zip_idx" ON "properties" USING btree ("zip");
  CREATE INDEX "properties_region_idx" ON "properties" USING btree ("region");
  CREATE INDEX "properties_price_price_amount_idx" ON "properties" USING btree ("price_amount");
  CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id");
  CREATE INDEX "properties_updated_at_idx" ON "properties" USING btree ("updated_at");
  CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");
  CREATE INDEX "properties_slug_idx" ON "properties_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "properties_locales_locale_parent_id_unique" ON "properties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "property_types_web_id_idx" ON "property_types" USING btree ("web_id");
  CREATE INDEX "property_types_updated_at_idx" ON "property_types" USING btree ("updated_at");
  CREATE INDEX "property_types_created_at_idx" ON "property_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_types_locales_locale_parent_id_unique" ON "property_types_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cities_key_idx" ON "cities" USING btree ("key");
  CREATE INDEX "cities_zip_idx" ON "cities" USING btree ("zip");
  CREATE INDEX "cities_search_name_idx" ON "cities" USING btree ("search_name");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE UNIQUE INDEX "cities_locales_locale_parent_id_unique" ON "cities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_photos_order_idx" ON "projects_photos" USING btree ("_order");
  CREATE INDEX "projects_photos_parent_id_idx" ON "projects_photos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_photos_locales_locale_parent_id_unique" ON "projects_photos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_units_order_idx" ON "projects_units" USING btree ("_order");
  CREATE INDEX "projects_units_parent_id_idx" ON "projects_units" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_units_locales_locale_parent_id_unique" ON "projects_units_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_constructions_order_idx" ON "projects_constructions" USING btree ("_order");
  CREATE INDEX "projects_constructions_parent_id_idx" ON "projects_constructions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_constructions_locales_locale_parent_id_unique" ON "projects_constructions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_documents_order_idx" ON "projects_documents" USING btree ("_order");
  CREATE INDEX "projects_documents_parent_id_idx" ON "projects_documents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_documents_locales_locale_parent_id_unique" ON "projects_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");
  CREATE INDEX "projects_city_idx" ON "projects" USING btree ("city_id");
  CREATE INDEX "projects_zip_idx" ON "projects" USING btree ("zip");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects_slug_idx" ON "projects_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tree_nodes_parent_id_idx" ON "tree_nodes" USING btree ("parent_id");
  CREATE INDEX "tree_nodes_updated_at_idx" ON "tree_nodes" USING btree ("updated_at");
  CREATE INDEX "tree_nodes_created_at_idx" ON "tree_nodes" USING btree ("created_at");
  CREATE UNIQUE INDEX "tree_nodes_locales_locale_parent_id_unique" ON "tree_nodes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "property_statistics_property_idx" ON "property_statistics" USING btree ("property_id");
  CREATE INDEX "property_statistics_owner_idx" ON "property_statistics" USING btree ("owner_id");
  CREATE INDEX "property_statistics_updated_at_idx" ON "property_statistics" USING btree ("updated_at");
  CREATE INDEX "property_statistics_created_at_idx" ON "property_statistics" USING btree ("created_at");
  CREATE UNIQUE INDEX "communications_crm_id_idx" ON "communications" USING btree ("crm_id");
  CREATE INDEX "communications_owner_idx" ON "communications" USING btree ("owner_id");
  CREATE INDEX "communications_property_idx" ON "communications" USING btree ("property_id");
  CREATE INDEX "communications_date_idx" ON "communications" USING btree ("date");
  CREATE INDEX "communications_updated_at_idx" ON "communications" USING btree ("updated_at");
  CREATE INDEX "communications_created_at_idx" ON "communications" USING btree ("created_at");
  CREATE INDEX "leads_form_idx" ON "leads" USING btree ("form");
  CREATE INDEX "leads_property_idx" ON "leads" USING btree ("property_id");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_owners_id_idx" ON "payload_locked_documents_rels" USING btree ("owners_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_properties_id_idx" ON "payload_locked_documents_rels" USING btree ("properties_id");
  CREATE INDEX "payload_locked_documents_rels_property_types_id_idx" ON "payload_locked_documents_rels" USING btree ("property_types_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_tree_nodes_id_idx" ON "payload_locked_documents_rels" USING btree ("tree_nodes_id");
  CREATE INDEX "payload_locked_documents_rels_property_statistics_id_idx" ON "payload_locked_documents_rels" USING btree ("property_statistics_id");
  CREATE INDEX "payload_locked_documents_rels_communications_id_idx" ON "payload_locked_documents_rels" USING btree ("communications_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_owners_id_idx" ON "payload_preferences_rels" USING btree ("owners_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_languages_order_idx" ON "site_settings_languages" USING btree ("_order");
  CREATE INDEX "site_settings_languages_parent_id_idx" ON "site_settings_languages" USING btree ("_parent_id");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_numbers_order_parent_idx" ON "site_settings_numbers" USING btree ("order","parent_id");
  CREATE INDEX "header_logo_idx" ON "header" USING btree ("logo_id");
  CREATE UNIQUE INDEX "header_locales_locale_parent_id_unique" ON "header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "top_bar_left_order_idx" ON "top_bar_left" USING btree ("_order");
  CREATE INDEX "top_bar_left_parent_id_idx" ON "top_bar_left" USING btree ("_parent_id");
  CREATE INDEX "top_bar_left_status_idx" ON "top_bar_left" USING btree ("status");
  CREATE UNIQUE INDEX "top_bar_left_locales_locale_parent_id_unique" ON "top_bar_left_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "top_bar_right_order_idx" ON "top_bar_right" USING btree ("_order");
  CREATE INDEX "top_bar_right_parent_id_idx" ON "top_bar_right" USING btree ("_parent_id");
  CREATE INDEX "top_bar_right_status_idx" ON "top_bar_right" USING btree ("status");
  CREATE UNIQUE INDEX "top_bar_right_locales_locale_parent_id_unique" ON "top_bar_right_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_banner_media_idx" ON "home_banner" USING btree ("media_id");
  CREATE INDEX "home_banner_video_idx" ON "home_banner" USING btree ("video_id");
  CREATE INDEX "home_banner_poster_idx" ON "home_banner" USING btree ("poster_id");
  CREATE INDEX "home_banner_mobile_video_idx" ON "home_banner" USING btree ("mobile_video_id");
  CREATE INDEX "home_banner_search_block_search_block_logo_idx" ON "home_banner" USING btree ("search_block_logo_id");
  CREATE UNIQUE INDEX "home_banner_locales_locale_parent_id_unique" ON "home_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_banner_rels_order_idx" ON "home_banner_rels" USING btree ("order");
  CREATE INDEX "home_banner_rels_parent_idx" ON "home_banner_rels" USING btree ("parent_id");
  CREATE INDEX "home_banner_rels_path_idx" ON "home_banner_rels" USING btree ("path");
  CREATE INDEX "home_banner_rels_media_id_idx" ON "home_banner_rels" USING btree ("media_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_columns_locales_locale_parent_id_unique" ON "footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_media_id_idx" ON "footer_rels" USING btree ("media_id");
  CREATE INDEX "popup_media_idx" ON "popup" USING btree ("media_id");
  CREATE UNIQUE INDEX "popup_locales_locale_parent_id_unique" ON "popup_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cookie_consent_locales_locale_parent_id_unique" ON "cookie_consent_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "owners_sessions" CASCADE;
  DROP TABLE "owners" CASCADE;
  DROP TABLE "owners_rels" CASCADE;
  DROP TABLE "pages_blocks_single_view_relations" CASCADE;
  DROP TABLE "pages_blocks_single_view" CASCADE;
  DROP TABLE "pages_blocks_single_view_locales" CASCADE;
  DROP TABLE "pages_blocks_news_view_relations" CASCADE;
  DROP TABLE "pages_blocks_news_view" CASCADE;
  DROP TABLE "pages_blocks_news_view_locales" CASCADE;
  DROP TABLE "pages_blocks_ons_team_view_relations" CASCADE;
  DROP TABLE "pages_blocks_ons_team_view" CASCADE;
  DROP TABLE "pages_blocks_ons_team_view_locales" CASCADE;
  DROP TABLE "pages_blocks_collapse_view_relations" CASCADE;
  DROP TABLE "pages_blocks_collapse_view" CASCADE;
  DROP TABLE "pages_blocks_collapse_view_locales" CASCADE;
  DROP TABLE "pages_blocks_default_relations" CASCADE;
  DROP TABLE "pages_blocks_default" CASCADE;
  DROP TABLE "pages_blocks_default_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "properties_photos" CASCADE;
  DROP TABLE "properties_photos_locales" CASCADE;
  DROP TABLE "properties_documents" CASCADE;
  DROP TABLE "properties_documents_locales" CASCADE;
  DROP TABLE "properties" CASCADE;
  DROP TABLE "properties_locales" CASCADE;
  DROP TABLE "property_types" CASCADE;
  DROP TABLE "property_types_locales" CASCADE;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "cities_locales" CASCADE;
  DROP TABLE "projects_photos" CASCADE;
  DROP TABLE "projects_photos_locales" CASCADE;
  DROP TABLE "projects_units" CASCADE;
  DROP TABLE "projects_units_locales" CASCADE;
  DROP TABLE "projects_constructions" CASCADE;
  DROP TABLE "projects_constructions_locales" CASCADE;
  DROP TABLE "projects_documents" CASCADE;
  DROP TABLE "projects_documents_locales" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "tree_nodes" CASCADE;
  DROP TABLE "tree_nodes_locales" CASCADE;
  DROP TABLE "property_statistics" CASCADE;
  DROP TABLE "communications" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_languages" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_numbers" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "header_locales" CASCADE;
  DROP TABLE "top_bar_left" CASCADE;
  DROP TABLE "top_bar_left_locales" CASCADE;
  DROP TABLE "top_bar_right" CASCADE;
  DROP TABLE "top_bar_right_locales" CASCADE;
  DROP TABLE "top_bar" CASCADE;
  DROP TABLE "home_banner" CASCADE;
  DROP TABLE "home_banner_locales" CASCADE;
  DROP TABLE "home_banner_rels" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_columns_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TABLE "popup" CASCADE;
  DROP TABLE "popup_locales" CASCADE;
  DROP TABLE "cookie_consent" CASCADE;
  DROP TABLE "cookie_consent_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_owners_language";
  DROP TYPE "public"."enum_pages_blocks_single_view_relations_type";
  DROP TYPE "public"."enum_pages_blocks_single_view_relations_property_list";
  DROP TYPE "public"."enum_pages_blocks_single_view_title_size";
  DROP TYPE "public"."enum_pages_blocks_single_view_background_type";
  DROP TYPE "public"."enum_pages_blocks_single_view_status";
  DROP TYPE "public"."enum_pages_blocks_news_view_relations_type";
  DROP TYPE "public"."enum_pages_blocks_news_view_relations_property_list";
  DROP TYPE "public"."enum_pages_blocks_news_view_title_size";
  DROP TYPE "public"."enum_pages_blocks_news_view_background_type";
  DROP TYPE "public"."enum_pages_blocks_news_view_status";
  DROP TYPE "public"."enum_pages_blocks_ons_team_view_relations_type";
  DROP TYPE "public"."enum_pages_blocks_ons_team_view_relations_property_list";
  DROP TYPE "public"."enum_pages_blocks_ons_team_view_title_size";
  DROP TYPE "public"."enum_pages_blocks_ons_team_view_background_type";
  DROP TYPE "public"."enum_pages_blocks_ons_team_view_status";
  DROP TYPE "public"."enum_pages_blocks_collapse_view_relations_type";
  DROP TYPE "public"."enum_pages_blocks_collapse_view_relations_property_list";
  DROP TYPE "public"."enum_pages_blocks_collapse_view_title_size";
  DROP TYPE "public"."enum_pages_blocks_collapse_view_background_type";
  DROP TYPE "public"."enum_pages_blocks_collapse_view_status";
  DROP TYPE "public"."enum_pages_blocks_default_relations_type";
  DROP TYPE "public"."enum_pages_blocks_default_relations_property_list";
  DROP TYPE "public"."enum_pages_blocks_default_title_size";
  DROP TYPE "public"."enum_pages_blocks_default_background_type";
  DROP TYPE "public"."enum_pages_blocks_default_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum_pages_type";
  DROP TYPE "public"."enum_pages_banner_type";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum_categories_status";
  DROP TYPE "public"."enum_testimonials_language";
  DROP TYPE "public"."enum_properties_status";
  DROP TYPE "public"."enum_properties_goal";
  DROP TYPE "public"."enum_properties_availability";
  DROP TYPE "public"."enum_properties_rent_period";
  DROP TYPE "public"."enum_properties_region";
  DROP TYPE "public"."enum_properties_energy_epc_status";
  DROP TYPE "public"."enum_properties_legal_flood_g_score";
  DROP TYPE "public"."enum_properties_legal_flood_p_score";
  DROP TYPE "public"."enum_properties_legal_riparian_zone";
  DROP TYPE "public"."enum_properties_legal_permit";
  DROP TYPE "public"."enum_properties_legal_allotment_permit";
  DROP TYPE "public"."enum_properties_legal_summons";
  DROP TYPE "public"."enum_properties_legal_preemptive_rights";
  DROP TYPE "public"."enum_properties_legal_judicial_decision";
  DROP TYPE "public"."enum_projects_units_status";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum_projects_region";
  DROP TYPE "public"."enum_leads_form";
  DROP TYPE "public"."enum_leads_locale";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_site_settings_languages_code";
  DROP TYPE "public"."enum_site_settings_social_links_platform";
  DROP TYPE "public"."enum_site_settings_default_language";
  DROP TYPE "public"."enum_header_logo_position";
  DROP TYPE "public"."enum_header_menu_position";
  DROP TYPE "public"."enum_header_language_switcher_position";
  DROP TYPE "public"."enum_top_bar_left_status";
  DROP TYPE "public"."enum_top_bar_left_icon";
  DROP TYPE "public"."enum_top_bar_right_status";
  DROP TYPE "public"."enum_top_bar_right_icon";
  DROP TYPE "public"."enum_home_banner_type";
  DROP TYPE "public"."enum_popup_is_published";`)
}
