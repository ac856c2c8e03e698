import type { SelectField } from 'payload'

export const positions = ['left', 'centre', 'right'] as const
export type Position = (typeof positions)[number]

/** Where a header element sits (spec §2 Shared frame: left, centre or right); labels in ../labels/content.ts. */
export function positionField(name: string, defaultValue: Position): SelectField {
  return {
    name,
    type: 'select',
    required: true,
    defaultValue,
    options: [...positions],
    admin: { width: '33%' },
  }
}
