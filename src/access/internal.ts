import type { Access, SanitizedConfig } from 'payload'

import { isAdminUser } from '@/access'

/**
 * Payload's own collections, added by its config sanitizer (after plugins run, so no plugin or
 * collection config can set their access). Their rules let any signed-in user of any auth
 * collection in: an owner's token created and deleted `payload-locked-documents` (blocking an
 * admin's save, the lock even attributed to the admin) and wrote unlimited `payload-preferences`.
 */
const internalCollections = new Set([
  'payload-locked-documents',
  'payload-preferences',
  'payload-jobs',
  'payload-kv',
  'payload-migrations',
  'payload-query-presets',
  'payload-folders',
])

/** Payload's jobs statistics (scheduled jobs): no access of its own, so any signed-in user's. */
const internalGlobals = new Set(['payload-jobs-stats'])

const operations = ['create', 'read', 'update', 'delete', 'readVersions', 'readDrafts', 'unlock'] as const

/** Staff only, within what Payload's own rule allows (a staff member's own preferences). */
const staffOnly =
  (rule: Access | undefined): Access =>
  (args) =>
    isAdminUser(args.req.user) ? (rule ? rule(args) : true) : false

type AccessTable = Partial<Record<(typeof operations)[number], Access>>

/**
 * Closes Payload's internal collections and globals to everyone but staff (decision 029).
 * Payload's own code reaches them through the Local API with `overrideAccess`, which these rules
 * do not touch. The preferences' own routes (by key) skip collection access: src/api/rest.ts
 * refuses them to anyone but staff.
 */
export function closeInternalCollections(config: SanitizedConfig): SanitizedConfig {
  const entities = [
    ...config.collections.filter((collection) => internalCollections.has(collection.slug)),
    ...config.globals.filter((global) => internalGlobals.has(global.slug)),
  ]
  for (const entity of entities) {
    const access = entity.access as AccessTable
    for (const operation of operations) access[operation] = staffOnly(access[operation])
  }
  return config
}
