import type { Block } from 'payload'

import { moduleFields } from '@/blocks/moduleFields'

/** Team members: the articles of a category with their role, email, phone and photo; at most 20 (spec §9). */
export const OnsTeamView: Block = {
  slug: 'ons-team-view',
  interfaceName: 'OnsTeamViewBlock',
  labels: { singular: 'Team', plural: 'Team lists' },
  fields: moduleFields({ maxItems: 20 }),
}
