import type { Block } from 'payload'

import { moduleFields } from '@/blocks/moduleFields'

/** Cards of a category or property list; services show 3 per row, at most 6 (spec §9). */
export const NewsView: Block = {
  slug: 'news-view',
  interfaceName: 'NewsViewBlock',
  labels: { singular: 'News cards', plural: 'News card lists' },
  fields: moduleFields({ numberItemOfRow: 3, maxItems: 6 }),
}
