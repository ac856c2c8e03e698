import type { Block } from 'payload'

import { moduleFields } from '@/blocks/moduleFields'

/** One item at full width: typically one article (home, Qui-sui-je). */
export const SingleView: Block = {
  slug: 'single-view',
  interfaceName: 'SingleViewBlock',
  labels: { singular: 'Single view', plural: 'Single views' },
  fields: moduleFields({ numberItemOfRow: 1, maxItems: 1 }),
}
