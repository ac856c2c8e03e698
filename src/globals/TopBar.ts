import type { ArrayField, GlobalConfig } from 'payload'

import { globalPreviewAdmin, globalVersions } from '@/collections/drafts'
import { commonLabels, navGroups } from '@/collections/labels'
import { globalChangeSignal } from '@/db/changes'
import { withLabels } from '@/fields/labels'
import { statusField } from '@/fields/status'
import { globalAccess } from '@/globals/access'
import { contentGlobalNames, topBarLabels } from '@/globals/labels/content'

export const topBarIcons = [
  'phone',
  'email',
  'location',
  'facebook',
  'instagram',
  'linkedin',
  'clock',
  'none',
] as const

/** One group of top-bar links (spec §2: status flag, label, link, icon, colour). */
const itemGroup = (name: 'left' | 'right'): ArrayField => ({
  name,
  type: 'array',
  labels: { singular: 'Item', plural: 'Items' },
  fields: [
    statusField({ defaultValue: 'published' }),
    { name: 'label', type: 'text', localized: true },
    { name: 'link', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'icon', type: 'select', defaultValue: 'none', options: [...topBarIcons] },
        { name: 'colour', type: 'text' },
      ],
    },
  ],
})

/** The optional bar above the header. */
export const TopBar: GlobalConfig = {
  slug: 'top-bar',
  label: contentGlobalNames.topBar,
  admin: { group: navGroups.content, ...globalPreviewAdmin('top-bar') },
  access: globalAccess,
  hooks: { afterChange: [globalChangeSignal] },
  versions: globalVersions,
  fields: withLabels(
    [{ name: 'enabled', type: 'checkbox', defaultValue: false }, itemGroup('left'), itemGroup('right')],
    commonLabels,
    topBarLabels,
  ),
}
