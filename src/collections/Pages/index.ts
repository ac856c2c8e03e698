import type { CollectionConfig } from 'payload'

import { isAdmin, publishedOrAdmin } from '@/access'
import { moduleBlocks } from '@/blocks'
import { pageBanner } from '@/collections/Pages/fields/banner'
import { pageSettings } from '@/collections/Pages/fields/settings'
import { revalidateHooks } from '@/collections/hooks/revalidate'
import { tags } from '@/data/tags'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { statusField } from '@/fields/status'
import { mediaField } from '@/fields/upload'

/** Menu pages (spec §3 Menu page): the menu tree, each page's path per language and its modules. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['name', 'path', 'originalPath', 'parent', 'type', 'status', 'sort'],
  },
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: revalidateHooks(tags.pages),
  defaultSort: 'sort',
  fields: [
    {
      name: 'name',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'Menu label and breadcrumb' },
    },
    slugField({
      name: 'path',
      from: 'name',
      label: 'Path',
      description:
        'This page’s own path segment in this language, e.g. qui-suis-je; filled from the name when empty.',
    }),
    statusField(),
    ...pageSettings,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'title',
              type: 'text',
              localized: true,
              admin: { description: 'Heading; the name is used when empty' },
            },
            { name: 'description', type: 'textarea', localized: true },
            { name: 'content', type: 'richText', localized: true },
            { type: 'row', fields: [mediaField('image'), mediaField('logo')] },
          ],
        },
        {
          label: 'Modules',
          fields: [
            {
              name: 'modules',
              type: 'blocks',
              blocks: moduleBlocks,
              labels: { singular: 'Module', plural: 'Modules' },
            },
          ],
        },
        { label: 'Banner', fields: [pageBanner] },
        { label: 'SEO', fields: [seoFields()] },
      ],
    },
  ],
}
