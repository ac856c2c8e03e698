import type { GroupField } from 'payload'

import { belgianVat, hexColour } from '@/fields/validate'

const half = { width: '50%' } as const

/**
 * The agency's identity and legal details, shown in the footer, contact page and structured data.
 * Labels and help texts: src/globals/labels/settings.ts.
 */
export const agencyFields: GroupField = {
  name: 'agency',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', admin: half },
        { name: 'legalName', type: 'text', admin: half },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', admin: { width: '60%' } },
        { name: 'houseNumber', type: 'text', admin: { width: '40%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'zip', type: 'text', admin: { width: '30%' } },
        { name: 'city', type: 'text', admin: { width: '40%' } },
        { name: 'country', type: 'text', defaultValue: 'Belgium', admin: { width: '30%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', admin: half },
        { name: 'email', type: 'email', admin: half },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', admin: { ...half, step: 0.000001 } },
        { name: 'longitude', type: 'number', admin: { ...half, step: 0.000001 } },
      ],
    },
    {
      name: 'openingHours',
      type: 'textarea',
      localized: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'vatNumber',
          type: 'text',
          validate: belgianVat,
          admin: { ...half, placeholder: 'BE0123456789' },
        },
        {
          name: 'bivNumber',
          type: 'text',
          // Belgian estate agents show their BIV/IPI registration number on their website.
          admin: half,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'brandColor',
          type: 'text',
          defaultValue: '#1f4e5f',
          validate: hexColour,
          admin: { width: '30%', description: '#RRGGBB' },
        },
        {
          name: 'mapTileUrl',
          type: 'text',
          defaultValue: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          admin: { width: '70%', description: 'Map tile template with {z}, {x} and {y}.' },
        },
      ],
    },
    { name: 'streetViewEnabled', type: 'checkbox', defaultValue: true },
  ],
}
