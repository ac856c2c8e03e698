import 'server-only'

import type { IdToLook } from '@/domain/routes/status'
import type { Locale } from '@/i18n/locales'
import { processValue } from './cache/processMemo'
import { payloadClient } from './payload'
import { listProjects } from './projects'
import { readActiveListingIds } from './readModel'

/**
 * Every active listing's id, kept in this process until an import changes them (a set of numbers:
 * about 0.4 MB of heap for 10,000 listings).
 */
const activeListingIds = processValue(
  'active-listing-ids',
  ['properties'],
  async () => new Set(await readActiveListingIds(await payloadClient())),
)

/**
 * Whether a listing's or a project's page would find its record: the proxy answers 404 before the
 * page renders when it would not (src/domain/routes/status.ts). Every active listing counts, as
 * every project the page's own list of active projects has (`getProject`), so it never says 404
 * for a page that would show something.
 */
export async function isPublished({ kind, id }: IdToLook, locale: Locale): Promise<boolean> {
  if (kind === 'property') return (await activeListingIds()).has(id)
  return (await listProjects(locale)).some((project) => project.id === id)
}
