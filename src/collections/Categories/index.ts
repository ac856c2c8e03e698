import type { CollectionConfig } from 'payload'

import { isAdmin, publishedOrAdmin, siteOrStaff } from '@/access'
import { commonLabels, navGroups } from '@/collections/labels'
import { changeSignalHooks } from '@/db/changes'
import { tr, withLabels } from '@/fields/labels'
import { slugField } from '@/fields/slug'
import { statusField } from '@/fields/status'
import { treeFields } from '@/fields/tree'
import { mediaField } from '@/fields/upload'

/** Article categories (services, FAQ, team); a category may have sub-categories through `parent`. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: {
    singular: tr('Category', 'Catégorie', 'Categorie', 'Kategorie'),
    plural: tr('Categories', 'Catégories', 'Categorieën', 'Kategorien'),
  },
  admin: {
    useAsTitle: 'name',
    group: navGroups.content,
    defaultColumns: ['name', 'slug', 'parent', 'status', 'sort'],
  },
  access: { read: siteOrStaff(publishedOrAdmin), create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: changeSignalHooks(),
  defaultSort: 'sort',
  fields: withLabels(
    [
      { name: 'name', type: 'text', localized: true, required: true },
      slugField({ from: 'name' }),
      statusField(),
      ...treeFields('categories'),
      { name: 'description', type: 'richText', localized: true },
      mediaField('image'),
    ],
    commonLabels,
    {
      slug: {
        label: ['Slug (web address)', 'Slug (adresse web)', 'Slug (webadres)', 'Slug (Webadresse)'],
        description: [
          'Filled from the name when left empty.',
          'Rempli à partir du nom s’il est vide.',
          'Wordt uit de naam ingevuld als het leeg is.',
          'Wird aus dem Namen gefüllt, wenn es leer ist.',
        ],
      },
      parent: ['Parent category', 'Catégorie parente', 'Bovenliggende categorie', 'Übergeordnete Kategorie'],
    },
  ),
}
