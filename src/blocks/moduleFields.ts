import type { Field } from 'payload'

import { moduleRelations } from '@/blocks/moduleRelations'
import { statusField } from '@/fields/status'
import { mediaField, mediaListField } from '@/fields/upload'
import { integerBetween, optionalIntegerBetween } from '@/fields/validate'

/** Per-view defaults (spec §9: services 3 per row max 6, team max 20, FAQ max 40). */
export type ModuleDefaults = { numberItemOfRow?: number; maxItems?: number }

const column = (name: 'sm' | 'md' | 'lg'): Field => ({
  name,
  type: 'number',
  min: 1,
  max: 12,
  validate: optionalIntegerBetween(1, 12),
  admin: { width: '25%', description: `Columns from the ${name} breakpoint` },
})

/** Fields every module view shares (spec §3 Module). The view itself is the block type. */
export function moduleFields({ numberItemOfRow, maxItems }: ModuleDefaults = {}): Field[] {
  return [
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text', localized: true, admin: { width: '75%' } },
        {
          name: 'titleSize',
          type: 'select',
          defaultValue: 'h2',
          options: ['h1', 'h2'],
          admin: { width: '25%' },
        },
      ],
    },
    { name: 'description', type: 'richText', localized: true },
    { name: 'description2', type: 'richText', localized: true, label: 'Second description' },
    moduleRelations,
    {
      type: 'collapsible',
      label: 'Layout',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'position', type: 'number', admin: { width: '25%', description: 'Content row' } },
            {
              name: 'span',
              type: 'number',
              required: true,
              defaultValue: 12,
              min: 1,
              max: 12,
              validate: integerBetween(1, 12),
              admin: { width: '25%', description: 'Width in columns of 12' },
            },
            { name: 'sort', type: 'number', admin: { width: '25%' } },
            { name: 'cssClass', type: 'text', admin: { width: '25%' } },
          ],
        },
        { type: 'row', fields: [column('sm'), column('md'), column('lg')] },
        {
          type: 'row',
          fields: [
            {
              name: 'numberItemOfRow',
              type: 'number',
              min: 1,
              max: 12,
              defaultValue: numberItemOfRow,
              admin: { width: '33%' },
            },
            { name: 'maxItems', type: 'number', min: 1, defaultValue: maxItems, admin: { width: '33%' } },
            {
              name: 'isHasSubcategories',
              type: 'checkbox',
              defaultValue: false,
              label: 'Show sub-categories',
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Images and background',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'backgroundType',
          type: 'select',
          defaultValue: 'none',
          options: [
            { label: 'None', value: 'none' },
            { label: 'Image', value: 'image' },
            { label: 'Colour', value: 'color' },
          ],
        },
        mediaField('image'),
        mediaListField('images'),
        {
          name: 'colorBackground',
          type: 'text',
          admin: { condition: (_data, sibling) => sibling?.backgroundType === 'color' },
        },
      ],
    },
    statusField({ defaultValue: 'published' }),
  ]
}
