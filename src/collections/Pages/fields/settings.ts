import type { Field } from 'payload'

const isRedirect = (_data: unknown, siblingData: { redirect?: unknown } | undefined): boolean =>
  siblingData?.redirect === true

/** Where the page sits in the menu and how it behaves; shown in the sidebar. */
export const pageSettings: Field[] = [
  {
    name: 'originalPath',
    type: 'text',
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Language-independent key such as /Qui-sui-je/; links are built from it.',
    },
  },
  {
    name: 'parent',
    type: 'relationship',
    relationTo: 'pages',
    admin: { position: 'sidebar' },
    filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
  },
  { name: 'sort', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
  {
    name: 'type',
    type: 'select',
    required: true,
    defaultValue: 'page',
    options: [
      { label: 'Page', value: 'page' },
      { label: 'Article', value: 'article' },
      { label: 'Thank-you (feedback)', value: 'feedback' },
      { label: 'Owner login', value: 'login' },
      { label: 'Home', value: 'home' },
    ],
    admin: { position: 'sidebar' },
  },
  {
    name: 'showInMenu',
    type: 'checkbox',
    label: 'Show in the main menu',
    defaultValue: true,
    admin: { position: 'sidebar' },
  },
  { name: 'isHome', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  {
    name: 'showBreadCrumb',
    type: 'checkbox',
    label: 'Show breadcrumb',
    defaultValue: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'showPageBanner',
    type: 'checkbox',
    label: 'Show page banner',
    defaultValue: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'showFixedMenu',
    type: 'checkbox',
    label: 'Show fixed menu',
    defaultValue: true,
    admin: { position: 'sidebar' },
  },
  { name: 'redirect', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  { name: 'redirectUrl', type: 'text', admin: { position: 'sidebar', condition: isRedirect } },
  {
    name: 'externalLink',
    type: 'text',
    admin: { position: 'sidebar', description: 'Menu entry leads to this URL instead (project pages).' },
  },
  { name: 'css', type: 'text', label: 'CSS class', admin: { position: 'sidebar' } },
]
