import { tagGenerations } from './tagGenerations'

/**
 * Clears cache tags in this process: every value kept in process memory under one of them
 * (processMemo, the site's only data cache: docs/decisions/018-one-data-cache.md) is built again on
 * its next read. Other processes clear theirs when they hear of the change through the database
 * (docs/decisions/019-data-safety.md). Works outside a request (the change feed runs on a timer).
 */
export function revalidate(...tagNames: string[]): void {
  tagGenerations.bump(tagNames)
}
