import { resourceCsp } from './csp'

/**
 * The headers every response carries (docs/decisions/030). next.config.ts sends them on every
 * path; the proxy sets them again on what it answers itself (refusals, redirects) and replaces the
 * Content-Security-Policy of documents with theirs. Names in lower case, as Next.js merges the
 * proxy's headers over the configured ones by name.
 */
export const baseHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
  // For browsers without CSP's frame-ancestors (the policies below say the same).
  { key: 'x-frame-options', value: 'SAMEORIGIN' },
  { key: 'permissions-policy', value: 'camera=(), microphone=(), geolocation=()' },
  // A page opened from another site gets no handle on ours, nor ours on it (Spectre, tabnabbing).
  { key: 'cross-origin-opener-policy', value: 'same-origin' },
  { key: 'content-security-policy', value: resourceCsp },
]

/**
 * Documents only: no other site may load our pages as a subresource. Not on images and files,
 * which mails and other sites may show.
 */
export const documentHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'cross-origin-resource-policy', value: 'same-origin' },
]

/** Request headers the proxy sets for the page it passes on; never taken from the client. */
export const NONCE_HEADER = 'x-nonce'
/** The language a path without one is served in; next.config.ts rewrites by it. */
export const LOCALE_HEADER = 'x-agency-locale'
