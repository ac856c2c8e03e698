import type { CollectionConfig } from 'payload'

import { anyone, nobody, siteOrStaff, siteOrStaffField } from '@/access'
import { crmFieldLabels } from '@/collections/crm/fieldLabels'
import {
  coordinates,
  crmRecordField,
  date,
  documentsField,
  group,
  lifecycleFields,
  localizedText,
  num,
  photosField,
  text,
} from '@/collections/crm/fields'
import { crmLabels, crmNote } from '@/collections/crm/labels'
import { navGroups } from '@/collections/labels'
import { changeSignalHooks } from '@/db/changes'
import { withLabels } from '@/fields/labels'

/** New-build projects with their units and buildings, as the CRM publishes them. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: crmLabels('projects'),
  admin: {
    group: navGroups.crm,
    description: crmNote('projects'),
    useAsTitle: 'name',
    defaultColumns: ['id', 'name', 'cityName', 'status'],
  },
  access: { read: siteOrStaff(anyone), create: nobody, update: nobody, delete: nobody },
  hooks: changeSignalHooks(),
  fields: withLabels(
    [
      { name: 'id', type: 'number', required: true },
      ...lifecycleFields,
      { name: 'name', type: 'text', localized: true, required: true },
      { name: 'slug', type: 'text', localized: true, index: true },
      { name: 'description', type: 'textarea', localized: true },
      text('externalWeb'),
      { name: 'city', type: 'relationship', relationTo: 'cities' },
      localizedText('cityName'),
      { name: 'zip', type: 'text', index: true },
      { name: 'region', type: 'select', options: ['flanders', 'wallonia', 'brussels'] },
      group('address', 'Address', [
        text('publicAddress'),
        text('street'),
        text('houseNumber'),
        text('boxNumber'),
        num('countryId'),
        localizedText('countryName'),
        ...coordinates,
      ]),
      photosField,
      {
        name: 'units',
        type: 'array',
        fields: [
          num('crmId'),
          localizedText('name'),
          localizedText('typeName'),
          num('floor'),
          num('bedrooms'),
          num('surface'),
          num('price'),
          { name: 'status', type: 'select', options: ['available', 'option', 'sold'] },
          num('constructionId'),
        ],
      },
      {
        name: 'constructions',
        type: 'array',
        fields: [
          num('crmId'),
          localizedText('name'),
          num('floors'),
          date('deliveryDate'),
          localizedText('description'),
        ],
      },
      documentsField,
      crmRecordField,
      { name: 'importHash', type: 'text', admin: { hidden: true }, access: { read: siteOrStaffField } },
    ],
    crmFieldLabels,
  ),
}
