import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { navGroups } from '@/collections/labels'
import { tr } from '@/fields/labels'

/**
 * Counters of failed sign-ins and password reminders per client address and per address and
 * account (issue 17, issue 13): shared by every instance through the database, written with one
 * atomic upsert each (src/auth/throttle.ts). Staff may look; nobody edits them by hand.
 */
export const AuthThrottles: CollectionConfig = {
  slug: 'auth-throttles',
  labels: {
    singular: tr('Sign-in counter', 'Compteur de connexion', 'Aanmeldteller', 'Anmeldezähler'),
    plural: tr('Sign-in counters', 'Compteurs de connexion', 'Aanmeldtellers', 'Anmeldezähler'),
  },
  admin: { group: navGroups.settings, hidden: true, useAsTitle: 'key' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
    { name: 'windowStart', type: 'date', required: true },
    { name: 'lockedUntil', type: 'date' },
  ],
}
