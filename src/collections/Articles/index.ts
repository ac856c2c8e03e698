import type { CollectionConfig } from 'payload'

import { isAdmin, liveOrAdmin, siteOrStaff } from '@/access'
import { articleCategories } from '@/collections/Articles/fields/categories'
import { teamMember } from '@/collections/Articles/fields/teamMember'
import { articleLabels } from '@/collections/Articles/labels'
import { contentVersions, draftedLabels, previewAdmin, versionAccess } from '@/collections/drafts'
import { commonLabels, navGroups, seoLabels, tabLabels } from '@/collections/labels'
import { changeSignalHooks } from '@/db/changes'
import { tr, withLabels } from '@/fields/labels'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { statusField } from '@/fields/status'
import { mediaField, mediaListField } from '@/fields/upload'

/** Service, FAQ and team articles, grouped by category and shown through page modules. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: {
    singular: tr('Article', 'Article', 'Artikel', 'Artikel'),
    plural: tr('Articles', 'Articles', 'Artikels', 'Artikel'),
  },
  admin: {
    useAsTitle: 'title',
    group: navGroups.content,
    description: tr(
      'Services, FAQ and team articles, shown on the pages of their category.',
      'Articles de services, FAQ et équipe, affichés sur les pages de leur catégorie.',
      'Artikels over diensten, FAQ en het team, getoond op de pagina’s van hun categorie.',
      'Artikel zu Leistungen, FAQ und Team, angezeigt auf den Seiten ihrer Kategorie.',
    ),
    ...previewAdmin('articles'),
    defaultColumns: ['title', 'category', 'subCategory', 'status', 'sort', 'publishedAt'],
  },
  access: {
    read: siteOrStaff(liveOrAdmin),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    ...versionAccess,
  },
  versions: contentVersions,
  hooks: changeSignalHooks(),
  defaultSort: 'sort',
  fields: withLabels(
    [
      { name: 'title', type: 'text', localized: true, required: true },
      slugField({ from: 'title' }),
      statusField({ defaultValue: 'published', enumName: 'enum_articles_visibility' }),
      ...articleCategories,
      {
        name: 'publishedAt',
        type: 'date',
        index: true,
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
      },
      { name: 'sort', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
      {
        type: 'tabs',
        tabs: [
          {
            label: tabLabels.content,
            fields: [
              { name: 'excerpt', type: 'textarea', localized: true },
              { name: 'content', type: 'richText', localized: true },
              mediaField('image'),
              mediaListField('images'),
            ],
          },
          { label: tr('Team member', 'Membre de l’équipe', 'Teamlid', 'Teammitglied'), fields: [teamMember] },
          { label: tabLabels.seo, fields: [seoFields()] },
        ],
      },
    ],
    commonLabels,
    seoLabels,
    articleLabels,
    draftedLabels,
  ),
}
