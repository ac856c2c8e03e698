import type { SelectField } from 'payload'

export const statusOptions = [
  { label: 'Draft', value: 'draft' },
  { label: 'Published', value: 'published' },
  { label: 'Withdrawn (its address answers 410 Gone)', value: 'withdrawn' },
] as const

export type Status = (typeof statusOptions)[number]['value']

/**
 * Publication flag read by `publishedOrAdmin` (src/access). New documents start as drafts;
 * modules inside a page default to published because the page's own status already gates them.
 */
export function statusField({ defaultValue = 'draft' }: { defaultValue?: Status } = {}): SelectField {
  return {
    name: 'status',
    type: 'select',
    required: true,
    index: true,
    defaultValue,
    options: statusOptions.map((option) => ({ ...option })),
    admin: { position: 'sidebar' },
  }
}
