import type { GroupField } from 'payload'

import { mediaField } from '@/fields/upload'

const localizedText = (name: string, label?: string) =>
  ({ name, type: 'text', localized: true, ...(label ? { label } : {}) }) as const
const localizedTextarea = (name: string) => ({ name, type: 'textarea', localized: true }) as const

/**
 * Per-language SEO metadata of a page (spec §3 Menu page). The group itself is not localized:
 * Payload ignores `localized` on fields inside a localized group, and the verification codes and
 * robots directive are the same in every language. Each per-language field is localized instead.
 */
export function seoFields({ name = 'meta' }: { name?: string } = {}): GroupField {
  return {
    name,
    type: 'group',
    label: 'SEO',
    fields: [
      {
        name: 'isActiveSEO',
        type: 'checkbox',
        label: 'Use these SEO settings',
        defaultValue: false,
        admin: { description: 'When off, the page name and description are used.' },
      },
      localizedText('pageTitle', 'Browser tab title'),
      localizedText('title', 'Meta title'),
      localizedTextarea('description'),
      {
        name: 'og',
        type: 'group',
        label: 'Open Graph',
        fields: [
          localizedText('title'),
          localizedText('type'),
          localizedText('url'),
          mediaField('image', { localized: true }),
          localizedTextarea('description'),
        ],
      },
      {
        name: 'twitter',
        type: 'group',
        fields: [
          localizedText('title'),
          localizedText('site'),
          mediaField('image', { localized: true }),
          localizedTextarea('description'),
        ],
      },
      { name: 'robots', type: 'text', admin: { description: 'e.g. index, follow' } },
      { name: 'googleVerification', type: 'text' },
      { name: 'facebookVerification', type: 'text' },
      { name: 'nortonSafeWeb', type: 'text', label: 'Norton Safe Web' },
    ],
  }
}
