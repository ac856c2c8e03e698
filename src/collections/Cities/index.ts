import type { CollectionConfig } from 'payload'

import { anyone, nobody, siteOrStaff, siteOrStaffField } from '@/access'
import { crmFieldLabels } from '@/collections/crm/fieldLabels'
import { crmRecordField, num, text } from '@/collections/crm/fields'
import { crmLabels, crmNote } from '@/collections/crm/labels'
import { navGroups } from '@/collections/labels'
import { changeSignalHooks } from '@/db/changes'
import { withLabels } from '@/fields/labels'

/** Towns that have listings, with their sale and rent counts (spec §3 City). */
export const Cities: CollectionConfig = {
  slug: 'cities',
  labels: crmLabels('cities'),
  admin: {
    group: navGroups.crm,
    description: crmNote('cities'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'zip', 'countSale', 'countRent'],
  },
  access: { read: siteOrStaff(anyone), create: nobody, update: nobody, delete: nobody },
  hooks: changeSignalHooks(),
  defaultSort: 'name',
  fields: withLabels(
    [
      { name: 'key', type: 'text', required: true, unique: true, admin: { description: 'zip and name' } },
      { name: 'name', type: 'text', localized: true, required: true },
      { name: 'zip', type: 'text', required: true, index: true },
      { name: 'searchName', type: 'text', index: true, admin: { description: 'Accent-free, lower case.' } },
      num('countryId'),
      { name: 'countryName', type: 'text', localized: true },
      num('propertyCount'),
      num('countSale'),
      num('countRent'),
      text('region'),
      crmRecordField,
      { name: 'importHash', type: 'text', admin: { hidden: true }, access: { read: siteOrStaffField } },
    ],
    crmFieldLabels,
  ),
}
