// Where a rich-text link may point. Editors paste links as they knew them on the original site
// ('/contact-demand/'); those go through the route table to the visitor's language. Only schemes
// a visitor can safely follow survive: anything else (javascript:, data:) is rendered as text.

export type ResolvedLink = { href: string; external: boolean }

const EXTERNAL = /^(https?:)?\/\//i
const CONTACT = /^(mailto|tel):/i

export function resolveRichTextHref(
  url: string | null | undefined,
  linkHref?: (originalPath: string) => string,
): ResolvedLink | null {
  const value = url?.trim() ?? ''
  if (!value) return null
  if (EXTERNAL.test(value)) return { href: value, external: true }
  if (/^www\./i.test(value)) return { href: `https://${value}`, external: true }
  if (CONTACT.test(value) || value.startsWith('#')) return { href: value, external: false }
  if (!value.startsWith('/')) return null
  // The route table knows paths, not their query or fragment: translate the path, keep the rest.
  const split = value.search(/[?#]/)
  const path = split === -1 ? value : value.slice(0, split)
  const rest = split === -1 ? '' : value.slice(split)
  return { href: (linkHref ? linkHref(path) : path) + rest, external: false }
}

/** An internal link to a CMS document: pages carry the original path the route table is keyed by. */
export function internalDocPath(doc: unknown): string | null {
  if (!doc || typeof doc !== 'object') return null
  const { relationTo, value } = doc as { relationTo?: unknown; value?: unknown }
  if (relationTo !== 'pages' || !value || typeof value !== 'object') return null
  const originalPath = (value as { originalPath?: unknown }).originalPath
  return typeof originalPath === 'string' && originalPath.startsWith('/') ? originalPath : null
}
