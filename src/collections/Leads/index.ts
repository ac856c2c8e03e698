import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { locales } from '@/i18n/locales'

export const leadForms = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'document-request',
  'testimonial',
  'unsubscribe',
] as const

/**
 * Visitors' form submissions. Stored before any mail or CRM call is attempted, by server actions
 * that write with the Local API; nobody creates them through the REST API.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: { useAsTitle: 'email', group: 'Leads', defaultColumns: ['form', 'email', 'status', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'form', type: 'select', required: true, options: [...leadForms], index: true },
    { name: 'locale', type: 'select', required: true, options: [...locales] },
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    { name: 'message', type: 'textarea' },
    { name: 'property', type: 'relationship', relationTo: 'properties' },
    { name: 'data', type: 'json', admin: { description: 'Every field the visitor sent.' } },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: ['new', 'mailed', 'mail-failed', 'handled'],
      index: true,
    },
  ],
}
