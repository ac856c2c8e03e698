import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, selfOrAdmin } from '@/access'
import { locales } from '@/i18n/locales'

/** Property owners: a separate auth collection for the owner portal; they never reach /admin. */
export const Owners: CollectionConfig = {
  slug: 'owners',
  auth: { tokenExpiration: 60 * 60 * 24, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: {
    useAsTitle: 'email',
    group: 'CRM',
    defaultColumns: ['email', 'firstName', 'lastName', 'language'],
  },
  access: {
    admin: () => false,
    read: selfOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'crmId', type: 'number', unique: true, index: true, access: { update: isAdminField } },
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'phone', type: 'text' },
    { name: 'language', type: 'select', required: true, defaultValue: 'fr', options: [...locales] },
    { name: 'properties', type: 'relationship', relationTo: 'properties', hasMany: true },
    { name: 'importHash', type: 'text', admin: { hidden: true }, access: { read: isAdminField } },
  ],
}
