// Spec §2 Shared frame: "Links with a protocol, tel: or mailto: open in a new tab."
// A scheme is letters, digits, +, - or . after a first letter, then a colon (RFC 3986 §3.1).
const SCHEME = /^([a-z][a-z\d+.-]*):/i

// Schemes that run code or embed content: never rendered as a link, whatever the CMS holds.
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript'])

export type NewTabAttributes = { target: '_blank'; rel: 'noopener noreferrer' }

/** The link as it may be rendered, or null when it is empty or uses a script scheme. */
export function safeHref(href: string | null | undefined): string | null {
  const trimmed = href?.trim() ?? ''
  if (trimmed === '') return null
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase()
  return scheme && UNSAFE_SCHEMES.has(scheme) ? null : trimmed
}

/**
 * A link leaves the site when it names a protocol (https:, tel:, mailto:) or a host of its own
 * (`//host/…`, protocol-relative). Paths, queries and fragments stay on the site.
 */
export function isExternalLink(href: string | null | undefined): boolean {
  const safe = safeHref(href)
  if (safe === null) return false
  return SCHEME.test(safe) || safe.startsWith('//')
}

/**
 * Attributes for an anchor: external links open in a new tab, without giving the new page a handle
 * on this one (`noopener`) nor this URL as referrer (`noreferrer`).
 */
export function linkTarget(href: string | null | undefined): NewTabAttributes | Record<string, never> {
  return isExternalLink(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
