import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`crm_imports\` ADD \`phase\` text;`)
  await db.run(sql`ALTER TABLE \`crm_imports\` ADD \`progress_done\` numeric;`)
  await db.run(sql`ALTER TABLE \`crm_imports\` ADD \`progress_total\` numeric;`)
  await db.run(sql`ALTER TABLE \`crm_imports\` ADD \`requested_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`crm_imports\` ADD \`active_slot\` text;`)
  await db.run(sql`ALTER TABLE \`crm_imports\` ADD \`runner\` text;`)
  await db.run(sql`CREATE INDEX \`crm_imports_requested_by_idx\` ON \`crm_imports\` (\`requested_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`crm_imports_active_slot_idx\` ON \`crm_imports\` (\`active_slot\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_crm_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`duration_ms\` numeric,
  	\`outcome\` text NOT NULL,
  	\`source\` text,
  	\`counts\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_crm_imports\`("id", "started_at", "duration_ms", "outcome", "source", "counts", "error", "updated_at", "created_at") SELECT "id", "started_at", "duration_ms", "outcome", "source", "counts", "error", "updated_at", "created_at" FROM \`crm_imports\`;`)
  await db.run(sql`DROP TABLE \`crm_imports\`;`)
  await db.run(sql`ALTER TABLE \`__new_crm_imports\` RENAME TO \`crm_imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`crm_imports_started_at_idx\` ON \`crm_imports\` (\`started_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_imports_outcome_idx\` ON \`crm_imports\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`crm_imports_updated_at_idx\` ON \`crm_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_imports_created_at_idx\` ON \`crm_imports\` (\`created_at\`);`)
}
