import type { SelectField } from 'payload'

export const positions = ['left', 'centre', 'right'] as const
export type Position = (typeof positions)[number]

/** Where a header element sits (spec §2 Shared frame: left, centre or right). */
export function positionField(name: string, defaultValue: Position): SelectField {
  return {
    name,
    type: 'select',
    required: true,
    defaultValue,
    options: [
      { label: 'Left', value: 'left' },
      { label: 'Centre', value: 'centre' },
      { label: 'Right', value: 'right' },
    ],
    admin: { width: '33%' },
  }
}
