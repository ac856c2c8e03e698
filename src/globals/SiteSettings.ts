import type { GlobalConfig } from 'payload'

import { globalAccess } from '@/globals/access'
import { agencyFields } from '@/globals/fields/agency'
import { analyticsFields } from '@/globals/fields/analytics'
import { defaultLanguageField, languagesField } from '@/globals/fields/languages'
import { revalidateGlobal } from '@/globals/revalidate'

export const socialPlatforms = [
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'x',
  'tiktok',
  'pinterest',
] as const

/** Site-wide settings: languages, tracking IDs, agency details and social links. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: globalAccess,
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Languages', fields: [languagesField, defaultLanguageField] },
        { label: 'Analytics', fields: [analyticsFields] },
        { label: 'Agency', fields: [agencyFields] },
        {
          label: 'Listings',
          fields: [
            {
              name: 'marqueeIgnore',
              type: 'number',
              hasMany: true,
              admin: {
                description:
                  'CRM marquee codes whose name is shown instead of the price (spec §9), e.g. 14 for “under offer”.',
              },
            },
          ],
        },
        {
          label: 'Social links',
          fields: [
            {
              name: 'socialLinks',
              type: 'array',
              labels: { singular: 'Social link', plural: 'Social links' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'platform', type: 'select', required: true, options: [...socialPlatforms] },
                    { name: 'url', type: 'text', required: true },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
