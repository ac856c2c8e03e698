import type { CollectionConfig } from 'payload'

import { anyone, nobody } from '@/access'
import { revalidateHooks } from '@/collections/hooks/revalidate'
import { bool, crmRecordField, num } from '@/collections/crm/fields'
import { tags } from '@/data/tags'

/** The CRM's web types (house, apartment, …) with how many active listings each has. */
export const PropertyTypes: CollectionConfig = {
  slug: 'property-types',
  admin: { useAsTitle: 'name', group: 'CRM', defaultColumns: ['name', 'webId', 'countSale', 'countRent'] },
  access: { read: anyone, create: nobody, update: nobody, delete: nobody },
  hooks: revalidateHooks(tags.propertyTypes),
  defaultSort: 'showOrder',
  fields: [
    { name: 'id', type: 'number', required: true },
    { name: 'webId', type: 'number', required: true, index: true },
    { name: 'name', type: 'text', localized: true, required: true },
    num('showOrder'),
    bool('sale'),
    bool('rent'),
    num('countSale'),
    num('countRent'),
    crmRecordField,
    { name: 'importHash', type: 'text', admin: { hidden: true } },
  ],
}
