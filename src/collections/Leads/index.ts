import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { commonLabels, navGroups } from '@/collections/labels'
import { leadLabels } from '@/collections/Leads/labels'
import { tr, withLabels } from '@/fields/labels'
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
  labels: {
    singular: tr('Lead', 'Demande', 'Aanvraag', 'Anfrage'),
    plural: tr('Leads', 'Demandes', 'Aanvragen', 'Anfragen'),
  },
  admin: {
    useAsTitle: 'email',
    group: navGroups.leads,
    defaultColumns: ['form', 'email', 'status', 'createdAt'],
    description: tr(
      'What visitors sent through the site’s forms, newest first.',
      'Ce que les visiteurs ont envoyé par les formulaires du site, les plus récentes d’abord.',
      'Wat bezoekers via de formulieren van de site stuurden, de nieuwste eerst.',
      'Was Besucher über die Formulare der Website gesendet haben, die neuesten zuerst.',
    ),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: withLabels(
    [
      { name: 'form', type: 'select', required: true, options: [...leadForms], index: true },
      { name: 'locale', type: 'select', required: true, options: [...locales] },
      { name: 'firstName', type: 'text' },
      { name: 'lastName', type: 'text' },
      { name: 'email', type: 'email' },
      { name: 'phone', type: 'text' },
      { name: 'message', type: 'textarea' },
      { name: 'property', type: 'relationship', relationTo: 'properties' },
      { name: 'data', type: 'json' },
      {
        name: 'status',
        type: 'select',
        defaultValue: 'new',
        options: ['new', 'mailed', 'mail-failed', 'handled'],
        index: true,
      },
    ],
    commonLabels,
    leadLabels,
  ),
}
