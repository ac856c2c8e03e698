import * as migration_20261122_012510_initial from './20261122_012510_initial';
import * as migration_20261122_023129_pages_menu_withdrawn_agency_map from './20261122_023129_pages_menu_withdrawn_agency_map';
import * as migration_20261124_133455_document_lines_localized from './20261124_133455_document_lines_localized';
import * as migration_20261124_134507_property_public_view from './20261124_134507_property_public_view';
import * as migration_20261124_135505_locales_parent_index from './20261124_135505_locales_parent_index';
import * as migration_20261125_100000_site_changes from './20261125_100000_site_changes';
import * as migration_20261125_102906_crm_imports from './20261125_102906_crm_imports';
import * as migration_20261126_202449_leads_outbox from './20261126_202449_leads_outbox';
import * as migration_20261126_235919_import_now from './20261126_235919_import_now';
import * as migration_20261127_000808_content_drafts from './20261127_000808_content_drafts';
import * as migration_20261127_011312_global_drafts from './20261127_011312_global_drafts';
import * as migration_20261127_072135_owner_portal from './20261127_072135_owner_portal';
import * as migration_20261127_142749_staff_sign_in_throttle from './20261127_142749_staff_sign_in_throttle';
import * as migration_20261127_181056_demand_register from './20261127_181056_demand_register';
import * as migration_20261127_184717_unsubscribe from './20261127_184717_unsubscribe';
import * as migration_20261128_233258_alerts_visits_stays from './20261128_233258_alerts_visits_stays';
import * as migration_20261205_090847_crm_sync from './20261205_090847_crm_sync';
import * as migration_20261205_095135_crm_pushes from './20261205_095135_crm_pushes';
import * as migration_20261205_125004_page_cache_times from './20261205_125004_page_cache_times';

export const migrations = [
  {
    up: migration_20261122_012510_initial.up,
    down: migration_20261122_012510_initial.down,
    name: '20261122_012510_initial',
  },
  {
    up: migration_20261122_023129_pages_menu_withdrawn_agency_map.up,
    down: migration_20261122_023129_pages_menu_withdrawn_agency_map.down,
    name: '20261122_023129_pages_menu_withdrawn_agency_map',
  },
  {
    up: migration_20261124_133455_document_lines_localized.up,
    down: migration_20261124_133455_document_lines_localized.down,
    name: '20261124_133455_document_lines_localized',
  },
  {
    up: migration_20261124_134507_property_public_view.up,
    down: migration_20261124_134507_property_public_view.down,
    name: '20261124_134507_property_public_view',
  },
  {
    up: migration_20261124_135505_locales_parent_index.up,
    down: migration_20261124_135505_locales_parent_index.down,
    name: '20261124_135505_locales_parent_index',
  },
  {
    up: migration_20261125_100000_site_changes.up,
    down: migration_20261125_100000_site_changes.down,
    name: '20261125_100000_site_changes',
  },
  {
    up: migration_20261125_102906_crm_imports.up,
    down: migration_20261125_102906_crm_imports.down,
    name: '20261125_102906_crm_imports',
  },
  {
    up: migration_20261126_202449_leads_outbox.up,
    down: migration_20261126_202449_leads_outbox.down,
    name: '20261126_202449_leads_outbox',
  },
  {
    up: migration_20261126_235919_import_now.up,
    down: migration_20261126_235919_import_now.down,
    name: '20261126_235919_import_now',
  },
  {
    up: migration_20261127_000808_content_drafts.up,
    down: migration_20261127_000808_content_drafts.down,
    name: '20261127_000808_content_drafts',
  },
  {
    up: migration_20261127_011312_global_drafts.up,
    down: migration_20261127_011312_global_drafts.down,
    name: '20261127_011312_global_drafts',
  },
  {
    up: migration_20261127_072135_owner_portal.up,
    down: migration_20261127_072135_owner_portal.down,
    name: '20261127_072135_owner_portal',
  },
  {
    up: migration_20261127_142749_staff_sign_in_throttle.up,
    down: migration_20261127_142749_staff_sign_in_throttle.down,
    name: '20261127_142749_staff_sign_in_throttle',
  },
  {
    up: migration_20261127_181056_demand_register.up,
    down: migration_20261127_181056_demand_register.down,
    name: '20261127_181056_demand_register',
  },
  {
    up: migration_20261127_184717_unsubscribe.up,
    down: migration_20261127_184717_unsubscribe.down,
    name: '20261127_184717_unsubscribe',
  },
  {
    up: migration_20261128_233258_alerts_visits_stays.up,
    down: migration_20261128_233258_alerts_visits_stays.down,
    name: '20261128_233258_alerts_visits_stays',
  },
  {
    up: migration_20261205_090847_crm_sync.up,
    down: migration_20261205_090847_crm_sync.down,
    name: '20261205_090847_crm_sync',
  },
  {
    up: migration_20261205_095135_crm_pushes.up,
    down: migration_20261205_095135_crm_pushes.down,
    name: '20261205_095135_crm_pushes',
  },
  {
    up: migration_20261205_125004_page_cache_times.up,
    down: migration_20261205_125004_page_cache_times.down,
    name: '20261205_125004_page_cache_times'
  },
];
