import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

// Payload lets any logged-in user of any auth collection read a collection by default,
// so every rule here checks which collection the user comes from.
type RequestUser = PayloadRequest['user']

export const isAdminUser = (user: RequestUser): boolean => user?.collection === 'users'
export const isOwnerUser = (user: RequestUser): boolean => user?.collection === 'owners'

export const isAdmin: Access = ({ req }) => isAdminUser(req.user)
export const isAdminField: FieldAccess = ({ req }) => isAdminUser(req.user)
export const anyone: Access = () => true
export const nobody: Access = () => false

/**
 * The site's own server: a Local API call (the pages, the owner portal, the import), never a
 * request from outside. Payload marks every REST request `REST` (createPayloadRequest) and a Local
 * API call `local` unless it passes on such a request's `req`, which then stays `REST`.
 */
export const isSiteServer = (req: PayloadRequest): boolean => req.payloadAPI === 'local'

/**
 * Content and CRM data reach visitors through the site's pages, which read with the Local API and
 * `overrideAccess: false`: `rule` (published only, approved only …) applies there. Through REST
 * only staff read them (decision 029): anonymous `?limit=0` took 23 MB, and an owner's token read
 * every listing.
 */
export const siteOrStaff =
  (rule: Access): Access =>
  (args) => {
    if (isAdminUser(args.req.user)) return true
    return isSiteServer(args.req) ? rule(args) : false
  }

/** A field that never leaves the server through REST but for staff (import hashes, read models). */
export const siteOrStaffField: FieldAccess = ({ req }) => isAdminUser(req.user) || isSiteServer(req)

/** Anonymous visitors and owners read only published documents; admins read everything. */
export const publishedOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  const published: Where = { status: { equals: 'published' } }
  return published
}

/**
 * Pages and articles also keep drafts (Payload's versions): a visitor reads the published version
 * of a document whose status is published; staff read everything, drafts included.
 */
export const liveDocument: Where = {
  and: [{ status: { equals: 'published' } }, { _status: { equals: 'published' } }],
}

export const liveOrAdmin: Access = ({ req }) => (isAdminUser(req.user) ? true : liveDocument)

/** Testimonials are moderated: hidden until an admin approves them. */
export const approvedOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  const approved: Where = { approved: { equals: true } }
  return approved
}

/** An owner reads only their own owner record; admins read all. */
export const selfOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (isOwnerUser(req.user) && req.user) {
    const self: Where = { id: { equals: req.user.id } }
    return self
  }
  return false
}

/** Documents carrying an `owner` relationship: an owner reads only theirs. */
export const ownedByOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (isOwnerUser(req.user) && req.user) {
    const own: Where = { owner: { equals: req.user.id } }
    return own
  }
  return false
}
