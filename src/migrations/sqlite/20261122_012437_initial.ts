import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`owners_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`owners_sessions_order_idx\` ON \`owners_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`owners_sessions_parent_id_idx\` ON \`owners_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`owners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`crm_id\` numeric,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`phone\` text,
  	\`language\` text DEFAULT 'fr' NOT NULL,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`owners_crm_id_idx\` ON \`owners\` (\`crm_id\`);`)
  await db.run(sql`CREATE INDEX \`owners_updated_at_idx\` ON \`owners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`owners_created_at_idx\` ON \`owners\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owners_email_idx\` ON \`owners\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`owners_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` numeric,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`owners_rels_order_idx\` ON \`owners_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`owners_rels_parent_idx\` ON \`owners_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`owners_rels_path_idx\` ON \`owners_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`owners_rels_properties_id_idx\` ON \`owners_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_view_relations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'article' NOT NULL,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`property_list\` text,
  	\`contact\` integer DEFAULT false,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_single_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_view_relations_order_idx\` ON \`pages_blocks_single_view_relations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_view_relations_parent_id_idx\` ON \`pages_blocks_single_view_relations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_view_relations_article_idx\` ON \`pages_blocks_single_view_relations\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_view_relations_category_idx\` ON \`pages_blocks_single_view_relations\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_view\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_size\` text DEFAULT 'h2',
  	\`position\` numeric,
  	\`span\` numeric DEFAULT 12 NOT NULL,
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
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_view_order_idx\` ON \`pages_blocks_single_view\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_view_parent_id_idx\` ON \`pages_blocks_single_view\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_view_path_idx\` ON \`pages_blocks_single_view\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_view_image_idx\` ON \`pages_blocks_single_view\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_view_status_idx\` ON \`pages_blocks_single_view\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_view_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_single_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_single_view_locales_locale_parent_id_unique\` ON \`pages_blocks_single_view_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_view_relations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'article' NOT NULL,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`property_list\` text,
  	\`contact\` integer DEFAULT false,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_news_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_view_relations_order_idx\` ON \`pages_blocks_news_view_relations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_view_relations_parent_id_idx\` ON \`pages_blocks_news_view_relations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_view_relations_article_idx\` ON \`pages_blocks_news_view_relations\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_view_relations_category_idx\` ON \`pages_blocks_news_view_relations\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_view\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_size\` text DEFAULT 'h2',
  	\`position\` numeric,
  	\`span\` numeric DEFAULT 12 NOT NULL,
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
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_view_order_idx\` ON \`pages_blocks_news_view\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_view_parent_id_idx\` ON \`pages_blocks_news_view\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_view_path_idx\` ON \`pages_blocks_news_view\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_view_image_idx\` ON \`pages_blocks_news_view\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_view_status_idx\` ON \`pages_blocks_news_view\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_view_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_news_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_news_view_locales_locale_parent_id_unique\` ON \`pages_blocks_news_view_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ons_team_view_relations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'article' NOT NULL,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`property_list\` text,
  	\`contact\` integer DEFAULT false,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_ons_team_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_ons_team_view_relations_order_idx\` ON \`pages_blocks_ons_team_view_relations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ons_team_view_relations_parent_id_idx\` ON \`pages_blocks_ons_team_view_relations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ons_team_view_relations_article_idx\` ON \`pages_blocks_ons_team_view_relations\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ons_team_view_relations_category_idx\` ON \`pages_blocks_ons_team_view_relations\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ons_team_view\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_size\` text DEFAULT 'h2',
  	\`position\` numeric,
  	\`span\` numeric DEFAULT 12 NOT NULL,
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
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_ons_team_view_order_idx\` ON \`pages_blocks_ons_team_view\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ons_team_view_parent_id_idx\` ON \`pages_blocks_ons_team_view\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ons_team_view_path_idx\` ON \`pages_blocks_ons_team_view\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ons_team_view_image_idx\` ON \`pages_blocks_ons_team_view\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ons_team_view_status_idx\` ON \`pages_blocks_ons_team_view\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ons_team_view_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_ons_team_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_ons_team_view_locales_locale_parent_id_unique\` ON \`pages_blocks_ons_team_view_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_collapse_view_relations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'article' NOT NULL,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`property_list\` text,
  	\`contact\` integer DEFAULT false,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_collapse_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_collapse_view_relations_order_idx\` ON \`pages_blocks_collapse_view_relations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_collapse_view_relations_parent_id_idx\` ON \`pages_blocks_collapse_view_relations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_collapse_view_relations_article_idx\` ON \`pages_blocks_collapse_view_relations\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_collapse_view_relations_category_idx\` ON \`pages_blocks_collapse_view_relations\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_collapse_view\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_size\` text DEFAULT 'h2',
  	\`position\` numeric,
  	\`span\` numeric DEFAULT 12 NOT NULL,
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
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_collapse_view_order_idx\` ON \`pages_blocks_collapse_view\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_collapse_view_parent_id_idx\` ON \`pages_blocks_collapse_view\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_collapse_view_path_idx\` ON \`pages_blocks_collapse_view\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_collapse_view_image_idx\` ON \`pages_blocks_collapse_view\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_collapse_view_status_idx\` ON \`pages_blocks_collapse_view\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_collapse_view_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_collapse_view\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_collapse_view_locales_locale_parent_id_unique\` ON \`pages_blocks_collapse_view_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_default_relations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'article' NOT NULL,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`property_list\` text,
  	\`contact\` integer DEFAULT false,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_default\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_default_relations_order_idx\` ON \`pages_blocks_default_relations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_default_relations_parent_id_idx\` ON \`pages_blocks_default_relations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_default_relations_article_idx\` ON \`pages_blocks_default_relations\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_default_relations_category_idx\` ON \`pages_blocks_default_relations\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_default\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_size\` text DEFAULT 'h2',
  	\`position\` numeric,
  	\`span\` numeric DEFAULT 12 NOT NULL,
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
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_default_order_idx\` ON \`pages_blocks_default\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_default_parent_id_idx\` ON \`pages_blocks_default\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_default_path_idx\` ON \`pages_blocks_default\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_default_image_idx\` ON \`pages_blocks_default\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_default_status_idx\` ON \`pages_blocks_default\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_default_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_default\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_default_locales_locale_parent_id_unique\` ON \`pages_blocks_default_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`original_path\` text,
  	\`parent_id\` integer,
  	\`sort\` numeric DEFAULT 0,
  	\`type\` text DEFAULT 'page' NOT NULL,
  	\`is_home\` integer DEFAULT false,
  	\`show_bread_crumb\` integer DEFAULT true,
  	\`show_page_banner\` integer DEFAULT true,
  	\`show_fixed_menu\` integer DEFAULT true,
  	\`redirect\` integer DEFAULT false,
  	\`redirect_url\` text,
  	\`external_link\` text,
  	\`css\` text,
  	\`image_id\` integer,
  	\`logo_id\` integer,
  	\`banner_type\` text DEFAULT 'image',
  	\`banner_video_id\` integer,
  	\`banner_poster_id\` integer,
  	\`banner_mobile_video_id\` integer,
  	\`banner_color\` text,
  	\`banner_transparent\` integer DEFAULT false,
  	\`meta_is_active_s_e_o\` integer DEFAULT false,
  	\`meta_robots\` text,
  	\`meta_google_verification\` text,
  	\`meta_facebook_verification\` text,
  	\`meta_norton_safe_web\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_mobile_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_status_idx\` ON \`pages\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_original_path_idx\` ON \`pages\` (\`original_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_sort_idx\` ON \`pages\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`pages_image_idx\` ON \`pages\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_logo_idx\` ON \`pages\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_banner_banner_video_idx\` ON \`pages\` (\`banner_video_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_banner_banner_poster_idx\` ON \`pages\` (\`banner_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_banner_banner_mobile_video_idx\` ON \`pages\` (\`banner_mobile_video_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`name\` text NOT NULL,
  	\`path\` text,
  	\`title\` text,
  	\`description\` text,
  	\`content\` text,
  	\`banner_title\` text,
  	\`banner_description\` text,
  	\`meta_page_title\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_og_title\` text,
  	\`meta_og_type\` text,
  	\`meta_og_url\` text,
  	\`meta_og_image_id\` integer,
  	\`meta_og_description\` text,
  	\`meta_twitter_title\` text,
  	\`meta_twitter_site\` text,
  	\`meta_twitter_image_id\` integer,
  	\`meta_twitter_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_twitter_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_path_idx\` ON \`pages_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_og_meta_og_image_idx\` ON \`pages_locales\` (\`meta_og_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_twitter_meta_twitter_image_idx\` ON \`pages_locales\` (\`meta_twitter_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`sub_category_id\` integer,
  	\`published_at\` text,
  	\`sort\` numeric DEFAULT 0,
  	\`image_id\` integer,
  	\`team_member_email\` text,
  	\`team_member_phone\` text,
  	\`team_member_photo_id\` integer,
  	\`meta_is_active_s_e_o\` integer DEFAULT false,
  	\`meta_robots\` text,
  	\`meta_google_verification\` text,
  	\`meta_facebook_verification\` text,
  	\`meta_norton_safe_web\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sub_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`team_member_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_status_idx\` ON \`articles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_sub_category_idx\` ON \`articles\` (\`sub_category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_sort_idx\` ON \`articles\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_team_member_team_member_photo_idx\` ON \`articles\` (\`team_member_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`team_member_role\` text,
  	\`meta_page_title\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_og_title\` text,
  	\`meta_og_type\` text,
  	\`meta_og_url\` text,
  	\`meta_og_image_id\` integer,
  	\`meta_og_description\` text,
  	\`meta_twitter_title\` text,
  	\`meta_twitter_site\` text,
  	\`meta_twitter_image_id\` integer,
  	\`meta_twitter_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_twitter_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_slug_idx\` ON \`articles_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`articles_meta_og_meta_og_image_idx\` ON \`articles_locales\` (\`meta_og_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`articles_meta_twitter_meta_twitter_image_idx\` ON \`articles_locales\` (\`meta_twitter_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_media_id_idx\` ON \`articles_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`parent_id\` integer,
  	\`sort\` numeric DEFAULT 0,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_status_idx\` ON \`categories\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`categories_parent_idx\` ON \`categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_sort_idx\` ON \`categories\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`categories_image_idx\` ON \`categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_slug_idx\` ON \`categories_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_w100_url\` text,
  	\`sizes_w100_width\` numeric,
  	\`sizes_w100_height\` numeric,
  	\`sizes_w100_mime_type\` text,
  	\`sizes_w100_filesize\` numeric,
  	\`sizes_w100_filename\` text,
  	\`sizes_w200_url\` text,
  	\`sizes_w200_width\` numeric,
  	\`sizes_w200_height\` numeric,
  	\`sizes_w200_mime_type\` text,
  	\`sizes_w200_filesize\` numeric,
  	\`sizes_w200_filename\` text,
  	\`sizes_w400_url\` text,
  	\`sizes_w400_width\` numeric,
  	\`sizes_w400_height\` numeric,
  	\`sizes_w400_mime_type\` text,
  	\`sizes_w400_filesize\` numeric,
  	\`sizes_w400_filename\` text,
  	\`sizes_w600_url\` text,
  	\`sizes_w600_width\` numeric,
  	\`sizes_w600_height\` numeric,
  	\`sizes_w600_mime_type\` text,
  	\`sizes_w600_filesize\` numeric,
  	\`sizes_w600_filename\` text,
  	\`sizes_w1360_url\` text,
  	\`sizes_w1360_width\` numeric,
  	\`sizes_w1360_height\` numeric,
  	\`sizes_w1360_mime_type\` text,
  	\`sizes_w1360_filesize\` numeric,
  	\`sizes_w1360_filename\` text,
  	\`sizes_w1920_url\` text,
  	\`sizes_w1920_width\` numeric,
  	\`sizes_w1920_height\` numeric,
  	\`sizes_w1920_mime_type\` text,
  	\`sizes_w1920_filesize\` numeric,
  	\`sizes_w1920_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w100_sizes_w100_filename_idx\` ON \`media\` (\`sizes_w100_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w200_sizes_w200_filename_idx\` ON \`media\` (\`sizes_w200_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w400_sizes_w400_filename_idx\` ON \`media\` (\`sizes_w400_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w600_sizes_w600_filename_idx\` ON \`media\` (\`sizes_w600_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w1360_sizes_w1360_filename_idx\` ON \`media\` (\`sizes_w1360_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w1920_sizes_w1920_filename_idx\` ON \`media\` (\`sizes_w1920_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`comment\` text NOT NULL,
  	\`about_you\` text,
  	\`website\` text,
  	\`image_id\` integer,
  	\`posted_at\` text NOT NULL,
  	\`approved\` integer DEFAULT false,
  	\`language\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_image_idx\` ON \`testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_posted_at_idx\` ON \`testimonials\` (\`posted_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_approved_idx\` ON \`testimonials\` (\`approved\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`properties_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`crm_id\` numeric,
  	\`url\` text,
  	\`thumbnail_url\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_photos_order_idx\` ON \`properties_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_photos_parent_id_idx\` ON \`properties_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_photos_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_photos_locales_locale_parent_id_unique\` ON \`properties_photos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`crm_id\` numeric,
  	\`url\` text,
  	\`type\` text,
  	\`lines\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_documents_order_idx\` ON \`properties_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_documents_parent_id_idx\` ON \`properties_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_documents_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_documents_locales_locale_parent_id_unique\` ON \`properties_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties\` (
  	\`id\` numeric PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`withdrawn_at\` text,
  	\`crm_created_at\` text,
  	\`crm_modified_at\` text,
  	\`reference\` text,
  	\`goal\` text NOT NULL,
  	\`availability\` text NOT NULL,
  	\`listed_for_sale\` integer,
  	\`listed_for_rent\` integer,
  	\`listed_as_tourist_rental\` integer,
  	\`rent_period\` text,
  	\`max_persons\` numeric,
  	\`project_id\` numeric,
  	\`property_type_id\` numeric,
  	\`type_web_id\` numeric,
  	\`web_ids\` text,
  	\`city_id\` integer,
  	\`zip\` text,
  	\`region\` text,
  	\`address_publish\` integer,
  	\`address_street\` text,
  	\`address_house_number\` text,
  	\`address_box_number\` text,
  	\`address_country_id\` numeric,
  	\`address_latitude\` numeric,
  	\`address_longitude\` numeric,
  	\`price_amount\` numeric,
  	\`price_publish\` integer,
  	\`price_unit\` numeric,
  	\`price_marquee\` numeric,
  	\`epc_energy_performance\` numeric,
  	\`epc_label_text\` text,
  	\`epc_label\` text,
  	\`epc_image_path\` text,
  	\`import_hash\` text,
  	\`general_construction_year\` numeric,
  	\`general_renovation_year\` numeric,
  	\`general_floors\` numeric,
  	\`general_floor\` numeric,
  	\`general_facades\` numeric,
  	\`surfaces_total\` numeric,
  	\`surfaces_living\` numeric,
  	\`surfaces_ground\` numeric,
  	\`surfaces_terrace\` numeric,
  	\`surfaces_garden\` numeric,
  	\`surfaces_constructed\` numeric,
  	\`surfaces_office\` numeric,
  	\`surfaces_store\` numeric,
  	\`rooms_bedrooms\` numeric,
  	\`rooms_bathrooms\` numeric,
  	\`rooms_shower_rooms\` numeric,
  	\`rooms_toilets\` numeric,
  	\`rooms_garages\` numeric,
  	\`rooms_parkings_internal\` numeric,
  	\`rooms_parkings_external\` numeric,
  	\`comfort_gas\` integer,
  	\`comfort_water\` integer,
  	\`comfort_electricity\` integer,
  	\`comfort_drain\` integer,
  	\`comfort_lift\` integer,
  	\`comfort_cellar\` integer,
  	\`comfort_terrace\` integer,
  	\`comfort_garden\` integer,
  	\`comfort_attic\` integer,
  	\`comfort_furnished\` integer,
  	\`energy_epc_status\` text,
  	\`energy_epc_total\` numeric,
  	\`energy_epc_specific\` numeric,
  	\`energy_co2_emission\` numeric,
  	\`energy_e_level\` numeric,
  	\`energy_epc_certificate_code\` text,
  	\`energy_epc_expiry\` text,
  	\`energy_asbestos_date\` text,
  	\`legal_flood_g_score\` text,
  	\`legal_flood_p_score\` text,
  	\`legal_riparian_zone\` text,
  	\`legal_permit\` text,
  	\`legal_allotment_permit\` text,
  	\`legal_summons\` text,
  	\`legal_preemptive_rights\` text,
  	\`legal_judicial_decision\` text,
  	\`financial_real_estate_tax\` numeric,
  	\`financial_cadastral_income\` numeric,
  	\`financial_vat_value\` numeric,
  	\`financial_notary_fees_with_vat\` numeric,
  	\`financial_notary_fees_without_vat\` numeric,
  	\`financial_registration_rights\` numeric,
  	\`financial_construction_cost\` numeric,
  	\`financial_charges_owner\` numeric,
  	\`financial_charges_renter\` numeric,
  	\`financial_agency_cost\` numeric,
  	\`financial_inventory_cost\` numeric,
  	\`financial_deposit_amount\` numeric,
  	\`financial_garage_price\` numeric,
  	\`financial_parking_price\` numeric,
  	\`financial_options_price\` numeric,
  	\`availability_info_available_from\` text,
  	\`life_annuity_is_life_annuity\` integer,
  	\`life_annuity_age1\` numeric,
  	\`life_annuity_age2\` numeric,
  	\`life_annuity_indexed\` integer,
  	\`life_annuity_survivor\` integer,
  	\`life_annuity_monthly_annuity\` numeric,
  	\`virtual_tour_url\` text,
  	\`video_url\` text,
  	\`record_file\` text,
  	\`owner_id\` integer,
  	\`crm_record\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_reference_idx\` ON \`properties\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`properties_goal_idx\` ON \`properties\` (\`goal\`);`)
  await db.run(sql`CREATE INDEX \`properties_availability_idx\` ON \`properties\` (\`availability\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_property_type_idx\` ON \`properties\` (\`property_type_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_zip_idx\` ON \`properties\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`properties_region_idx\` ON \`properties\` (\`region\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_price_amount_idx\` ON \`properties\` (\`price_amount\`);`)
  await db.run(sql`CREATE INDEX \`properties_owner_idx\` ON \`properties\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`properties_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`main_type_name\` text,
  	\`city_name\` text,
  	\`address_country_name\` text,
  	\`price_unit_text\` text,
  	\`price_marquee_name\` text,
  	\`general_condition\` text,
  	\`general_orientation\` text,
  	\`comfort_heating\` text,
  	\`comfort_glazing\` text,
  	\`comfort_frame\` text,
  	\`comfort_kitchen\` text,
  	\`comfort_roof_material\` text,
  	\`comfort_roof_condition\` text,
  	\`comfort_floor_covering\` text,
  	\`energy_asbestos_type\` text,
  	\`legal_flood_zone\` text,
  	\`legal_area_application\` text,
  	\`legal_planning_information\` text,
  	\`financial_vat_regime\` text,
  	\`availability_info_available_when\` text,
  	\`availability_info_contract_type\` text,
  	\`life_annuity_type\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_slug_idx\` ON \`properties_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_locales_locale_parent_id_unique\` ON \`properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`property_types\` (
  	\`id\` numeric PRIMARY KEY NOT NULL,
  	\`web_id\` numeric NOT NULL,
  	\`show_order\` numeric,
  	\`sale\` integer,
  	\`rent\` integer,
  	\`count_sale\` numeric,
  	\`count_rent\` numeric,
  	\`crm_record\` text,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`property_types_web_id_idx\` ON \`property_types\` (\`web_id\`);`)
  await db.run(sql`CREATE INDEX \`property_types_updated_at_idx\` ON \`property_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_types_created_at_idx\` ON \`property_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`property_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`property_types_locales_locale_parent_id_unique\` ON \`property_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`zip\` text NOT NULL,
  	\`search_name\` text,
  	\`country_id\` numeric,
  	\`property_count\` numeric,
  	\`count_sale\` numeric,
  	\`count_rent\` numeric,
  	\`region\` text,
  	\`crm_record\` text,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cities_key_idx\` ON \`cities\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`cities_zip_idx\` ON \`cities\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`cities_search_name_idx\` ON \`cities\` (\`search_name\`);`)
  await db.run(sql`CREATE INDEX \`cities_updated_at_idx\` ON \`cities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cities_created_at_idx\` ON \`cities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cities_locales\` (
  	\`name\` text NOT NULL,
  	\`country_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cities_locales_locale_parent_id_unique\` ON \`cities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`crm_id\` numeric,
  	\`url\` text,
  	\`thumbnail_url\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_photos_order_idx\` ON \`projects_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_photos_parent_id_idx\` ON \`projects_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_photos_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_photos_locales_locale_parent_id_unique\` ON \`projects_photos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`crm_id\` numeric,
  	\`floor\` numeric,
  	\`bedrooms\` numeric,
  	\`surface\` numeric,
  	\`price\` numeric,
  	\`status\` text,
  	\`construction_id\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_units_order_idx\` ON \`projects_units\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_units_parent_id_idx\` ON \`projects_units\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_units_locales\` (
  	\`name\` text,
  	\`type_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_units_locales_locale_parent_id_unique\` ON \`projects_units_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_constructions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`crm_id\` numeric,
  	\`floors\` numeric,
  	\`delivery_date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_constructions_order_idx\` ON \`projects_constructions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_constructions_parent_id_idx\` ON \`projects_constructions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_constructions_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_constructions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_constructions_locales_locale_parent_id_unique\` ON \`projects_constructions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`crm_id\` numeric,
  	\`url\` text,
  	\`type\` text,
  	\`lines\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_documents_order_idx\` ON \`projects_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_documents_parent_id_idx\` ON \`projects_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_documents_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_documents_locales_locale_parent_id_unique\` ON \`projects_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
  	\`id\` numeric PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`withdrawn_at\` text,
  	\`crm_created_at\` text,
  	\`crm_modified_at\` text,
  	\`external_web\` text,
  	\`city_id\` integer,
  	\`zip\` text,
  	\`region\` text,
  	\`address_public_address\` text,
  	\`address_street\` text,
  	\`address_house_number\` text,
  	\`address_box_number\` text,
  	\`address_country_id\` numeric,
  	\`address_latitude\` numeric,
  	\`address_longitude\` numeric,
  	\`crm_record\` text,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_status_idx\` ON \`projects\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`projects_city_idx\` ON \`projects\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_zip_idx\` ON \`projects\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`projects_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`city_name\` text,
  	\`address_country_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_slug_idx\` ON \`projects_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tree_nodes\` (
  	\`id\` numeric PRIMARY KEY NOT NULL,
  	\`parent_id\` numeric,
  	\`web_id\` numeric,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tree_nodes_parent_id_idx\` ON \`tree_nodes\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tree_nodes_updated_at_idx\` ON \`tree_nodes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tree_nodes_created_at_idx\` ON \`tree_nodes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tree_nodes_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tree_nodes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tree_nodes_locales_locale_parent_id_unique\` ON \`tree_nodes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`property_statistics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` numeric NOT NULL,
  	\`owner_id\` integer,
  	\`visits\` text,
  	\`online_media\` text,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`property_statistics_property_idx\` ON \`property_statistics\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`property_statistics_owner_idx\` ON \`property_statistics\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`property_statistics_updated_at_idx\` ON \`property_statistics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_statistics_created_at_idx\` ON \`property_statistics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`communications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`crm_id\` numeric NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`property_id\` numeric,
  	\`date\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`contact\` text,
  	\`subject\` text,
  	\`comment\` text,
  	\`status\` text,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`communications_crm_id_idx\` ON \`communications\` (\`crm_id\`);`)
  await db.run(sql`CREATE INDEX \`communications_owner_idx\` ON \`communications\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`communications_property_idx\` ON \`communications\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`communications_date_idx\` ON \`communications\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`communications_updated_at_idx\` ON \`communications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`communications_created_at_idx\` ON \`communications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`message\` text,
  	\`property_id\` numeric,
  	\`data\` text,
  	\`status\` text DEFAULT 'new',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_form_idx\` ON \`leads\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`leads_property_idx\` ON \`leads\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`owners_id\` integer,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`testimonials_id\` integer,
  	\`properties_id\` numeric,
  	\`property_types_id\` numeric,
  	\`cities_id\` integer,
  	\`projects_id\` numeric,
  	\`tree_nodes_id\` numeric,
  	\`property_statistics_id\` integer,
  	\`communications_id\` integer,
  	\`leads_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tree_nodes_id\`) REFERENCES \`tree_nodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_statistics_id\`) REFERENCES \`property_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`communications_id\`) REFERENCES \`communications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owners_id_idx\` ON \`payload_locked_documents_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_types_id_idx\` ON \`payload_locked_documents_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tree_nodes_id_idx\` ON \`payload_locked_documents_rels\` (\`tree_nodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_statistics_id_idx\` ON \`payload_locked_documents_rels\` (\`property_statistics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_communications_id_idx\` ON \`payload_locked_documents_rels\` (\`communications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`owners_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_owners_id_idx\` ON \`payload_preferences_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_languages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`use\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_languages_order_idx\` ON \`site_settings_languages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_languages_parent_id_idx\` ON \`site_settings_languages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_order_idx\` ON \`site_settings_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_parent_id_idx\` ON \`site_settings_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`default_language\` text DEFAULT 'fr' NOT NULL,
  	\`analytics_google_analytics_id\` text,
  	\`analytics_google_ads_id\` text,
  	\`analytics_tag_manager_id\` text,
  	\`analytics_social_pixel_id\` text,
  	\`agency_name\` text,
  	\`agency_legal_name\` text,
  	\`agency_street\` text,
  	\`agency_house_number\` text,
  	\`agency_zip\` text,
  	\`agency_city\` text,
  	\`agency_country\` text DEFAULT 'Belgium',
  	\`agency_phone\` text,
  	\`agency_email\` text,
  	\`agency_vat_number\` text,
  	\`agency_biv_number\` text,
  	\`agency_brand_color\` text DEFAULT '#1f4e5f',
  	\`agency_map_tile_url\` text DEFAULT 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  	\`agency_street_view_enabled\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_numbers_order_parent_idx\` ON \`site_settings_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`logo_position\` text DEFAULT 'left' NOT NULL,
  	\`menu_position\` text DEFAULT 'centre' NOT NULL,
  	\`language_switcher_position\` text DEFAULT 'right' NOT NULL,
  	\`free_evaluation_show\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`header_logo_idx\` ON \`header\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`header_locales\` (
  	\`free_evaluation_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_locales_locale_parent_id_unique\` ON \`header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`top_bar_left\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`link\` text,
  	\`icon\` text DEFAULT 'none',
  	\`colour\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`top_bar_left_order_idx\` ON \`top_bar_left\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_left_parent_id_idx\` ON \`top_bar_left\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_left_status_idx\` ON \`top_bar_left\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`top_bar_left_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar_left\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`top_bar_left_locales_locale_parent_id_unique\` ON \`top_bar_left_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`top_bar_right\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`link\` text,
  	\`icon\` text DEFAULT 'none',
  	\`colour\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`top_bar_right_order_idx\` ON \`top_bar_right\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_right_parent_id_idx\` ON \`top_bar_right\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_right_status_idx\` ON \`top_bar_right\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`top_bar_right_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar_right\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`top_bar_right_locales_locale_parent_id_unique\` ON \`top_bar_right_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`top_bar\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`home_banner\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'image' NOT NULL,
  	\`media_id\` integer,
  	\`video_id\` integer,
  	\`poster_id\` integer,
  	\`mobile_video_id\` integer,
  	\`search_block_logo_id\` integer,
  	\`search_block_show_search_box\` integer DEFAULT true,
  	\`search_block_show_counts\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`search_block_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_banner_media_idx\` ON \`home_banner\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`home_banner_video_idx\` ON \`home_banner\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`home_banner_poster_idx\` ON \`home_banner\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`home_banner_mobile_video_idx\` ON \`home_banner\` (\`mobile_video_id\`);`)
  await db.run(sql`CREATE INDEX \`home_banner_search_block_search_block_logo_idx\` ON \`home_banner\` (\`search_block_logo_id\`);`)
  await db.run(sql`CREATE TABLE \`home_banner_locales\` (
  	\`search_block_title\` text,
  	\`search_block_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_banner_locales_locale_parent_id_unique\` ON \`home_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_banner_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_banner_rels_order_idx\` ON \`home_banner_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_banner_rels_parent_idx\` ON \`home_banner_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_banner_rels_path_idx\` ON \`home_banner_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_banner_rels_media_id_idx\` ON \`home_banner_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`public\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_columns_locales_locale_parent_id_unique\` ON \`footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_locales\` (
  	\`copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_rels_order_idx\` ON \`footer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_parent_idx\` ON \`footer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_path_idx\` ON \`footer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_media_id_idx\` ON \`footer_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`popup\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_published\` text DEFAULT 'no' NOT NULL,
  	\`delay\` numeric DEFAULT 0,
  	\`link\` text,
  	\`media_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`popup_media_idx\` ON \`popup\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`popup_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popup\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`popup_locales_locale_parent_id_unique\` ON \`popup_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cookie_consent\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`cookie_consent_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`accept_all\` text,
  	\`decline_all\` text,
  	\`settings\` text,
  	\`save\` text,
  	\`categories_essential_label\` text,
  	\`categories_essential_description\` text,
  	\`categories_analytics_label\` text,
  	\`categories_analytics_description\` text,
  	\`categories_ad_storage_label\` text,
  	\`categories_ad_storage_description\` text,
  	\`categories_ad_user_data_label\` text,
  	\`categories_ad_user_data_description\` text,
  	\`categories_ad_personalization_label\` text,
  	\`categories_ad_personalization_description\` text,
  	\`cookie_policy_label\` text,
  	\`privacy_statement_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cookie_consent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cookie_consent_locales_locale_parent_id_unique\` ON \`cookie_consent_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`owners_sessions\`;`)
  await db.run(sql`DROP TABLE \`owners\`;`)
  await db.run(sql`DROP TABLE \`owners_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_view_relations\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_view\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_view_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_view_relations\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_view\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_view_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ons_team_view_relations\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ons_team_view\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ons_team_view_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_collapse_view_relations\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_collapse_view\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_collapse_view_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_default_relations\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_default\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_default_locales\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`properties_photos\`;`)
  await db.run(sql`DROP TABLE \`properties_photos_locales\`;`)
  await db.run(sql`DROP TABLE \`properties_documents\`;`)
  await db.run(sql`DROP TABLE \`properties_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties_locales\`;`)
  await db.run(sql`DROP TABLE \`property_types\`;`)
  await db.run(sql`DROP TABLE \`property_types_locales\`;`)
  await db.run(sql`DROP TABLE \`cities\`;`)
  await db.run(sql`DROP TABLE \`cities_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_photos\`;`)
  await db.run(sql`DROP TABLE \`projects_photos_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_units\`;`)
  await db.run(sql`DROP TABLE \`projects_units_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_constructions\`;`)
  await db.run(sql`DROP TABLE \`projects_constructions_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_documents\`;`)
  await db.run(sql`DROP TABLE \`projects_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`tree_nodes\`;`)
  await db.run(sql`DROP TABLE \`tree_nodes_locales\`;`)
  await db.run(sql`DROP TABLE \`property_statistics\`;`)
  await db.run(sql`DROP TABLE \`communications\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_languages\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_numbers\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`DROP TABLE \`header_locales\`;`)
  await db.run(sql`DROP TABLE \`top_bar_left\`;`)
  await db.run(sql`DROP TABLE \`top_bar_left_locales\`;`)
  await db.run(sql`DROP TABLE \`top_bar_right\`;`)
  await db.run(sql`DROP TABLE \`top_bar_right_locales\`;`)
  await db.run(sql`DROP TABLE \`top_bar\`;`)
  await db.run(sql`DROP TABLE \`home_banner\`;`)
  await db.run(sql`DROP TABLE \`home_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`home_banner_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`DROP TABLE \`popup\`;`)
  await db.run(sql`DROP TABLE \`popup_locales\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_locales\`;`)
}
