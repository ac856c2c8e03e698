import type { GlobalConfig } from 'payload'

import { mediaField, mediaListField } from '@/fields/upload'
import { globalAccess } from '@/globals/access'
import { revalidateGlobal } from '@/globals/revalidate'

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
  label: 'Home banner',
  admin: { group: 'Settings' },
  access: globalAccess,
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'image',
      options: [
        { label: 'Image', value: 'image' },
        { label: 'Gallery (fading slideshow)', value: 'gallery' },
        { label: 'Video (muted loop)', value: 'video' },
        { label: 'Property pictures', value: 'properties' },
        { label: 'Project pictures', value: 'projects' },
      ],
    },
    mediaField('media', { description: 'The image; also the fallback when there is nothing to show.' }),
    { ...mediaListField('gallery'), admin: { condition: bannerIs('gallery') } },
    {
      type: 'row',
      admin: { condition: bannerIs('video') },
      fields: [mediaField('video'), mediaField('poster'), mediaField('mobileVideo')],
    },
    {
      name: 'searchBlock',
      type: 'group',
      label: 'Search block',
      fields: [
        { name: 'title', type: 'text', localized: true },
        {
          name: 'description',
          type: 'textarea',
          localized: true,
          admin: { description: '{FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} are replaced by the counts.' },
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
              label: 'Show counts on For sale / For rent',
            },
          ],
        },
      ],
    },
  ],
}
