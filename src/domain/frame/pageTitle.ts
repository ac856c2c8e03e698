import { stripAccents } from '../text/stripAccents'

// How titles join their parts: 'Contact | Agency', 'Agency – Contact', 'Page · Agency'.
const SEPARATOR = /(\s+[|·–—-]\s+)/

// The one template of every page title: the page, then the brand once.
const TEMPLATE_SEPARATOR = ' · '

const fold = (text: string) => stripAccents(text).toLocaleLowerCase('fr-BE').replace(/\s+/g, ' ').trim()

/** A part that only names the agency: its whole name, or the start of it in two words or more. */
function namesBrand(part: string, brand: string): boolean {
  const text = fold(part)
  const name = fold(brand)
  return text === name || (text.includes(' ') && name.startsWith(`${text} `))
}

/** The page's own part of a title: without a leading or trailing part that names the agency. */
export function pageTitleWithoutBrand(title: string | null | undefined, brand: string): string {
  const parts = (title ?? '').trim().split(SEPARATOR)
  // parts alternates text and separator: [text, sep, text, …]; brand parts go from both ends.
  while (parts.length > 1 && namesBrand(parts[0] ?? '', brand)) parts.splice(0, 2)
  while (parts.length > 1 && namesBrand(parts.at(-1) ?? '', brand)) parts.splice(-2, 2)
  const page = parts.join('').trim()
  return page === '' || namesBrand(page, brand) ? brand : page
}

/**
 * A page's <title>: '{page} · {brand}', with the brand once. Editors often type the agency's name
 * into a CMS title ('Contact | Maison Lumière', 'Maison Lumière – Qui suis-je ?'): a leading or
 * trailing part that is the name, or its first words, is dropped before the template adds it, and
 * a title that still names the agency in full keeps its own wording. Without a page title (or
 * with only the name) the title is the brand.
 */
export function pageTitle(title: string | null | undefined, brand: string): string {
  const page = pageTitleWithoutBrand(title, brand)
  if (page === brand || fold(page).includes(fold(brand))) return page
  return `${page}${TEMPLATE_SEPARATOR}${brand}`
}
