import type { Field, GroupField } from 'payload'

import { isAdminField } from '@/access'

// Small factories for the CRM-fed collections. Values come only from the import, so the admin
// shows them read-only and validation lives in the import's zod schema.

export const num = (name: string, label?: string): Field => ({ name, type: 'number', label })
export const text = (name: string, label?: string): Field => ({ name, type: 'text', label })
export const localizedText = (name: string, label?: string): Field => ({
  name,
  type: 'text',
  localized: true,
  label,
})
export const bool = (name: string, label?: string): Field => ({ name, type: 'checkbox', label })
export const date = (name: string, label?: string): Field => ({ name, type: 'date', label })

/** Yes / no / unknown: the CRM's answer to legal questions such as "summons issued". */
export const triState = (name: string, label?: string): Field => ({
  name,
  type: 'select',
  label,
  options: ['yes', 'no', 'unknown'],
})

export const group = (name: string, label: string, fields: Field[]): GroupField => ({
  name,
  type: 'group',
  label,
  fields,
})

export const coordinates: Field[] = [num('latitude'), num('longitude')]

export const photosField: Field = {
  name: 'photos',
  type: 'array',
  admin: { description: 'In the CRM’s display order.' },
  fields: [
    num('crmId'),
    text('url'),
    text('thumbnailUrl'),
    num('width'),
    num('height'),
    localizedText('name'),
  ],
}

export const documentsField: Field = {
  name: 'documents',
  type: 'array',
  fields: [
    num('crmId'),
    localizedText('name'),
    text('url'),
    text('type'),
    // The document's text in each language, from which /crm-media/ renders its PDF.
    { name: 'lines', type: 'json', localized: true },
  ],
}

/** The untouched CRM record(s), per language, for support and for fields the site does not map yet. */
export const crmRecordField: Field = {
  name: 'crmRecord',
  type: 'json',
  access: { read: isAdminField },
  admin: { description: 'The raw CRM record per language, as last imported.' },
}

export const lifecycleFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'active',
    index: true,
    options: ['active', 'withdrawn'],
    admin: {
      position: 'sidebar',
      description: 'Withdrawn: gone from the CRM snapshot; its URL answers 410.',
    },
  },
  { ...date('withdrawnAt'), admin: { position: 'sidebar' } } as Field,
  { ...date('crmCreatedAt'), admin: { position: 'sidebar' } } as Field,
  { ...date('crmModifiedAt'), admin: { position: 'sidebar' } } as Field,
]
