import type { Field } from 'payload'

import { treeFields } from '@/fields/tree'

const isRedirect = (_data: unknown, siblingData: { redirect?: unknown } | undefined): boolean =>
  siblingData?.redirect === true

/** Where the page sits in the menu and how it behaves; shown in the sidebar (labels: ../labels.ts). */
export const pageSettings: Field[] = [
  {
    name: 'originalPath',
    type: 'text',
    unique: true,
    index: true,
    admin: { position: 'sidebar' },
  },
  ...treeFields('pages'),
  {
    name: 'type',
    type: 'select',
    required: true,
    defaultValue: 'page',
    options: ['page', 'article', 'feedback', 'login', 'home'],
    admin: { position: 'sidebar' },
  },
  {
    name: 'showInMenu',
    type: 'checkbox',
    defaultValue: true,
    admin: { position: 'sidebar' },
  },
  { name: 'isHome', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  {
    name: 'showBreadCrumb',
    type: 'checkbox',
    defaultValue: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'showPageBanner',
    type: 'checkbox',
    defaultValue: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'showFixedMenu',
    type: 'checkbox',
    defaultValue: true,
    admin: { position: 'sidebar' },
  },
  { name: 'redirect', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  { name: 'redirectUrl', type: 'text', admin: { position: 'sidebar', condition: isRedirect } },
  {
    name: 'externalLink',
    type: 'text',
    admin: { position: 'sidebar' },
  },
  { name: 'css', type: 'text', admin: { position: 'sidebar' } },
]
