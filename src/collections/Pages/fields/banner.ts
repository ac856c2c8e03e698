import type { GroupField } from 'payload'

import { mediaField } from '@/fields/upload'

/** The banner above a page's content (spec §3 Menu page: banner title … transparent). */
export const pageBanner: GroupField = {
  name: 'banner',
  type: 'group',
  fields: [
    {
      name: 'type',
      type: 'select',
      defaultValue: 'image',
      options: [
        { label: 'Image', value: 'image' },
        { label: 'Video', value: 'video' },
        { label: 'None', value: 'none' },
      ],
      admin: { description: 'An image banner shows the page image.' },
    },
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        mediaField('video', { description: 'mp4 or webm' }),
        mediaField('poster', { description: 'Shown while the video loads' }),
        mediaField('mobileVideo', { description: 'Lighter video for phones' }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'color', type: 'text', admin: { description: 'CSS colour of the overlay' } },
        { name: 'transparent', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
