import type { GlobalConfig } from 'payload'

import { mediaListField } from '@/fields/upload'
import { globalAccess } from '@/globals/access'
import { revalidateGlobal } from '@/globals/revalidate'

/** Footer columns (spec §2: title, intro, full text and images, each shown only when public). */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  admin: { group: 'Settings' },
  access: globalAccess,
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      labels: { singular: 'Column', plural: 'Columns' },
      fields: [
        {
          name: 'public',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Hidden from visitors when off.' },
        },
        { name: 'title', type: 'text', localized: true },
        { name: 'intro', type: 'textarea', localized: true },
        { name: 'text', type: 'richText', localized: true },
        mediaListField('images'),
      ],
    },
    {
      name: 'copyright',
      type: 'text',
      localized: true,
      admin: { description: '{year} is replaced by the current year.' },
    },
  ],
}
