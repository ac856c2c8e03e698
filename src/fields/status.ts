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
export function statusField({
  defaultValue = 'draft',
  enumName,
}: {
  defaultValue?: Status
  /**
   * PostgreSQL's type name, where Payload's own would clash: in a collection with drafts, Payload
   * names the `_status` column's type `enum_<table>_status` too (src/collections/drafts.ts).
   */
  enumName?: string
} = {}): SelectField {
  return {
    name: 'status',
    type: 'select',
    ...(enumName ? { enumName } : {}),
    required: true,
    index: true,
    defaultValue,
    options: statusOptions.map((option) => ({ ...option })),
    admin: { position: 'sidebar' },
  }
}
