import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`crm_pushes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`lead_id\` integer,
  	\`demand_id\` integer,
  	\`calls\` text NOT NULL,
  	\`answer\` text,
  	\`status\` text DEFAULT 'queued',
  	\`step\` numeric DEFAULT 0,
  	\`person_id\` numeric,
  	\`attempts\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`next_attempt_at\` text,
  	\`claimed_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`demand_id\`) REFERENCES \`demands\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`crm_pushes_lead_idx\` ON \`crm_pushes\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_pushes_demand_idx\` ON \`crm_pushes\` (\`demand_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_pushes_status_idx\` ON \`crm_pushes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`crm_pushes_next_attempt_at_idx\` ON \`crm_pushes\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_pushes_updated_at_idx\` ON \`crm_pushes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_pushes_created_at_idx\` ON \`crm_pushes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`crm_pushes_id\` integer REFERENCES crm_pushes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_pushes_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_pushes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`crm_pushes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`visit_slots_id\` integer,
  	\`crm_imports_id\` integer,
  	\`leads_id\` integer,
  	\`demands_id\` integer,
  	\`listing_events_id\` integer,
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
  	FOREIGN KEY (\`visit_slots_id\`) REFERENCES \`visit_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crm_imports_id\`) REFERENCES \`crm_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demands_id\`) REFERENCES \`demands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_events_id\`) REFERENCES \`listing_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mails_id\`) REFERENCES \`mails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_throttles_id\`) REFERENCES \`auth_throttles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "categories_id", "media_id", "testimonials_id", "properties_id", "property_types_id", "cities_id", "projects_id", "tree_nodes_id", "property_statistics_id", "communications_id", "visit_slots_id", "crm_imports_id", "leads_id", "demands_id", "listing_events_id", "mails_id", "owners_id", "users_id", "auth_throttles_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "categories_id", "media_id", "testimonials_id", "properties_id", "property_types_id", "cities_id", "projects_id", "tree_nodes_id", "property_statistics_id", "communications_id", "visit_slots_id", "crm_imports_id", "leads_id", "demands_id", "listing_events_id", "mails_id", "owners_id", "users_id", "auth_throttles_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demands_id_idx\` ON \`payload_locked_documents_rels\` (\`demands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_events_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`mails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owners_id_idx\` ON \`payload_locked_documents_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_throttles_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_throttles_id\`);`)
}
