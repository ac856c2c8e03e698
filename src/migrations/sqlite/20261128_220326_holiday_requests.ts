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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_booked_periods\`;`)
}
