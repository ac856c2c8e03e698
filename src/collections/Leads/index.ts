import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { commonLabels, navGroups } from '@/collections/labels'
import { exportLeadsEndpoint } from '@/collections/Leads/export/endpoint'
import { leadLabels } from '@/collections/Leads/labels'
import { visitorForms } from '@/domain/forms/schemas'
import { tr, withLabels } from '@/fields/labels'
import { locales } from '@/i18n/locales'
import { leadCrmPush } from '@/leads/crmPushes'

/** Forms of the spec whose own issue comes later (demand register, visits, unsubscribe) are kept. */
// In the order of the database's enum (PostgreSQL): the later forms keep their first place.
const laterForms = new Set<string>([
  'contact-appointment',
  'demand-register',
  'unsubscribe',
  'holiday-request',
])
export const leadForms = [
  ...visitorForms.filter((form) => !laterForms.has(form)),
  'contact-appointment',
  'demand-register',
  'unsubscribe',
  // The owner portal's message to the agent (issue 17).
  'owner-message',
  // A holiday rental's stay request (issue 18).
  'holiday-request',
] as const

export const leadStatuses = ['new', 'in-progress', 'handled', 'spam'] as const

/**
 * Visitors' form submissions: the staff's inbox. Stored by the server action (src/leads/store.ts)
 * before any mail is attempted, in the same transaction as the mails that announce it; nobody
 * creates them through the REST API.
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
    defaultColumns: ['createdAt', 'form', 'lastName', 'email', 'property', 'status', 'assignee'],
    listSearchableFields: ['email', 'lastName', 'firstName', 'phone'],
    components: {
      // "Export CSV" above the table, carrying the list's current filters (src/admin/LeadsExport).
      beforeListTable: ['@/admin/LeadsExport/ExportLeadsLink.client#ExportLeadsLink'],
    },
    description: tr(
      'What visitors sent through the site’s forms, newest first. Filter by form, status, listing or date; export the selection as CSV.',
      'Ce que les visiteurs ont envoyé par les formulaires du site, les plus récentes d’abord. Filtrez par formulaire, statut, bien ou date ; exportez la sélection en CSV.',
      'Wat bezoekers via de formulieren van de site stuurden, de nieuwste eerst. Filter op formulier, status, pand of datum; exporteer de selectie als CSV.',
      'Was Besucher über die Formulare der Website gesendet haben, die neuesten zuerst. Nach Formular, Status, Objekt oder Datum filtern; die Auswahl als CSV exportieren.',
    ),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  // Each lead the agency's CRM must hear of gets its push, in the lead's own transaction (issue 21).
  hooks: { afterChange: [leadCrmPush] },
  endpoints: [exportLeadsEndpoint],
  fields: withLabels(
    [
      {
        type: 'row',
        fields: [
          { name: 'form', type: 'select', required: true, options: [...leadForms], index: true },
          { name: 'locale', type: 'select', required: true, options: [...locales] },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'title', type: 'select', options: ['mr', 'ms', 'miss'] },
          { name: 'firstName', type: 'text' },
          { name: 'lastName', type: 'text', index: true },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'email', type: 'email', index: true },
          { name: 'phone', type: 'text' },
        ],
      },
      { name: 'message', type: 'textarea' },
      {
        type: 'row',
        fields: [
          { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
          { name: 'owner', type: 'relationship', relationTo: 'owners', index: true },
          { name: 'project', type: 'relationship', relationTo: 'projects', index: true },
        ],
      },
      {
        // Issue 18: the visit slot a contact-appointment lead booked (src/leads/visits.ts).
        name: 'visitSlot',
        type: 'relationship',
        relationTo: 'visit-slots',
        index: true,
        admin: { readOnly: true, condition: (data) => Boolean(data?.visitSlot) },
      },
      { name: 'data', type: 'json' },
      {
        name: 'notes',
        type: 'array',
        fields: [
          { name: 'text', type: 'textarea', required: true },
          {
            name: 'author',
            type: 'relationship',
            relationTo: 'users',
            admin: { readOnly: true },
            hooks: {
              beforeChange: [
                ({ value, req }) => value ?? (req.user?.collection === 'users' ? req.user.id : undefined),
              ],
            },
          },
          {
            name: 'at',
            type: 'date',
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            hooks: { beforeChange: [({ value }) => value ?? new Date().toISOString()] },
          },
        ],
      },
      {
        name: 'mails',
        type: 'join',
        collection: 'mails',
        on: 'lead',
        admin: { defaultColumns: ['kind', 'to', 'status', 'attempts', 'sentAt'] },
      },
      {
        name: 'status',
        type: 'select',
        defaultValue: 'new',
        options: [...leadStatuses],
        index: true,
        admin: { position: 'sidebar' },
      },
      {
        name: 'assignee',
        type: 'relationship',
        relationTo: 'users',
        index: true,
        admin: { position: 'sidebar' },
      },
      {
        name: 'review',
        type: 'text',
        admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.review) },
      },
      {
        name: 'source',
        type: 'group',
        admin: { position: 'sidebar' },
        fields: [
          { name: 'page', type: 'text', admin: { readOnly: true } },
          { name: 'landingPage', type: 'text', admin: { readOnly: true } },
          { name: 'referrer', type: 'text', admin: { readOnly: true } },
          { name: 'utmSource', type: 'text', admin: { readOnly: true } },
          { name: 'utmMedium', type: 'text', admin: { readOnly: true } },
          { name: 'utmCampaign', type: 'text', admin: { readOnly: true } },
          { name: 'utmTerm', type: 'text', admin: { readOnly: true } },
          { name: 'utmContent', type: 'text', admin: { readOnly: true } },
          { name: 'gclid', type: 'text', admin: { readOnly: true } },
          { name: 'fbclid', type: 'text', admin: { readOnly: true } },
        ],
      },
      {
        // Issue 18: the address's owner unsubscribed from the newsletter (src/leads/unsubscribe.ts):
        // this lead's opt-in no longer counts, and staff see since when.
        name: 'newsletterWithdrawnAt',
        type: 'date',
        index: true,
        admin: {
          position: 'sidebar',
          readOnly: true,
          date: { pickerAppearance: 'dayAndTime' },
          condition: (data) => Boolean(data?.newsletterWithdrawnAt),
        },
      },
      {
        name: 'anonymisedAt',
        type: 'date',
        admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.anonymisedAt) },
      },
    ],
    commonLabels,
    leadLabels,
  ),
}
