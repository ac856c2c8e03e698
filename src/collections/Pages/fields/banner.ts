import type { GroupField } from 'payload'

import { mediaField } from '@/fields/upload'

/** The banner above a page's content (spec §3 Menu page: banner title … transparent); labels: ../labels.ts. */
export const pageBanner: GroupField = {
  name: 'banner',
  type: 'group',
  fields: [
    {
      name: 'type',
      type: 'select',
      defaultValue: 'image',
      options: ['image', 'video', 'none'],
    },
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [mediaField('video'), mediaField('poster'), mediaField('mobileVideo')],
    },
    {
      type: 'row',
      fields: [
        { name: 'color', type: 'text' },
        { name: 'transparent', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
