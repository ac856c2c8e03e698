import type { CollectionConfig } from 'payload'

import { isAdminField, nobody, ownedByOrAdmin } from '@/access'
import { crmLabels, crmNote } from '@/collections/crm/labels'
import { navGroups } from '@/collections/labels'

/**
 * The CRM's visit statistics per property: visits per day and source, and portal figures.
 * Owners read the rows of their own properties (owner portal); nobody writes them but the import.
 */
export const PropertyStatistics: CollectionConfig = {
  slug: 'property-statistics',
  labels: crmLabels('property-statistics'),
  admin: {
    group: navGroups.crm,
    description: crmNote('property-statistics'),
    useAsTitle: 'property',
    defaultColumns: ['property', 'owner', 'updatedAt'],
  },
  access: { read: ownedByOrAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, unique: true },
    { name: 'owner', type: 'relationship', relationTo: 'owners', index: true },
    {
      name: 'visits',
      type: 'json',
      admin: { description: '[{ date: "2026-11-20", source: "website", count: 12 }, …]' },
    },
    {
      name: 'onlineMedia',
      type: 'json',
      admin: { description: '[{ portal, views, detailViews, contactRequests, favourites }, …]' },
    },
    // Owners read their statistics through REST too; the import's hash is not theirs to see.
    { name: 'importHash', type: 'text', admin: { hidden: true }, access: { read: isAdminField } },
  ],
}
