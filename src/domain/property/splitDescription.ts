import { htmlToText } from '../text/htmlToText'

/** Where the CRM's HTML ends a paragraph: a closing </p>, or a line break. */
const PARAGRAPH_END = /<\/p>|<br\s*\/?>/i

/**
 * A listing's description as the detail page shows it: the CRM writes HTML, and each paragraph
 * or line break becomes one plain-text paragraph (tags and entities gone, empty ones dropped).
 */
export function splitDescription(html: string | null | undefined): string[] {
  return (html ?? '')
    .split(PARAGRAPH_END)
    .map((part) => htmlToText(part))
    .filter(Boolean)
}
