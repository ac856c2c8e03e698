import type { CollectionConfig } from 'payload'

import { nobody, ownedByOrAdmin } from '@/access'
import { crmLabels, crmNote } from '@/collections/crm/labels'
import { navGroups } from '@/collections/labels'

/** The CRM's communication history with an owner (visits, calls, offers …), shown in the owner portal. */
export const Communications: CollectionConfig = {
  slug: 'communications',
  labels: crmLabels('communications'),
  admin: {
    group: navGroups.crm,
    description: crmNote('communications'),
    useAsTitle: 'subject',
    defaultColumns: ['date', 'type', 'subject', 'owner', 'status'],
  },
  access: { read: ownedByOrAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-date',
  fields: [
    { name: 'crmId', type: 'number', required: true, unique: true },
    { name: 'owner', type: 'relationship', relationTo: 'owners', required: true, index: true },
    { name: 'property', type: 'relationship', relationTo: 'properties' },
    { name: 'date', type: 'date', required: true, index: true },
    { name: 'type', type: 'text', required: true },
    // The CRM's code of the type (visit, email, phone, meeting, report, offer): `type` is its name.
    { name: 'kind', type: 'text', index: true },
    { name: 'contact', type: 'text' },
    { name: 'subject', type: 'text' },
    { name: 'comment', type: 'textarea' },
    { name: 'status', type: 'text' },
    { name: 'importHash', type: 'text', admin: { hidden: true } },
  ],
}
