import type { GlobalConfig } from 'payload'

import { globalPreviewAdmin, globalVersions } from '@/collections/drafts'
import { commonLabels, navGroups } from '@/collections/labels'
import { globalChangeSignal } from '@/db/changes'
import { withLabels } from '@/fields/labels'
import { mediaField } from '@/fields/upload'
import { globalAccess } from '@/globals/access'
import { contentGlobalNames, popupLabels } from '@/globals/labels/content'

/** Promotional popup (spec §3 Popup config, §4 Popup): shown when isPublished is yes. */
export const Popup: GlobalConfig = {
  slug: 'popup',
  label: contentGlobalNames.popup,
  admin: { group: navGroups.content, ...globalPreviewAdmin('popup') },
  access: globalAccess,
  hooks: { afterChange: [globalChangeSignal] },
  versions: globalVersions,
  fields: withLabels(
    [
      {
        type: 'row',
        fields: [
          {
            name: 'isPublished',
            type: 'select',
            required: true,
            defaultValue: 'no',
            options: ['yes', 'no'],
          },
          {
            name: 'delay',
            type: 'number',
            min: 0,
            defaultValue: 0,
          },
        ],
      },
      { name: 'title', type: 'text', localized: true },
      { name: 'description', type: 'textarea', localized: true },
      { name: 'link', type: 'text' },
      mediaField('media'),
    ],
    commonLabels,
    popupLabels,
  ),
}
