import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`auth_throttles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`hits\` numeric DEFAULT 0 NOT NULL,
  	\`window_start\` text NOT NULL,
  	\`locked_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`auth_throttles_key_idx\` ON \`auth_throttles\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`auth_throttles_updated_at_idx\` ON \`auth_throttles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`auth_throttles_created_at_idx\` ON \`auth_throttles\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`communications\` ADD \`kind\` text;`)
  await db.run(sql`CREATE INDEX \`communications_kind_idx\` ON \`communications\` (\`kind\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`owner_id\` integer REFERENCES owners(id);`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`auth_throttles_id\` integer REFERENCES auth_throttles(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_throttles_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_throttles_id\`);`)
  await db.run(sql`ALTER TABLE \`owners\` DROP COLUMN \`reset_password_requested_at\`;`)
  await db.run(sql`ALTER TABLE \`owners\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`owners\` DROP COLUMN \`lock_until\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`reset_password_requested_at\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Written by hand: columns dropped in place (SQLite 3.35+) instead of the generated table rebuilds.
  await db.run(sql`DROP INDEX \`payload_locked_documents_rels_auth_throttles_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`auth_throttles_id\`;`)
  await db.run(sql`DROP TABLE \`auth_throttles\`;`)
  await db.run(sql`DROP INDEX \`communications_kind_idx\`;`)
  await db.run(sql`ALTER TABLE \`communications\` DROP COLUMN \`kind\`;`)
  await db.run(sql`DROP INDEX \`leads_owner_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`owner_id\`;`)
  await db.run(sql`ALTER TABLE \`owners\` ADD \`reset_password_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`owners\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`owners\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`reset_password_requested_at\` text;`)
}
