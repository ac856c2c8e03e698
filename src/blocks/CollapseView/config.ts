import type { Block } from 'payload'

import { moduleFields } from '@/blocks/moduleFields'

/** Collapsible list of a category’s articles, as on the FAQ page; at most 40 (spec §9). */
export const CollapseView: Block = {
  slug: 'collapse-view',
  interfaceName: 'CollapseViewBlock',
  labels: { singular: 'Collapsible list', plural: 'Collapsible lists' },
  fields: moduleFields({ maxItems: 40 }),
}
