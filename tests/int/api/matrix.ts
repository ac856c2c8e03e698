/**
 * Who may do what, per collection and global (decisions 005 and 029), as the access-matrix test
 * checks it through REST and through the Local API with `overrideAccess: false`.
 *
 * - `all`: allowed;
 * - `own`: allowed, scoped to the actor's own documents;
 * - `site`: allowed through the Local API (the site's pages read this way, with the visitor's
 *   rules), refused through REST;
 * - `none`: refused.
 */
export type Rule = 'all' | 'own' | 'site' | 'none'
export type Actor = 'anonymous' | 'owner' | 'staff'
export type Operation = 'find' | 'findByID' | 'create' | 'update' | 'delete' | 'findVersions'
export type GlobalOperation = 'read' | 'update' | 'findVersions'

type Rules<O extends string> = Record<Actor, Partial<Record<O, Rule>>>

const everyone = <O extends string>(rules: Partial<Record<O, Rule>>): Rules<O> => ({
  anonymous: rules,
  owner: rules,
  staff: rules,
})

/** Content the site shows: read by the pages with the visitor's rules, written by staff. */
const content: Rules<Operation> = {
  anonymous: { find: 'site', findByID: 'site', create: 'none', update: 'none', delete: 'none' },
  owner: { find: 'site', findByID: 'site', create: 'none', update: 'none', delete: 'none' },
  staff: { find: 'all', findByID: 'all', create: 'all', update: 'all', delete: 'all' },
}
const drafted: Rules<Operation> = {
  anonymous: { ...content.anonymous, findVersions: 'none' },
  owner: { ...content.owner, findVersions: 'none' },
  staff: { ...content.staff, findVersions: 'all' },
}
/** CRM data: written only by the import (Local API, overrideAccess), read by the pages. */
const crm: Rules<Operation> = {
  anonymous: { ...content.anonymous },
  owner: { ...content.owner },
  staff: { find: 'all', findByID: 'all', create: 'none', update: 'none', delete: 'none' },
}
/** An owner's own history (owner portal), read-only for everyone. */
const ownerHistory: Rules<Operation> = {
  anonymous: { find: 'none', findByID: 'none', create: 'none', update: 'none', delete: 'none' },
  owner: { find: 'own', findByID: 'own', create: 'none', update: 'none', delete: 'none' },
  staff: { find: 'all', findByID: 'all', create: 'none', update: 'none', delete: 'none' },
}
const staffOnly = (staff: Partial<Record<Operation, Rule>>): Rules<Operation> => ({
  anonymous: { find: 'none', findByID: 'none', create: 'none', update: 'none', delete: 'none' },
  owner: { find: 'none', findByID: 'none', create: 'none', update: 'none', delete: 'none' },
  staff: { find: 'none', findByID: 'none', create: 'none', update: 'none', delete: 'none', ...staff },
})
const staffAll = staffOnly({ find: 'all', findByID: 'all', create: 'all', update: 'all', delete: 'all' })

export const collectionRules: Record<string, Rules<Operation>> = {
  pages: drafted,
  articles: drafted,
  categories: content,
  testimonials: content,
  media: content,
  properties: crm,
  'property-types': crm,
  cities: crm,
  projects: crm,
  'tree-nodes': crm,
  'property-statistics': ownerHistory,
  communications: ownerHistory,
  // Issue 18: written by the import, booked by the site's server; staff may correct a count.
  'visit-slots': staffOnly({ find: 'all', findByID: 'all', update: 'all' }),
  'crm-imports': staffOnly({ find: 'all', findByID: 'all' }),
  leads: staffOnly({ find: 'all', findByID: 'all', update: 'all', delete: 'all' }),
  demands: staffOnly({ find: 'all', findByID: 'all', update: 'all', delete: 'all' }),
  // What imports changed that alerts are about: written only by the import, in its transaction.
  'listing-events': staffOnly({ find: 'all', findByID: 'all', delete: 'all' }),
  mails: staffOnly({ find: 'all', findByID: 'all', update: 'all', delete: 'all' }),
  // Issue 21: what the CRM is sent; staff may queue a failed one again.
  'crm-pushes': staffOnly({ find: 'all', findByID: 'all', update: 'all', delete: 'all' }),
  owners: {
    ...staffAll,
    owner: { find: 'own', findByID: 'own', create: 'none', update: 'none', delete: 'none' },
  },
  users: staffAll,
  'auth-throttles': staffOnly({ find: 'all', findByID: 'all', delete: 'all' }),
  // Payload's own collections (src/access/internal.ts).
  'payload-jobs': staffAll,
  'payload-locked-documents': staffAll,
  'payload-preferences': staffAll,
  'payload-migrations': staffAll,
  'payload-kv': everyone({ find: 'none', findByID: 'none', create: 'none', update: 'none', delete: 'none' }),
}

const siteGlobal: Rules<GlobalOperation> = {
  anonymous: { read: 'site', update: 'none', findVersions: 'none' },
  owner: { read: 'site', update: 'none', findVersions: 'none' },
  staff: { read: 'all', update: 'all', findVersions: 'all' },
}

/** The site-wide settings keep no drafts, so no versions. */
const unversionedGlobal: Rules<GlobalOperation> = {
  anonymous: { read: 'site', update: 'none' },
  owner: { read: 'site', update: 'none' },
  staff: { read: 'all', update: 'all' },
}

export const globalRules: Record<string, Rules<GlobalOperation>> = {
  // Payload's statistics of scheduled jobs (src/access/internal.ts).
  'payload-jobs-stats': {
    anonymous: { read: 'none', update: 'none' },
    owner: { read: 'none', update: 'none' },
    staff: { read: 'all', update: 'all' },
  },
  'home-banner': siteGlobal,
  popup: siteGlobal,
  header: siteGlobal,
  'top-bar': siteGlobal,
  footer: siteGlobal,
  'site-settings': unversionedGlobal,
  'cookie-consent': unversionedGlobal,
}

/** Through REST, `site` is a refusal; through the Local API, an allowance with the visitor's rules. */
export const allowed = (rule: Rule, api: 'rest' | 'local'): boolean =>
  rule === 'all' || rule === 'own' || (rule === 'site' && api === 'local')
