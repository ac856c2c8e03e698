import type { GlobalConfig } from 'payload'

import { globalPreviewAdmin, globalVersions } from '@/collections/drafts'
import { commonLabels, navGroups } from '@/collections/labels'
import { globalChangeSignal } from '@/db/changes'
import { withLabels } from '@/fields/labels'
import { mediaField, mediaListField } from '@/fields/upload'
import { globalAccess } from '@/globals/access'
import { contentGlobalNames, homeBannerLabels } from '@/globals/labels/content'

type BannerData = { type?: unknown }
const bannerIs =
  (...types: string[]) =>
  (data: BannerData | undefined): boolean =>
    typeof data?.type === 'string' && types.includes(data.type)

/**
 * The home banner (spec §2 Shared frame). A properties banner with no properties falls back to
 * the image, so `media` is kept for every type.
 */
export const HomeBanner: GlobalConfig = {
  slug: 'home-banner',
  label: contentGlobalNames.homeBanner,
  admin: { group: navGroups.content, ...globalPreviewAdmin('home-banner') },
  access: globalAccess,
  hooks: { afterChange: [globalChangeSignal] },
  versions: globalVersions,
  fields: withLabels(
    [
      {
        name: 'type',
        type: 'select',
        required: true,
        defaultValue: 'image',
        options: ['image', 'gallery', 'video', 'properties', 'projects'],
      },
      mediaField('media'),
      { ...mediaListField('gallery'), admin: { condition: bannerIs('gallery') } },
      {
        type: 'row',
        admin: { condition: bannerIs('video') },
        fields: [mediaField('video'), mediaField('poster'), mediaField('mobileVideo')],
      },
      {
        name: 'searchBlock',
        type: 'group',
        fields: [
          { name: 'title', type: 'text', localized: true },
          {
            name: 'description',
            type: 'textarea',
            localized: true,
          },
          mediaField('logo'),
          {
            type: 'row',
            fields: [
              { name: 'showSearchBox', type: 'checkbox', defaultValue: true },
              {
                name: 'showCounts',
                type: 'checkbox',
                defaultValue: true,
              },
            ],
          },
        ],
      },
    ],
    commonLabels,
    homeBannerLabels,
  ),
}
