import type { CollectionConfig } from 'payload'

import { approvedOrAdmin, isAdmin } from '@/access'
import { revalidateHooks } from '@/collections/hooks/revalidate'
import { tags } from '@/data/tags'
import { mediaField } from '@/fields/upload'
import { localeLabels, locales } from '@/i18n/locales'

/**
 * Visitors' reviews (spec §3 Testimonial). Visitors will submit them through a server action
 * (overrideAccess), so creation stays admin-only here; nothing shows until an admin approves it.
 */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['name', 'postedAt', 'language', 'approved'],
  },
  access: { read: approvedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: revalidateHooks(tags.testimonials),
  defaultSort: '-postedAt',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'comment', type: 'textarea', required: true },
    { name: 'aboutYou', type: 'textarea', label: 'About you' },
    { name: 'website', type: 'text' },
    mediaField('image'),
    {
      name: 'postedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    { name: 'approved', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    {
      name: 'language',
      type: 'select',
      options: locales.map((code) => ({ label: localeLabels[code], value: code })),
      admin: { position: 'sidebar' },
    },
  ],
}
