import type { CollectionConfig } from 'payload'

import { anyone, nobody, siteOrStaff, siteOrStaffField } from '@/access'
import { crmFieldLabels } from '@/collections/crm/fieldLabels'
import { bool, crmRecordField, num } from '@/collections/crm/fields'
import { crmLabels, crmNote } from '@/collections/crm/labels'
import { navGroups } from '@/collections/labels'
import { changeSignalHooks } from '@/db/changes'
import { withLabels } from '@/fields/labels'

/** The CRM's web types (house, apartment, …) with how many active listings each has. */
export const PropertyTypes: CollectionConfig = {
  slug: 'property-types',
  labels: crmLabels('property-types'),
  admin: {
    group: navGroups.crm,
    description: crmNote('property-types'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'webId', 'countSale', 'countRent'],
  },
  access: { read: siteOrStaff(anyone), create: nobody, update: nobody, delete: nobody },
  hooks: changeSignalHooks(),
  defaultSort: 'showOrder',
  fields: withLabels(
    [
      { name: 'id', type: 'number', required: true },
      { name: 'webId', type: 'number', required: true, index: true },
      { name: 'name', type: 'text', localized: true, required: true },
      num('showOrder'),
      bool('sale'),
      bool('rent'),
      num('countSale'),
      num('countRent'),
      crmRecordField,
      { name: 'importHash', type: 'text', admin: { hidden: true }, access: { read: siteOrStaffField } },
    ],
    crmFieldLabels,
  ),
}
