import type { GlobalConfig } from 'payload'

import { commonLabels, navGroups } from '@/collections/labels'
import { globalChangeSignal } from '@/db/changes'
import { DEFAULT_CACHE_TIMES } from '@/domain/cache/pageRequest'
import { withLabels } from '@/fields/labels'
import { globalAccess } from '@/globals/access'
import { agencyFields } from '@/globals/fields/agency'
import { analyticsFields } from '@/globals/fields/analytics'
import { defaultLanguageField, languagesField } from '@/globals/fields/languages'
import { settingsGlobalNames, siteSettingsLabels, siteSettingsTabs } from '@/globals/labels/settings'

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
  label: settingsGlobalNames.siteSettings,
  admin: { group: navGroups.settings },
  access: globalAccess,
  hooks: { afterChange: [globalChangeSignal] },
  fields: withLabels(
    [
      {
        type: 'tabs',
        tabs: [
          { label: siteSettingsTabs.languages, fields: [languagesField, defaultLanguageField] },
          { label: siteSettingsTabs.analytics, fields: [analyticsFields] },
          { label: siteSettingsTabs.agency, fields: [agencyFields] },
          {
            label: siteSettingsTabs.listings,
            fields: [
              {
                name: 'marqueeIgnore',
                type: 'number',
                hasMany: true,
                // CRM marquee codes whose name is shown instead of the price (spec §9).
              },
            ],
          },
          {
            label: siteSettingsTabs.leads,
            fields: [
              // docs/decisions/022-leads-and-outbox.md: why three years by default.
              {
                name: 'leadRetentionMonths',
                type: 'number',
                min: 1,
                max: 120,
                defaultValue: 36,
                required: true,
              },
            ],
          },
          {
            label: siteSettingsTabs.caching,
            fields: [
              {
                // docs/decisions/042: what a CDN in front may keep, and for how long.
                name: 'pageCache',
                type: 'group',
                fields: [
                  {
                    name: 'sharedMaxAge',
                    type: 'number',
                    min: 0,
                    max: 86_400,
                    defaultValue: DEFAULT_CACHE_TIMES.sharedMaxAge,
                    required: true,
                  },
                  {
                    name: 'staleWhileRevalidate',
                    type: 'number',
                    min: 0,
                    max: 604_800,
                    defaultValue: DEFAULT_CACHE_TIMES.staleWhileRevalidate,
                    required: true,
                  },
                  {
                    name: 'missingMaxAge',
                    type: 'number',
                    min: 0,
                    max: 3_600,
                    defaultValue: DEFAULT_CACHE_TIMES.missingMaxAge,
                    required: true,
                  },
                ],
              },
            ],
          },
          {
            label: siteSettingsTabs.social,
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
    commonLabels,
    siteSettingsLabels,
  ),
}
