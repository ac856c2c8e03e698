import type { GlobalConfig } from 'payload'

import { mediaField } from '@/fields/upload'
import { globalAccess } from '@/globals/access'
import { revalidateGlobal } from '@/globals/revalidate'

/** Promotional popup (spec §3 Popup config, §4 Popup): shown when isPublished is yes. */
export const Popup: GlobalConfig = {
  slug: 'popup',
  label: 'Popup',
  admin: { group: 'Settings' },
  access: globalAccess,
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'isPublished',
          type: 'select',
          label: 'Published',
          required: true,
          defaultValue: 'no',
          options: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
        },
        {
          name: 'delay',
          type: 'number',
          min: 0,
          defaultValue: 0,
          admin: { description: 'Seconds before it opens; 0 opens it at once.' },
        },
      ],
    },
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'link',
      type: 'text',
      admin: { description: 'Where the popup leads; following it closes the popup.' },
    },
    mediaField('media'),
  ],
}
