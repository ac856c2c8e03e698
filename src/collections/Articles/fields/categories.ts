import type { Field } from 'payload'

/** Article paths are built from the category slug, then the optional sub-category slug (spec §2). */
export const articleCategories: Field[] = [
  {
    name: 'category',
    type: 'relationship',
    relationTo: 'categories',
    required: true,
    index: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'subCategory',
    type: 'relationship',
    relationTo: 'categories',
    index: true,
    admin: { position: 'sidebar' },
    filterOptions: ({ siblingData }) => {
      const category: unknown = (siblingData as { category?: unknown } | undefined)?.category
      return typeof category === 'number' || typeof category === 'string'
        ? { parent: { equals: category } }
        : true
    },
  },
]
