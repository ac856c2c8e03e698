import type { GroupField } from 'payload'

import { optionalPattern } from '@/fields/validate'

/**
 * Tracking IDs (spec §3 Site info). Each script loads only when its ID is set (spec §7), so
 * every ID is optional but must look right when filled in.
 */
export const analyticsFields: GroupField = {
  name: 'analytics',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'googleAnalyticsId',
          type: 'text',
          label: 'Google Analytics ID',
          validate: optionalPattern(/^G-[A-Z0-9]+$/i, 'Use a measurement ID such as G-ABC123XYZ.'),
        },
        {
          name: 'googleAdsId',
          type: 'text',
          label: 'Google Ads ID',
          validate: optionalPattern(/^AW-\d+$/i, 'Use a conversion ID such as AW-123456789.'),
        },
        {
          name: 'tagManagerId',
          type: 'text',
          label: 'Tag Manager ID',
          validate: optionalPattern(/^GTM-[A-Z0-9]+$/i, 'Use a container ID such as GTM-ABC1234.'),
        },
        {
          name: 'socialPixelId',
          type: 'text',
          label: 'Social pixel ID',
          validate: optionalPattern(/^\d+$/, 'Use the digits of the pixel ID.'),
        },
      ],
    },
  ],
}
