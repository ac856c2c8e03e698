import type { CollectionConfig } from 'payload'

import { anyone, isAdminField, nobody, siteOrStaff, siteOrStaffField } from '@/access'
import { crmFieldLabels } from '@/collections/crm/fieldLabels'
import {
  bool,
  coordinates,
  crmRecordField,
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
import { bookedPeriodsField } from './fields/bookedPeriods'
import { detailGroups } from './fields/details'
import { unpublishedOutOfRest } from './hooks/unpublishedOutOfRest'

/** Properties as the CRM publishes them. Written only by `npm run import`; read-only in the admin. */
export const Properties: CollectionConfig = {
  slug: 'properties',
  labels: crmLabels('properties'),
  admin: {
    group: navGroups.crm,
    description: crmNote('properties'),
    useAsTitle: 'title',
    defaultColumns: ['id', 'title', 'cityName', 'goal', 'availability', 'status'],
  },
  access: { read: siteOrStaff(anyone), create: nobody, update: nobody, delete: nobody },
  hooks: { ...changeSignalHooks(), afterRead: [unpublishedOutOfRest] },
  fields: withLabels(
    [
      { name: 'id', type: 'number', required: true, admin: { description: 'The CRM’s property ID.' } },
      ...lifecycleFields,
      { name: 'reference', type: 'text', index: true },
      { name: 'title', type: 'text', localized: true, required: true },
      { name: 'slug', type: 'text', localized: true, index: true },
      {
        name: 'description',
        type: 'textarea',
        localized: true,
        admin: { description: 'HTML from the CRM.' },
      },
      { name: 'goal', type: 'select', required: true, index: true, options: ['sale', 'rent'] },
      {
        name: 'availability',
        type: 'select',
        required: true,
        index: true,
        options: ['for-sale', 'for-rent', 'sold', 'rented'],
      },
      bool('listedForSale'),
      bool('listedForRent'),
      bool('listedAsTouristRental'),
      {
        name: 'rentPeriod',
        type: 'select',
        options: ['month', 'week'],
        admin: { description: 'What the rent is per: month, or week for tourist rentals.' },
      },
      num('maxPersons'),
      { name: 'project', type: 'relationship', relationTo: 'projects' },
      {
        name: 'propertyType',
        type: 'relationship',
        relationTo: 'property-types',
        index: true,
        admin: { description: 'The CRM’s main type (MainTypeID).' },
      },
      num('typeWebId'),
      text('webIds'),
      localizedText('mainTypeName'),
      { name: 'city', type: 'relationship', relationTo: 'cities', index: true },
      localizedText('cityName'),
      { name: 'zip', type: 'text', index: true },
      { name: 'region', type: 'select', options: ['flanders', 'wallonia', 'brussels'], index: true },
      group('address', 'Address', [
        bool('publish'),
        text('street'),
        text('houseNumber'),
        text('boxNumber'),
        num('countryId'),
        localizedText('countryName'),
        ...coordinates,
      ]),
      group('price', 'Price', [
        { name: 'amount', type: 'number', index: true },
        bool('publish'),
        num('unit'),
        localizedText('unitText'),
        num('marquee'),
        localizedText('marqueeName'),
      ]),
      group('epc', 'Energy label', [
        num('energyPerformance'),
        text('labelText'),
        { name: 'label', type: 'text', admin: { description: 'Label code for the region’s scale.' } },
        text('imagePath'),
      ]),
      { name: 'importHash', type: 'text', admin: { hidden: true }, access: { read: siteOrStaffField } },
      {
        // Read model for the public pages, written by the import: the whole public record in this
        // language (fallbacks applied, admin-only fields left out), read in one column.
        name: 'publicView',
        type: 'json',
        localized: true,
        admin: { hidden: true },
        access: { read: siteOrStaffField },
      },
      ...detailGroups,
      photosField,
      documentsField,
      bookedPeriodsField,
      text('virtualTourUrl'),
      text('videoUrl'),
      text('recordFile'),
      {
        name: 'owner',
        type: 'relationship',
        relationTo: 'owners',
        index: true,
        access: { read: isAdminField },
      },
      crmRecordField,
    ],
    crmFieldLabels,
  ),
}
