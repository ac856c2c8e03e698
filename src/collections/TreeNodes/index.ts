import type { CollectionConfig } from 'payload'

import { anyone, nobody } from '@/access'
import { revalidateHooks } from '@/collections/hooks/revalidate'
import { num } from '@/collections/crm/fields'
import { tags } from '@/data/tags'

/** The CRM's tree of regions and types (spec §3 Tree node). */
export const TreeNodes: CollectionConfig = {
  slug: 'tree-nodes',
  admin: { useAsTitle: 'name', group: 'CRM' },
  access: { read: anyone, create: nobody, update: nobody, delete: nobody },
  hooks: revalidateHooks(tags.treeNodes),
  fields: [
    { name: 'id', type: 'number', required: true },
    { name: 'parentId', type: 'number', index: true },
    { name: 'name', type: 'text', localized: true, required: true },
    num('webId'),
    { name: 'importHash', type: 'text', admin: { hidden: true } },
  ],
}
