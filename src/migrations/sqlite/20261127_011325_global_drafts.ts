import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Drafts for the globals that frame every page (src/collections/drafts.ts): their versions tables
 * and the `_status` column. Written by hand after the generator's draft, for the reasons of
 * 20261127_000557_content_drafts: it rebuilt home_banner, popup, header and the top bar's rows to
 * drop NOT NULL, inside the migration's transaction. The globals as they are stay published.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_home_banner_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_type\` text DEFAULT 'image',
  	\`version_media_id\` integer,
  	\`version_video_id\` integer,
  	\`version_poster_id\` integer,
  	\`version_mobile_video_id\` integer,
  	\`version_search_block_logo_id\` integer,
  	\`version_search_block_show_search_box\` integer DEFAULT true,
  	\`version_search_block_show_counts\` integer DEFAULT true,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_mobile_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_search_block_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_banner_v_version_version_media_idx\` ON \`_home_banner_v\` (\`version_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_version_version_video_idx\` ON \`_home_banner_v\` (\`version_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_version_version_poster_idx\` ON \`_home_banner_v\` (\`version_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_version_version_mobile_video_idx\` ON \`_home_banner_v\` (\`version_mobile_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_version_search_block_version_search_block_idx\` ON \`_home_banner_v\` (\`version_search_block_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_version_version__status_idx\` ON \`_home_banner_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_created_at_idx\` ON \`_home_banner_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_updated_at_idx\` ON \`_home_banner_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_snapshot_idx\` ON \`_home_banner_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_published_locale_idx\` ON \`_home_banner_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_latest_idx\` ON \`_home_banner_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_autosave_idx\` ON \`_home_banner_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_home_banner_v_locales\` (
  	\`version_search_block_title\` text,
  	\`version_search_block_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_banner_v_locales_locale_parent_id_unique\` ON \`_home_banner_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_locales_parent_idx\` ON \`_home_banner_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_banner_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_banner_v_rels_order_idx\` ON \`_home_banner_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_rels_parent_idx\` ON \`_home_banner_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_rels_path_idx\` ON \`_home_banner_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_banner_v_rels_media_id_idx\` ON \`_home_banner_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_popup_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_published\` text DEFAULT 'no',
  	\`version_delay\` numeric DEFAULT 0,
  	\`version_link\` text,
  	\`version_media_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_popup_v_version_version_media_idx\` ON \`_popup_v\` (\`version_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_version_version__status_idx\` ON \`_popup_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_created_at_idx\` ON \`_popup_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_updated_at_idx\` ON \`_popup_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_snapshot_idx\` ON \`_popup_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_published_locale_idx\` ON \`_popup_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_latest_idx\` ON \`_popup_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_autosave_idx\` ON \`_popup_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_popup_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_popup_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_popup_v_locales_locale_parent_id_unique\` ON \`_popup_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_locales_parent_idx\` ON \`_popup_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_logo_id\` integer,
  	\`version_logo_position\` text DEFAULT 'left',
  	\`version_menu_position\` text DEFAULT 'centre',
  	\`version_language_switcher_position\` text DEFAULT 'right',
  	\`version_free_evaluation_show\` integer DEFAULT true,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_version_version_logo_idx\` ON \`_header_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_version__status_idx\` ON \`_header_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_created_at_idx\` ON \`_header_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_updated_at_idx\` ON \`_header_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_snapshot_idx\` ON \`_header_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_published_locale_idx\` ON \`_header_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_latest_idx\` ON \`_header_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_autosave_idx\` ON \`_header_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_locales\` (
  	\`version_free_evaluation_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_header_v_locales_locale_parent_id_unique\` ON \`_header_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_locales_parent_idx\` ON \`_header_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v_version_left\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'published',
  	\`link\` text,
  	\`icon\` text DEFAULT 'none',
  	\`colour\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_top_bar_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_left_order_idx\` ON \`_top_bar_v_version_left\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_left_parent_id_idx\` ON \`_top_bar_v_version_left\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_left_status_idx\` ON \`_top_bar_v_version_left\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v_version_left_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_top_bar_v_version_left\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_top_bar_v_version_left_locales_locale_parent_id_unique\` ON \`_top_bar_v_version_left_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_left_locales_parent_idx\` ON \`_top_bar_v_version_left_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v_version_right\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'published',
  	\`link\` text,
  	\`icon\` text DEFAULT 'none',
  	\`colour\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_top_bar_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_right_order_idx\` ON \`_top_bar_v_version_right\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_right_parent_id_idx\` ON \`_top_bar_v_version_right\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_right_status_idx\` ON \`_top_bar_v_version_right\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v_version_right_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_top_bar_v_version_right\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_top_bar_v_version_right_locales_locale_parent_id_unique\` ON \`_top_bar_v_version_right_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_right_locales_parent_idx\` ON \`_top_bar_v_version_right_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_enabled\` integer DEFAULT false,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_version__status_idx\` ON \`_top_bar_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_created_at_idx\` ON \`_top_bar_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_updated_at_idx\` ON \`_top_bar_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_snapshot_idx\` ON \`_top_bar_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_published_locale_idx\` ON \`_top_bar_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_latest_idx\` ON \`_top_bar_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_autosave_idx\` ON \`_top_bar_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`public\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_order_idx\` ON \`_footer_v_version_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_parent_id_idx\` ON \`_footer_v_version_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_columns_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v_version_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_footer_v_version_columns_locales_locale_parent_id_unique\` ON \`_footer_v_version_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_locales_parent_idx\` ON \`_footer_v_version_columns_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_version__status_idx\` ON \`_footer_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_created_at_idx\` ON \`_footer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_updated_at_idx\` ON \`_footer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_snapshot_idx\` ON \`_footer_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_published_locale_idx\` ON \`_footer_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_latest_idx\` ON \`_footer_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_autosave_idx\` ON \`_footer_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_locales\` (
  	\`version_copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_footer_v_locales_locale_parent_id_unique\` ON \`_footer_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_locales_parent_idx\` ON \`_footer_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_order_idx\` ON \`_footer_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_parent_idx\` ON \`_footer_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_path_idx\` ON \`_footer_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_media_id_idx\` ON \`_footer_v_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`home_banner\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home_banner__status_idx\` ON \`home_banner\` (\`_status\`);`)
  await db.run(sql`UPDATE \`home_banner\` SET \`_status\` = 'published';`)
  await db.run(sql`ALTER TABLE \`popup\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`popup__status_idx\` ON \`popup\` (\`_status\`);`)
  await db.run(sql`UPDATE \`popup\` SET \`_status\` = 'published';`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`header__status_idx\` ON \`header\` (\`_status\`);`)
  await db.run(sql`UPDATE \`header\` SET \`_status\` = 'published';`)
  await db.run(sql`ALTER TABLE \`top_bar\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`top_bar__status_idx\` ON \`top_bar\` (\`_status\`);`)
  await db.run(sql`UPDATE \`top_bar\` SET \`_status\` = 'published';`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`footer__status_idx\` ON \`footer\` (\`_status\`);`)
  await db.run(sql`UPDATE \`footer\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_home_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_home_banner_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_banner_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_popup_v\`;`)
  await db.run(sql`DROP TABLE \`_popup_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_header_v\`;`)
  await db.run(sql`DROP TABLE \`_header_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v_version_left\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v_version_left_locales\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v_version_right\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v_version_right_locales\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_columns\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`_footer_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_rels\`;`)
  await db.run(sql`DROP INDEX \`home_banner__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home_banner\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`popup__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`popup\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`header__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`header\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`top_bar__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`top_bar\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`footer__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`_status\`;`)
}
