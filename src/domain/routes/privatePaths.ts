import { PRIVATE_ENTRY_KINDS } from '../cache/pageRequest'
import { entryPathKeys } from './pathKeys'
import type { RouteTable } from './types'

/**
 * The path keys of pages that are each visitor's own (PRIVATE_ENTRY_KINDS: the owners' sign-in,
 * the search demand, the unsubscribe page): the proxy never answers them from the page cache
 * (checked with `hasPathKey`).
 */
export function privatePathsOf(table: RouteTable): string[] {
  return entryPathKeys(table.entries.filter((entry) => PRIVATE_ENTRY_KINDS.has(entry.kind)))
}
