import type { GlobalConfig } from 'payload'

import { globalPreviewAdmin, globalVersions } from '@/collections/drafts'
import { commonLabels, navGroups } from '@/collections/labels'
import { globalChangeSignal } from '@/db/changes'
import { withLabels } from '@/fields/labels'
import { mediaListField } from '@/fields/upload'
import { globalAccess } from '@/globals/access'
import { contentGlobalNames, footerLabels } from '@/globals/labels/content'

/** Footer columns (spec §2: title, intro, full text and images, each shown only when public). */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: contentGlobalNames.footer,
  admin: { group: navGroups.content, ...globalPreviewAdmin('footer') },
  access: globalAccess,
  hooks: { afterChange: [globalChangeSignal] },
  versions: globalVersions,
  fields: withLabels(
    [
      {
        name: 'columns',
        type: 'array',
        labels: { singular: 'Column', plural: 'Columns' },
        fields: [
          {
            name: 'public',
            type: 'checkbox',
            defaultValue: true,
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
      },
    ],
    commonLabels,
    footerLabels,
  ),
}
