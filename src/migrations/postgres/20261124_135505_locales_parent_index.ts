import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "pages_blocks_single_view_locales_parent_idx" ON "pages_blocks_single_view_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_view_locales_parent_idx" ON "pages_blocks_news_view_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_ons_team_view_locales_parent_idx" ON "pages_blocks_ons_team_view_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_collapse_view_locales_parent_idx" ON "pages_blocks_collapse_view_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_default_locales_parent_idx" ON "pages_blocks_default_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_locales_parent_idx" ON "pages_locales" USING btree ("_parent_id");
  CREATE INDEX "articles_locales_parent_idx" ON "articles_locales" USING btree ("_parent_id");
  CREATE INDEX "categories_locales_parent_idx" ON "categories_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "properties_photos_locales_parent_idx" ON "properties_photos_locales" USING btree ("_parent_id");
  CREATE INDEX "properties_documents_locales_parent_idx" ON "properties_documents_locales" USING btree ("_parent_id");
  CREATE INDEX "properties_locales_parent_idx" ON "properties_locales" USING btree ("_parent_id");
  CREATE INDEX "property_types_locales_parent_idx" ON "property_types_locales" USING btree ("_parent_id");
  CREATE INDEX "cities_locales_parent_idx" ON "cities_locales" USING btree ("_parent_id");
  CREATE INDEX "projects_photos_locales_parent_idx" ON "projects_photos_locales" USING btree ("_parent_id");
  CREATE INDEX "projects_units_locales_parent_idx" ON "projects_units_locales" USING btree ("_parent_id");
  CREATE INDEX "projects_constructions_locales_parent_idx" ON "projects_constructions_locales" USING btree ("_parent_id");
  CREATE INDEX "projects_documents_locales_parent_idx" ON "projects_documents_locales" USING btree ("_parent_id");
  CREATE INDEX "projects_locales_parent_idx" ON "projects_locales" USING btree ("_parent_id");
  CREATE INDEX "tree_nodes_locales_parent_idx" ON "tree_nodes_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_idx" ON "site_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "header_locales_parent_idx" ON "header_locales" USING btree ("_parent_id");
  CREATE INDEX "top_bar_left_locales_parent_idx" ON "top_bar_left_locales" USING btree ("_parent_id");
  CREATE INDEX "top_bar_right_locales_parent_idx" ON "top_bar_right_locales" USING btree ("_parent_id");
  CREATE INDEX "home_banner_locales_parent_idx" ON "home_banner_locales" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_locales_parent_idx" ON "footer_columns_locales" USING btree ("_parent_id");
  CREATE INDEX "footer_locales_parent_idx" ON "footer_locales" USING btree ("_parent_id");
  CREATE INDEX "popup_locales_parent_idx" ON "popup_locales" USING btree ("_parent_id");
  CREATE INDEX "cookie_consent_locales_parent_idx" ON "cookie_consent_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages_blocks_single_view_locales_parent_idx";
  DROP INDEX "pages_blocks_news_view_locales_parent_idx";
  DROP INDEX "pages_blocks_ons_team_view_locales_parent_idx";
  DROP INDEX "pages_blocks_collapse_view_locales_parent_idx";
  DROP INDEX "pages_blocks_default_locales_parent_idx";
  DROP INDEX "pages_locales_parent_idx";
  DROP INDEX "articles_locales_parent_idx";
  DROP INDEX "categories_locales_parent_idx";
  DROP INDEX "media_locales_parent_idx";
  DROP INDEX "properties_photos_locales_parent_idx";
  DROP INDEX "properties_documents_locales_parent_idx";
  DROP INDEX "properties_locales_parent_idx";
  DROP INDEX "property_types_locales_parent_idx";
  DROP INDEX "cities_locales_parent_idx";
  DROP INDEX "projects_photos_locales_parent_idx";
  DROP INDEX "projects_units_locales_parent_idx";
  DROP INDEX "projects_constructions_locales_parent_idx";
  DROP INDEX "projects_documents_locales_parent_idx";
  DROP INDEX "projects_locales_parent_idx";
  DROP INDEX "tree_nodes_locales_parent_idx";
  DROP INDEX "site_settings_locales_parent_idx";
  DROP INDEX "header_locales_parent_idx";
  DROP INDEX "top_bar_left_locales_parent_idx";
  DROP INDEX "top_bar_right_locales_parent_idx";
  DROP INDEX "home_banner_locales_parent_idx";
  DROP INDEX "footer_columns_locales_parent_idx";
  DROP INDEX "footer_locales_parent_idx";
  DROP INDEX "popup_locales_parent_idx";
  DROP INDEX "cookie_consent_locales_parent_idx";`)
}
