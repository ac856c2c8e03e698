import type { FieldHook, TextField } from 'payload'

import { slugify } from '@/domain/text/slugify'

/** Fills an empty slug from a sibling field (in the locale being saved); a typed slug is kept. */
const deriveSlug =
  (from: string): FieldHook =>
  ({ value, siblingData }) => {
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
    const source: unknown = (siblingData as Record<string, unknown> | undefined)?.[from]
    return typeof source === 'string' && source.trim() !== '' ? slugify(source) : value
  }

type SlugFieldOptions = { name?: string; from?: string; label?: string; description?: string }

/** Localized, indexed slug derived from `from` (default 'title') when left empty. */
export function slugField({
  name = 'slug',
  from = 'title',
  label,
  description,
}: SlugFieldOptions = {}): TextField {
  return {
    name,
    type: 'text',
    localized: true,
    index: true,
    ...(label ? { label } : {}),
    admin: {
      position: 'sidebar',
      description: description ?? `Filled from “${from}” when left empty.`,
    },
    hooks: { beforeValidate: [deriveSlug(from)] },
  }
}
