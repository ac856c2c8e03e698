import type { Block } from 'payload'

import { moduleFields } from '@/blocks/moduleFields'

/** Plain content module: title, descriptions and images, or a contact form. */
export const DefaultView: Block = {
  slug: 'default',
  interfaceName: 'DefaultViewBlock',
  labels: { singular: 'Default', plural: 'Default modules' },
  fields: moduleFields(),
}
