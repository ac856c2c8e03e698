import type { CollectionSlug, Field } from 'payload'

/**
 * The two fields that make a collection a tree, as pages and categories are: the parent (never the
 * document itself) and the position among its siblings, both in the sidebar. (Payload indexes a
 * relationship's column of its own accord.)
 */
export function treeFields(relationTo: CollectionSlug): Field[] {
  return [
    {
      name: 'parent',
      type: 'relationship',
      relationTo,
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    { name: 'sort', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
  ]
}
