import type { CollectionConfig } from 'payload'

import { isAdmin, liveOrAdmin, siteOrStaff } from '@/access'
import { moduleBlocks } from '@/blocks'
import { contentVersions, draftedLabels, previewAdmin, versionAccess } from '@/collections/drafts'
import { commonLabels, navGroups, seoLabels, tabLabels } from '@/collections/labels'
import { pageBanner } from '@/collections/Pages/fields/banner'
import { pageSettings } from '@/collections/Pages/fields/settings'
import { pageLabels } from '@/collections/Pages/labels'
import { changeSignalHooks } from '@/db/changes'
import { tr, withLabels } from '@/fields/labels'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { statusField } from '@/fields/status'
import { mediaField } from '@/fields/upload'

/** Menu pages (spec §3 Menu page): the menu tree, each page's path per language and its modules. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: tr('Page', 'Page', 'Pagina', 'Seite'),
    plural: tr('Pages', 'Pages', 'Pagina’s', 'Seiten'),
  },
  admin: {
    useAsTitle: 'name',
    group: navGroups.content,
    description: tr(
      'The menu and its pages. Choose the language you edit with “Locale” at the top right.',
      'Le menu et ses pages. Choisissez la langue à modifier sous « Paramètres régionaux », en haut à droite.',
      'Het menu en zijn pagina’s. Kies rechtsboven bij “Taal” welke taal u bewerkt.',
      'Das Menü und seine Seiten. Die zu bearbeitende Sprache wählen Sie oben rechts unter „Sprache“.',
    ),
    ...previewAdmin('pages'),
    defaultColumns: ['name', 'path', 'originalPath', 'parent', 'type', 'status', 'sort'],
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
      {
        name: 'name',
        type: 'text',
        localized: true,
        required: true,
      },
      slugField({ name: 'path', from: 'name' }),
      statusField({ defaultValue: 'published', enumName: 'enum_pages_visibility' }),
      ...pageSettings,
      {
        type: 'tabs',
        tabs: [
          {
            label: tabLabels.content,
            fields: [
              {
                name: 'title',
                type: 'text',
                localized: true,
              },
              { name: 'description', type: 'textarea', localized: true },
              { name: 'content', type: 'richText', localized: true },
              { type: 'row', fields: [mediaField('image'), mediaField('logo')] },
            ],
          },
          {
            label: tabLabels.modules,
            fields: [
              {
                name: 'modules',
                type: 'blocks',
                blocks: moduleBlocks,
                labels: {
                  singular: tr('Module', 'Module', 'Module', 'Modul'),
                  plural: tr('Modules', 'Modules', 'Modules', 'Module'),
                },
              },
            ],
          },
          { label: tabLabels.banner, fields: [pageBanner] },
          { label: tabLabels.seo, fields: [seoFields()] },
        ],
      },
    ],
    commonLabels,
    seoLabels,
    pageLabels,
    draftedLabels,
  ),
}
