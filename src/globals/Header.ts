import type { GlobalConfig } from 'payload'

import { mediaField } from '@/fields/upload'
import { globalAccess } from '@/globals/access'
import { positionField } from '@/globals/fields/position'
import { revalidateGlobal } from '@/globals/revalidate'

/** Header (spec §2 Shared frame): logo, menu and language switcher, each placed left, centre or right. */
export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Header',
  admin: { group: 'Settings' },
  access: globalAccess,
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
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
      label: 'Free evaluation button',
      admin: { description: 'Links to the free estimate form (/contact-demand/).' },
      fields: [
        { name: 'show', type: 'checkbox', defaultValue: true },
        { name: 'label', type: 'text', localized: true },
      ],
    },
  ],
}
