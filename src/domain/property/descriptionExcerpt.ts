import { htmlToText } from '../text/htmlToText'
import { type TruncateOptions, truncateText } from '../text/truncateText'

// Spec §5 "Descriptions" as one step: HTML to plain text, then the truncate rule.
export function descriptionExcerpt(html: string | null | undefined, options: TruncateOptions = {}): string {
  return truncateText(htmlToText(html), options)
}
