import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_booked_periods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`start\` text,
  	\`end\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_booked_periods_order_idx\` ON \`properties_booked_periods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_booked_periods_parent_id_idx\` ON \`properties_booked_periods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`visit_slots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`crm_id\` numeric NOT NULL,
  	\`property_id\` numeric,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`capacity\` numeric NOT NULL,
  	\`booked\` numeric DEFAULT 0 NOT NULL,
  	\`status\` text DEFAULT 'scheduled' NOT NULL,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`visit_slots_crm_id_idx\` ON \`visit_slots\` (\`crm_id\`);`)
  await db.run(sql`CREATE INDEX \`visit_slots_property_idx\` ON \`visit_slots\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`visit_slots_starts_at_idx\` ON \`visit_slots\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`visit_slots_status_idx\` ON \`visit_slots\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`visit_slots_updated_at_idx\` ON \`visit_slots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visit_slots_created_at_idx\` ON \`visit_slots\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`listing_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` numeric,
  	\`reason\` text NOT NULL,
  	\`previous_price\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`listing_events_property_idx\` ON \`listing_events\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`listing_events_updated_at_idx\` ON \`listing_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`listing_events_created_at_idx\` ON \`listing_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`visit_slot_id\` integer REFERENCES visit_slots(id);`)
  await db.run(sql`CREATE INDEX \`leads_visit_slot_idx\` ON \`leads\` (\`visit_slot_id\`);`)
  await db.run(sql`ALTER TABLE \`mails\` ADD \`list_unsubscribe\` text;`)
  await db.run(sql`ALTER TABLE \`mails\` ADD \`attachments\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`visit_slots_id\` integer REFERENCES visit_slots(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`listing_events_id\` integer REFERENCES listing_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_events_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_booked_periods\`;`)
  await db.run(sql`DROP TABLE \`visit_slots\`;`)
  await db.run(sql`DROP TABLE \`listing_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`title\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`message\` text,
  	\`property_id\` numeric,
  	\`owner_id\` integer,
  	\`project_id\` numeric,
  	\`data\` text,
  	\`status\` text DEFAULT 'new',
  	\`assignee_id\` integer,
  	\`review\` text,
  	\`source_page\` text,
  	\`source_landing_page\` text,
  	\`source_referrer\` text,
  	\`source_utm_source\` text,
  	\`source_utm_medium\` text,
  	\`source_utm_campaign\` text,
  	\`source_utm_term\` text,
  	\`source_utm_content\` text,
  	\`source_gclid\` text,
  	\`source_fbclid\` text,
  	\`newsletter_withdrawn_at\` text,
  	\`anonymised_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "form", "locale", "title", "first_name", "last_name", "email", "phone", "message", "property_id", "owner_id", "project_id", "data", "status", "assignee_id", "review", "source_page", "source_landing_page", "source_referrer", "source_utm_source", "source_utm_medium", "source_utm_campaign", "source_utm_term", "source_utm_content", "source_gclid", "source_fbclid", "newsletter_withdrawn_at", "anonymised_at", "updated_at", "created_at") SELECT "id", "form", "locale", "title", "first_name", "last_name", "email", "phone", "message", "property_id", "owner_id", "project_id", "data", "status", "assignee_id", "review", "source_page", "source_landing_page", "source_referrer", "source_utm_source", "source_utm_medium", "source_utm_campaign", "source_utm_term", "source_utm_content", "source_gclid", "source_fbclid", "newsletter_withdrawn_at", "anonymised_at", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_form_idx\` ON \`leads\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`leads_last_name_idx\` ON \`leads\` (\`last_name\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_property_idx\` ON \`leads\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_project_idx\` ON \`leads\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_assignee_idx\` ON \`leads\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_newsletter_withdrawn_at_idx\` ON \`leads\` (\`newsletter_withdrawn_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
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
  	\`crm_imports_id\` integer,
  	\`leads_id\` integer,
  	\`demands_id\` integer,
  	\`mails_id\` integer,
  	\`owners_id\` integer,
  	\`users_id\` integer,
  	\`auth_throttles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`crm_imports_id\`) REFERENCES \`crm_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demands_id\`) REFERENCES \`demands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mails_id\`) REFERENCES \`mails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_throttles_id\`) REFERENCES \`auth_throttles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "categories_id", "media_id", "testimonials_id", "properties_id", "property_types_id", "cities_id", "projects_id", "tree_nodes_id", "property_statistics_id", "communications_id", "crm_imports_id", "leads_id", "demands_id", "mails_id", "owners_id", "users_id", "auth_throttles_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "categories_id", "media_id", "testimonials_id", "properties_id", "property_types_id", "cities_id", "projects_id", "tree_nodes_id", "property_statistics_id", "communications_id", "crm_imports_id", "leads_id", "demands_id", "mails_id", "owners_id", "users_id", "auth_throttles_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demands_id_idx\` ON \`payload_locked_documents_rels\` (\`demands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`mails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owners_id_idx\` ON \`payload_locked_documents_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_throttles_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_throttles_id\`);`)
  await db.run(sql`ALTER TABLE \`mails\` DROP COLUMN \`list_unsubscribe\`;`)
  await db.run(sql`ALTER TABLE \`mails\` DROP COLUMN \`attachments\`;`)
}
