import type { ListView } from './listQuery'

/**
 * Listings per page. The map view shows more at once, because a map with a dozen pins says little
 * about where the offer is; it stays bounded so a page never carries the whole catalogue.
 */
export function listPageSize(view: ListView): number {
  return view === 'map' ? 48 : 12
}
