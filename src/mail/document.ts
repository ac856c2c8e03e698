import type { Locale } from '@/i18n/locales'

/** A link whose `url` is absolute http(s), or null when the given one could not be made so. */
export type MailLink = { label: string; url: string | null }

/** One part of a mail's body; html.ts and text.ts each render every kind, so both parts agree. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'warning'; text: string }
  | { type: 'note'; text: string }
  | { type: 'quote'; text: string }
  /** `line` is the row as the text part shows it ("Nom : Marie"), formatted by the language. */
  | { type: 'facts'; rows: { label: string; value: string; line: string }[] }
  | { type: 'listing'; line: string; link: MailLink }
  /** A listing with its photo (an absolute URL, or none), a label above the title, and short lines. */
  | {
      type: 'card'
      badge: string
      link: MailLink
      image: { url: string; alt: string } | null
      lines: string[]
    }
  | { type: 'button'; link: MailLink; fallback: string }
  | { type: 'links'; links: MailLink[] }
  | { type: 'signature'; signOff: string; name: string }

/** A footer line: the agency's address, phone, e-mail and site, linked where it helps. */
export type FooterLine = { text: string; href: string | null }

/** Everything both renderers need, already translated: they only lay it out and escape it. */
export type MailDocument = {
  locale: Locale
  subject: string
  heading: string
  /** Shown by mail clients beside the subject in the inbox (hidden in the body). */
  preheader: string
  blocks: MailBlock[]
  brand: { name: string; color: string; logoUrl: string | null }
  footer: FooterLine[]
}

/** `url` made absolute against the site, if it is http(s); anything else (javascript:, junk) is refused. */
export function absoluteUrl(url: string | null | undefined, base: string): string | null {
  if (!url) return null
  try {
    const resolved = new URL(url, base)
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null
  } catch {
    return null
  }
}
