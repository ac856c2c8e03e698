import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`agency_opening_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`show_in_menu\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`agency_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`agency_longitude\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`show_in_menu\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`agency_latitude\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`agency_longitude\`;`)
}
