import { truncateText } from '../text/truncateText'

// Spec §9: "Search description cut 100 characters" for the type description of property rows.
export const SEARCH_DESCRIPTION_LIMIT = 100

export function searchRowDescription(typeDescription: string | null | undefined): string {
  return truncateText((typeDescription ?? '').replace(/\s+/g, ' ').trim(), {
    limit: SEARCH_DESCRIPTION_LIMIT,
    ellipsis: true,
  })
}

/**
 * Spec §2: type and city rows "show For sale and For rent links with optional counts; link
 * disabled at count 0". Without a count (counts not configured) the link stays enabled.
 */
export function searchLinkState(count: number | null | undefined): { count?: number; disabled: boolean } {
  if (count === null || count === undefined || !Number.isFinite(count)) return { disabled: false }
  return { count, disabled: count <= 0 }
}
