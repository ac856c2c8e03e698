import type { ArrayField } from 'payload'

type RelationRow = { type?: unknown }
const isType =
  (type: string) =>
  (_data: unknown, siblingData: RelationRow | undefined): boolean =>
    siblingData?.type === type

/** What a module shows: an article, a category's articles, a property list or a contact form. */
export const moduleRelations: ArrayField = {
  name: 'relations',
  type: 'array',
  labels: { singular: 'Relation', plural: 'Relations' },
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'article',
      options: [
        { label: 'Article', value: 'article' },
        { label: 'Property list', value: 'property-list' },
        { label: 'Category', value: 'category' },
        { label: 'Contact form', value: 'contact' },
      ],
    },
    {
      name: 'article',
      type: 'relationship',
      relationTo: 'articles',
      admin: { condition: isType('article') },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      admin: { condition: isType('category') },
    },
    {
      name: 'propertyList',
      type: 'select',
      options: [
        { label: 'For sale', value: 'for-sale' },
        { label: 'For rent', value: 'for-rent' },
        { label: 'Tourist rental', value: 'tourist-rental' },
        { label: 'Latest offers', value: 'latest' },
      ],
      admin: { condition: isType('property-list') },
    },
    { name: 'contact', type: 'checkbox', defaultValue: false, admin: { condition: isType('contact') } },
  ],
}
