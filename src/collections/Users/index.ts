import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser } from '@/access'

/** Agency staff: the only accounts that reach /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', group: 'Settings', defaultColumns: ['email', 'name'] },
  access: {
    admin: ({ req }) => isAdminUser(req.user),
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [{ name: 'name', type: 'text' }],
}
