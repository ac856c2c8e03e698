import type { CollectionConfig } from 'payload'

import { isAdmin, publishedOrAdmin } from '@/access'
import { revalidateHooks } from '@/collections/hooks/revalidate'
import { tags } from '@/data/tags'
import { slugField } from '@/fields/slug'
import { statusField } from '@/fields/status'
import { mediaField } from '@/fields/upload'

/** Article categories (services, FAQ, team); a category may have sub-categories through `parent`. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['name', 'slug', 'parent', 'status', 'sort'],
  },
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: revalidateHooks(tags.categories),
  defaultSort: 'sort',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField({ from: 'name' }),
    statusField(),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      index: true,
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    { name: 'sort', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
    { name: 'description', type: 'richText', localized: true },
    mediaField('image'),
  ],
}
