import type { GlobalConfig } from 'payload'

import { globalPreviewAdmin, globalVersions } from '@/collections/drafts'
import { commonLabels, navGroups } from '@/collections/labels'
import { globalChangeSignal } from '@/db/changes'
import { withLabels } from '@/fields/labels'
import { mediaField } from '@/fields/upload'
import { globalAccess } from '@/globals/access'
import { positionField } from '@/globals/fields/position'
import { contentGlobalNames, headerLabels } from '@/globals/labels/content'

/** Header (spec §2 Shared frame): logo, menu and language switcher, each placed left, centre or right. */
export const Header: GlobalConfig = {
  slug: 'header',
  label: contentGlobalNames.header,
  admin: { group: navGroups.content, ...globalPreviewAdmin('header') },
  access: globalAccess,
  hooks: { afterChange: [globalChangeSignal] },
  versions: globalVersions,
  fields: withLabels(
    [
      mediaField('logo'),
      {
        type: 'row',
        fields: [
          positionField('logoPosition', 'left'),
          positionField('menuPosition', 'centre'),
          positionField('languageSwitcherPosition', 'right'),
        ],
      },
      {
        name: 'freeEvaluation',
        type: 'group',
        fields: [
          { name: 'show', type: 'checkbox', defaultValue: true },
          { name: 'label', type: 'text', localized: true },
        ],
      },
    ],
    commonLabels,
    headerLabels,
  ),
}
