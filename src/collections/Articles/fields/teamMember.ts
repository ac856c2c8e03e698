import type { GroupField } from 'payload'

import { mediaField } from '@/fields/upload'

/** Filled for articles that present a team member, shown by the team module (ons-team-view). */
export const teamMember: GroupField = {
  name: 'teamMember',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'role', type: 'text', localized: true },
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
      ],
    },
    mediaField('photo'),
  ],
}
