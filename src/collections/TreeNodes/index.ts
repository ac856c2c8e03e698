import type { CollectionConfig } from 'payload'

import { anyone, nobody, siteOrStaff, siteOrStaffField } from '@/access'
import { crmFieldLabels } from '@/collections/crm/fieldLabels'
import { num } from '@/collections/crm/fields'
import { crmLabels, crmNote } from '@/collections/crm/labels'
import { navGroups } from '@/collections/labels'
import { changeSignalHooks } from '@/db/changes'
import { withLabels } from '@/fields/labels'

/** The CRM's tree of regions and types (spec §3 Tree node). */
export const TreeNodes: CollectionConfig = {
  slug: 'tree-nodes',
  labels: crmLabels('tree-nodes'),
  admin: { group: navGroups.crm, description: crmNote('tree-nodes'), useAsTitle: 'name' },
  access: { read: siteOrStaff(anyone), create: nobody, update: nobody, delete: nobody },
  hooks: changeSignalHooks(),
  fields: withLabels(
    [
      { name: 'id', type: 'number', required: true },
      { name: 'parentId', type: 'number', index: true },
      { name: 'name', type: 'text', localized: true, required: true },
      num('webId'),
      { name: 'importHash', type: 'text', admin: { hidden: true }, access: { read: siteOrStaffField } },
    ],
    crmFieldLabels,
  ),
}
