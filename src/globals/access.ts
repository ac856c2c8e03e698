import type { GlobalConfig } from 'payload'

import { anyone, isAdmin, siteOrStaff } from '@/access'

/**
 * Every visitor sees the site-wide settings through the pages (the published version, where a
 * global has drafts), which read them with the Local API; through REST only staff read them
 * (decision 029). Only admins change them or read their versions.
 */
export const globalAccess: GlobalConfig['access'] = {
  read: siteOrStaff(anyone),
  update: isAdmin,
  readVersions: isAdmin,
}
