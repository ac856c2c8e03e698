import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '@/access'

/** Every visitor reads the site-wide settings; only admins change them. */
export const globalAccess: GlobalConfig['access'] = { read: anyone, update: isAdmin }
