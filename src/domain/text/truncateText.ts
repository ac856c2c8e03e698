export interface TruncateOptions {
  /** Longest result, ellipsis included. Spec §5 default: 250. */
  limit?: number
  /** Append '…' (one character, U+2026) when text was cut. */
  ellipsis?: boolean
}

export const DEFAULT_TRUNCATE_LIMIT = 250
const ELLIPSIS = '…'
// Spec §5: cut "at the last space if beyond 80 percent" of the limit, otherwise a hard cut.
const WORD_CUT_SHARE = 0.8

/**
 * Spec §5: "truncate to a limit (default 250), cutting at the last space if beyond 80 percent,
 * optional ellipsis". The limit counts the ellipsis, so a caller can rely on the length (the
 * search box shows at most 100 characters).
 */
export function truncateText(text: string, options: TruncateOptions = {}): string {
  const limit = Math.max(0, Math.floor(options.limit ?? DEFAULT_TRUNCATE_LIMIT))
  if (text.length <= limit) return text
  const ellipsis = options.ellipsis && limit > 0 ? ELLIPSIS : ''
  const budget = limit - ellipsis.length

  // Looking one character further finds a space that sits right after a complete word.
  const lastSpace = text.slice(0, budget + 1).lastIndexOf(' ')
  let cut = lastSpace > budget * WORD_CUT_SHARE ? text.slice(0, lastSpace) : text.slice(0, budget)
  // Do not leave half of a surrogate pair (an emoji) at the end.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1)
  return cut.trimEnd() + ellipsis
}
