import type { CollectionConfig } from 'payload'

import { isAdmin, publishedOrAdmin } from '@/access'
import { articleCategories } from '@/collections/Articles/fields/categories'
import { teamMember } from '@/collections/Articles/fields/teamMember'
import { revalidateHooks } from '@/collections/hooks/revalidate'
import { tags } from '@/data/tags'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { statusField } from '@/fields/status'
import { mediaField, mediaListField } from '@/fields/upload'

/** Service, FAQ and team articles, grouped by category and shown through page modules. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'Article', plural: 'Articles' },
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'category', 'subCategory', 'status', 'sort', 'publishedAt'],
  },
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: revalidateHooks(tags.articles),
  defaultSort: 'sort',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField({ from: 'title' }),
    statusField(),
    ...articleCategories,
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'sort', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'excerpt', type: 'textarea', localized: true },
            { name: 'content', type: 'richText', localized: true },
            mediaField('image'),
            mediaListField('images'),
          ],
        },
        { label: 'Team member', fields: [teamMember] },
        { label: 'SEO', fields: [seoFields()] },
      ],
    },
  ],
}
