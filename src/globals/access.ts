import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '@/access'

/**
 * Every visitor reads the site-wide settings (the published version, where a global has drafts);
 * only admins change them or read their versions.
 */
export const globalAccess: GlobalConfig['access'] = { read: anyone, update: isAdmin, readVersions: isAdmin }
