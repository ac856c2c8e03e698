import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties_documents_locales\` ADD \`lines\` text;`)
  await db.run(sql`ALTER TABLE \`projects_documents_locales\` ADD \`lines\` text;`)
  await db.run(sql`ALTER TABLE \`properties_documents\` DROP COLUMN \`lines\`;`)
  await db.run(sql`ALTER TABLE \`projects_documents\` DROP COLUMN \`lines\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties_documents\` ADD \`lines\` text;`)
  await db.run(sql`ALTER TABLE \`projects_documents\` ADD \`lines\` text;`)
  await db.run(sql`ALTER TABLE \`properties_documents_locales\` DROP COLUMN \`lines\`;`)
  await db.run(sql`ALTER TABLE \`projects_documents_locales\` DROP COLUMN \`lines\`;`)
}
