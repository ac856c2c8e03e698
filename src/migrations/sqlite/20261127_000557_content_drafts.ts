import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Drafts for pages and articles (src/collections/drafts.ts): their versions tables and the
 * `_status` column. Written by hand after the generator's first draft: it rebuilt the pages and
 * articles tables (and every block table) to drop NOT NULL from required columns, copying a
 * `_status` column that does not exist yet, and a rebuild inside the migration's transaction
 * would cascade-delete every row of the child tables when the old table is dropped (SQLite
 * ignores `PRAGMA foreign_keys=OFF` inside a transaction). The columns keep NOT NULL: a draft
 * must have its name or title, as the admin asks. Every existing page and article stays on the
 * site: they are marked published.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_view_relations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'article',
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`property_list\` text,
  	\`contact\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_single_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_view_relations_order_idx\` ON \`_pages_v_blocks_single_view_relations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_view_relations_parent_id_idx\` ON \`_pages_v_blocks_single_view_relations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_view_relations_article_idx\` ON \`_pages_v_blocks_single_view_relations\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_view_relations_category_idx\` ON \`_pages_v_blocks_single_view_relations\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_view\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title_size\` text DEFAULT 'h2',
  	\`position\` numeric,
  	\`span\` numeric DEFAULT 12,
  	\`sort\` numeric,
  	\`css_class\` text,
  	\`sm\` numeric,
  	\`md\` numeric,
  	\`lg\` numeric,
  	\`number_item_of_row\` numeric DEFAULT 1,
  	\`max_items\` numeric DEFAULT 1,
  	\`is_has_subcategories\` integer DEFAULT false,
  	\`background_type\` text DEFAULT 'none',
  	\`image_id\` integer,
  	\`color_background\` text,
  	\`status\` text DEFAULT 'published',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_view_order_idx\` ON \`_pages_v_blocks_single_view\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_view_parent_id_idx\` ON \`_pages_v_blocks_single_view\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_view_path_idx\` ON \`_pages_v_blocks_single_view\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_view_image_idx\` ON \`_pages_v_blocks_single_view\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_view_status_idx\` ON \`_pages_v_blocks_single_view\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_view_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_single_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_single_view_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_single_view_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_view_locales_parent_idx\` ON \`_pages_v_blocks_single_view_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_view_relations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'article',
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`property_list\` text,
  	\`contact\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_news_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_view_relations_order_idx\` ON \`_pages_v_blocks_news_view_relations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_view_relations_parent_id_idx\` ON \`_pages_v_blocks_news_view_relations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_view_relations_article_idx\` ON \`_pages_v_blocks_news_view_relations\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_view_relations_category_idx\` ON \`_pages_v_blocks_news_view_relations\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_view\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title_size\` text DEFAULT 'h2',
  	\`position\` numeric,
  	\`span\` numeric DEFAULT 12,
  	\`sort\` numeric,
  	\`css_class\` text,
  	\`sm\` numeric,
  	\`md\` numeric,
  	\`lg\` numeric,
  	\`number_item_of_row\` numeric DEFAULT 3,
  	\`max_items\` numeric DEFAULT 6,
  	\`is_has_subcategories\` integer DEFAULT false,
  	\`background_type\` text DEFAULT 'none',
  	\`image_id\` integer,
  	\`color_background\` text,
  	\`status\` text DEFAULT 'published',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_view_order_idx\` ON \`_pages_v_blocks_news_view\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_view_parent_id_idx\` ON \`_pages_v_blocks_news_view\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_view_path_idx\` ON \`_pages_v_blocks_news_view\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_view_image_idx\` ON \`_pages_v_blocks_news_view\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_view_status_idx\` ON \`_pages_v_blocks_news_view\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_view_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_news_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_news_view_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_news_view_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_view_locales_parent_idx\` ON \`_pages_v_blocks_news_view_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ons_team_view_relations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'article',
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`property_list\` text,
  	\`contact\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_ons_team_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ons_team_view_relations_order_idx\` ON \`_pages_v_blocks_ons_team_view_relations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ons_team_view_relations_parent_id_idx\` ON \`_pages_v_blocks_ons_team_view_relations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ons_team_view_relations_article_idx\` ON \`_pages_v_blocks_ons_team_view_relations\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ons_team_view_relations_category_idx\` ON \`_pages_v_blocks_ons_team_view_relations\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ons_team_view\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title_size\` text DEFAULT 'h2',
  	\`position\` numeric,
  	\`span\` numeric DEFAULT 12,
  	\`sort\` numeric,
  	\`css_class\` text,
  	\`sm\` numeric,
  	\`md\` numeric,
  	\`lg\` numeric,
  	\`number_item_of_row\` numeric,
  	\`max_items\` numeric DEFAULT 20,
  	\`is_has_subcategories\` integer DEFAULT false,
  	\`background_type\` text DEFAULT 'none',
  	\`image_id\` integer,
  	\`color_background\` text,
  	\`status\` text DEFAULT 'published',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ons_team_view_order_idx\` ON \`_pages_v_blocks_ons_team_view\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ons_team_view_parent_id_idx\` ON \`_pages_v_blocks_ons_team_view\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ons_team_view_path_idx\` ON \`_pages_v_blocks_ons_team_view\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ons_team_view_image_idx\` ON \`_pages_v_blocks_ons_team_view\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ons_team_view_status_idx\` ON \`_pages_v_blocks_ons_team_view\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ons_team_view_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_ons_team_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_ons_team_view_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_ons_team_view_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ons_team_view_locales_parent_idx\` ON \`_pages_v_blocks_ons_team_view_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_collapse_view_relations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'article',
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`property_list\` text,
  	\`contact\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_collapse_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collapse_view_relations_order_idx\` ON \`_pages_v_blocks_collapse_view_relations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collapse_view_relations_parent_id_idx\` ON \`_pages_v_blocks_collapse_view_relations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collapse_view_relations_article_idx\` ON \`_pages_v_blocks_collapse_view_relations\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collapse_view_relations_category_idx\` ON \`_pages_v_blocks_collapse_view_relations\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_collapse_view\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title_size\` text DEFAULT 'h2',
  	\`position\` numeric,
  	\`span\` numeric DEFAULT 12,
  	\`sort\` numeric,
  	\`css_class\` text,
  	\`sm\` numeric,
  	\`md\` numeric,
  	\`lg\` numeric,
  	\`number_item_of_row\` numeric,
  	\`max_items\` numeric DEFAULT 40,
  	\`is_has_subcategories\` integer DEFAULT false,
  	\`background_type\` text DEFAULT 'none',
  	\`image_id\` integer,
  	\`color_background\` text,
  	\`status\` text DEFAULT 'published',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collapse_view_order_idx\` ON \`_pages_v_blocks_collapse_view\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collapse_view_parent_id_idx\` ON \`_pages_v_blocks_collapse_view\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collapse_view_path_idx\` ON \`_pages_v_blocks_collapse_view\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collapse_view_image_idx\` ON \`_pages_v_blocks_collapse_view\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collapse_view_status_idx\` ON \`_pages_v_blocks_collapse_view\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_collapse_view_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_collapse_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_collapse_view_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_collapse_view_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_collapse_view_locales_parent_idx\` ON \`_pages_v_blocks_collapse_view_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_default_relations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'article',
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`property_list\` text,
  	\`contact\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_default\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_default_relations_order_idx\` ON \`_pages_v_blocks_default_relations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_default_relations_parent_id_idx\` ON \`_pages_v_blocks_default_relations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_default_relations_article_idx\` ON \`_pages_v_blocks_default_relations\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_default_relations_category_idx\` ON \`_pages_v_blocks_default_relations\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_default\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title_size\` text DEFAULT 'h2',
  	\`position\` numeric,
  	\`span\` numeric DEFAULT 12,
  	\`sort\` numeric,
  	\`css_class\` text,
  	\`sm\` numeric,
  	\`md\` numeric,
  	\`lg\` numeric,
  	\`number_item_of_row\` numeric,
  	\`max_items\` numeric,
  	\`is_has_subcategories\` integer DEFAULT false,
  	\`background_type\` text DEFAULT 'none',
  	\`image_id\` integer,
  	\`color_background\` text,
  	\`status\` text DEFAULT 'published',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_default_order_idx\` ON \`_pages_v_blocks_default\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_default_parent_id_idx\` ON \`_pages_v_blocks_default\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_default_path_idx\` ON \`_pages_v_blocks_default\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_default_image_idx\` ON \`_pages_v_blocks_default\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_default_status_idx\` ON \`_pages_v_blocks_default\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_default_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_default\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_default_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_default_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_default_locales_parent_idx\` ON \`_pages_v_blocks_default_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_status\` text DEFAULT 'published',
  	\`version_original_path\` text,
  	\`version_parent_id\` integer,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_type\` text DEFAULT 'page',
  	\`version_show_in_menu\` integer DEFAULT true,
  	\`version_is_home\` integer DEFAULT false,
  	\`version_show_bread_crumb\` integer DEFAULT true,
  	\`version_show_page_banner\` integer DEFAULT true,
  	\`version_show_fixed_menu\` integer DEFAULT true,
  	\`version_redirect\` integer DEFAULT false,
  	\`version_redirect_url\` text,
  	\`version_external_link\` text,
  	\`version_css\` text,
  	\`version_image_id\` integer,
  	\`version_logo_id\` integer,
  	\`version_banner_type\` text DEFAULT 'image',
  	\`version_banner_video_id\` integer,
  	\`version_banner_poster_id\` integer,
  	\`version_banner_mobile_video_id\` integer,
  	\`version_banner_color\` text,
  	\`version_banner_transparent\` integer DEFAULT false,
  	\`version_meta_is_active_s_e_o\` integer DEFAULT false,
  	\`version_meta_robots\` text,
  	\`version_meta_google_verification\` text,
  	\`version_meta_facebook_verification\` text,
  	\`version_meta_norton_safe_web\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_mobile_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_status_idx\` ON \`_pages_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_original_path_idx\` ON \`_pages_v\` (\`version_original_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_sort_idx\` ON \`_pages_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_image_idx\` ON \`_pages_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_logo_idx\` ON \`_pages_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_banner_version_banner_video_idx\` ON \`_pages_v\` (\`version_banner_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_banner_version_banner_poster_idx\` ON \`_pages_v\` (\`version_banner_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_banner_version_banner_mobile_video_idx\` ON \`_pages_v\` (\`version_banner_mobile_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_name\` text,
  	\`version_path\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_content\` text,
  	\`version_banner_title\` text,
  	\`version_banner_description\` text,
  	\`version_meta_page_title\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_og_title\` text,
  	\`version_meta_og_type\` text,
  	\`version_meta_og_url\` text,
  	\`version_meta_og_image_id\` integer,
  	\`version_meta_og_description\` text,
  	\`version_meta_twitter_title\` text,
  	\`version_meta_twitter_site\` text,
  	\`version_meta_twitter_image_id\` integer,
  	\`version_meta_twitter_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_twitter_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v_locales\` (\`version_path\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_og_version_meta_og_image_idx\` ON \`_pages_v_locales\` (\`version_meta_og_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_twitter_version_meta_twitter_image_idx\` ON \`_pages_v_locales\` (\`version_meta_twitter_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_locales_parent_idx\` ON \`_pages_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_status\` text DEFAULT 'published',
  	\`version_category_id\` integer,
  	\`version_sub_category_id\` integer,
  	\`version_published_at\` text,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_image_id\` integer,
  	\`version_team_member_email\` text,
  	\`version_team_member_phone\` text,
  	\`version_team_member_photo_id\` integer,
  	\`version_meta_is_active_s_e_o\` integer DEFAULT false,
  	\`version_meta_robots\` text,
  	\`version_meta_google_verification\` text,
  	\`version_meta_facebook_verification\` text,
  	\`version_meta_norton_safe_web\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sub_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_team_member_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_status_idx\` ON \`_articles_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_category_idx\` ON \`_articles_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_sub_category_idx\` ON \`_articles_v\` (\`version_sub_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_sort_idx\` ON \`_articles_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_image_idx\` ON \`_articles_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_team_member_version_team_member_phot_idx\` ON \`_articles_v\` (\`version_team_member_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_autosave_idx\` ON \`_articles_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_team_member_role\` text,
  	\`version_meta_page_title\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_og_title\` text,
  	\`version_meta_og_type\` text,
  	\`version_meta_og_url\` text,
  	\`version_meta_og_image_id\` integer,
  	\`version_meta_og_description\` text,
  	\`version_meta_twitter_title\` text,
  	\`version_meta_twitter_site\` text,
  	\`version_meta_twitter_image_id\` integer,
  	\`version_meta_twitter_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_twitter_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_meta_og_version_meta_og_image_idx\` ON \`_articles_v_locales\` (\`version_meta_og_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_meta_twitter_version_meta_twitter_im_idx\` ON \`_articles_v_locales\` (\`version_meta_twitter_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_locales_parent_idx\` ON \`_articles_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_media_id_idx\` ON \`_articles_v_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`UPDATE \`pages\` SET \`_status\` = 'published';`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`UPDATE \`articles\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_view_relations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_view\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_view_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_view_relations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_view\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_view_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ons_team_view_relations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ons_team_view\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ons_team_view_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_collapse_view_relations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_collapse_view\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_collapse_view_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_default_relations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_default\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_default_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`DROP INDEX \`pages__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`articles__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`_status\`;`)
}
